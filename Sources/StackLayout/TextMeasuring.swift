/// A font, as a text measurer needs it.
///
/// The vertical metrics (`lineHeight`, `ascender`, `leading`) are those the
/// iOS font reports (UIKit's `UIFont.lineHeight`, `.ascender`, `.leading`),
/// whatever font supplies the widths: widths come from the measurer's font
/// (Inter by default), heights and baselines from these numbers.
public struct FontSpec: Hashable, Sendable {
  /// The font family; nil means the measurer's default family.
  public var family: String?
  /// Point size.
  public var pointSize: Double
  /// The height of one line in points (`UIFont.lineHeight` without leading:
  /// ascender + descender).
  public var lineHeight: Double
  /// Numeric weight, 100 (ultraLight) to 900 (black); 400 is regular.
  public var weight: Int
  /// Distance from a line's top to its baseline in points
  /// (`UIFont.ascender`); nil: the measuring font's own baseline.
  public var ascender: Double?
  /// Extra space between two lines of a paragraph in points (the font's
  /// `leading`; 0 for `systemFont(ofSize:)`).
  public var leading: Double
  /// Space added after every character in points (SF Pro's size-specific
  /// tracking, or `kern`); negative tightens.
  public var tracking: Double
  /// Italic (`.traitItalic`, SwiftUI's `.italic()`).
  public var isItalic: Bool
  /// Every digit as wide as every other (`.monospacedDigit()`, OpenType `tnum`).
  public var monospacedDigits: Bool

  public init(
    family: String? = nil, pointSize: Double, lineHeight: Double, weight: Int = 400,
    ascender: Double? = nil, leading: Double = 0, tracking: Double = 0, isItalic: Bool = false,
    monospacedDigits: Bool = false
  ) {
    self.family = family
    self.pointSize = pointSize
    self.lineHeight = lineHeight
    self.weight = weight
    self.ascender = ascender
    self.leading = leading
    self.tracking = tracking
    self.isItalic = isItalic
    self.monospacedDigits = monospacedDigits
  }

  /// Hashes the size, weight and family only: fonts that differ in nothing
  /// else are rare, and hashing every length made cache lookups in sweeps
  /// slower. Equality still compares every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(family)
  }

  /// This font at `factor` times its size (a label shrinking its text to
  /// fit): every length scales with it.
  public func scaled(by factor: Double) -> FontSpec {
    guard factor != 1 else { return self }
    var font = self
    font.pointSize *= factor
    font.lineHeight *= factor
    font.ascender = ascender.map { $0 * factor }
    font.leading *= factor
    font.tracking *= factor
    return font
  }
}

/// How a label wraps and where it cuts text that does not fit
/// (`NSLineBreakMode`, spelled without `by`).
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
  /// Wraps at word boundaries; cuts the last line without an ellipsis.
  case wordWrapping
  /// Wraps between any two characters; cuts without an ellipsis.
  case charWrapping
  /// Wraps at words; the last line is cut at the label's edge.
  case clipping
  /// An ellipsis at the start of the last line.
  case truncatingHead
  /// An ellipsis at the end of the last line (UILabel's default).
  case truncatingTail
  /// An ellipsis in the middle of the last line.
  case truncatingMiddle

  /// True for the modes that draw an ellipsis where text is cut.
  public var usesEllipsis: Bool {
    self == .truncatingHead || self == .truncatingTail || self == .truncatingMiddle
  }
}

/// Where a label's lines sit horizontally (`NSTextAlignment`; SwiftUI's
/// `multilineTextAlignment` leading / center / trailing).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Left in a left-to-right language (UILabel's default).
  case natural
  case left
  case center
  case right
  /// Every line but the last stretched to the full width.
  case justified
}

/// A label's text and how it may wrap (`UILabel`).
public struct TextSpec: Hashable, Sendable {
  public var text: String
  public var font: FontSpec
  /// The most lines the label shows; 0 means unlimited. Text beyond the
  /// last line is cut as `lineBreakMode` says.
  public var numberOfLines: Int
  /// Where text that does not fit is cut; the tail by default.
  public var lineBreakMode: LineBreakMode
  /// Where lines sit in the label's width (drawing only: it changes no size).
  public var alignment: TextAlignment
  /// Extra space between lines in points (`NSParagraphStyle.lineSpacing`,
  /// SwiftUI's `.lineSpacing`), on top of the font's leading.
  public var lineSpacing: Double
  /// The smallest fraction of its size the font may shrink to before the
  /// text is cut (`adjustsFontSizeToFitWidth` with `minimumScaleFactor`,
  /// SwiftUI's `.minimumScaleFactor`); 1: never shrinks.
  public var minimumScaleFactor: Double
  /// Letters may be drawn closer before the text is cut
  /// (`allowsDefaultTighteningForTruncation`, SwiftUI's `.allowsTightening`).
  public var allowsTightening: Bool

  public init(
    text: String, font: FontSpec, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .truncatingTail, alignment: TextAlignment = .natural,
    lineSpacing: Double = 0, minimumScaleFactor: Double = 1, allowsTightening: Bool = false
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.minimumScaleFactor = minimumScaleFactor
    self.allowsTightening = allowsTightening
  }

  /// Hashes the text, font and line limit only (see ``FontSpec/hash(into:)``);
  /// equality still compares every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(font)
    hasher.combine(numberOfLines)
  }

  /// The distance from one line's top to the next one's, in points.
  public var lineAdvance: Double { font.lineHeight + font.leading + lineSpacing }

  /// The height of `lines` lines in points: each line is the font's line
  /// height, and the leading and line spacing stand between lines only.
  public func height(ofLines lines: Int) -> Double {
    lines > 0
      ? Double(lines) * font.lineHeight + Double(lines - 1) * (lineAdvance - font.lineHeight) : 0
  }
}

/// What a measurer found for one text at one width.
public struct TextMetrics: Equatable, Sendable {
  /// The widest line, in points.
  public var width: Double
  /// The lines' height (``TextSpec/height(ofLines:)``), in points.
  public var height: Double
  /// Lines shown (after the `numberOfLines` limit).
  public var lineCount: Int
  /// True when text was cut off.
  public var isTruncated: Bool
  /// Distance from the top to the first line's baseline, in points.
  public var firstBaseline: Double
  /// Distance from the top to the last line's baseline, in points.
  public var lastBaseline: Double
  /// The fraction of its size the font was shrunk to so the text fits
  /// (``TextSpec/minimumScaleFactor``); 1: full size.
  public var fontScale: Double
  /// Points the letters were drawn closer in all, to fit without cutting
  /// (``TextSpec/allowsTightening``); 0: not tightened.
  public var tightening: Double
  /// Glyphs shown that no installed font has (drawn as a box), counted per
  /// occurrence; 0 for a measurer that cannot tell.
  public var missingGlyphs: Int
  /// The characters of those glyphs, each once, in text order.
  public var missingCharacters: [Unicode.Scalar]

  public init(
    width: Double, height: Double, lineCount: Int, isTruncated: Bool,
    firstBaseline: Double, lastBaseline: Double, fontScale: Double = 1, tightening: Double = 0,
    missingGlyphs: Int = 0, missingCharacters: [Unicode.Scalar] = []
  ) {
    self.width = width
    self.height = height
    self.lineCount = lineCount
    self.isTruncated = isTruncated
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.fontScale = fontScale
    self.tightening = tightening
    self.missingGlyphs = missingGlyphs
    self.missingCharacters = missingCharacters
  }
}

/// Measures text. The core ships a deterministic approximation for tests
/// (``ApproximateTextMeasurer``); `PangoText` measures with real fonts.
public protocol TextMeasuring: Sendable {
  /// Measures `text` wrapped at `maxWidth` points (nil: no limit, one line
  /// per paragraph), honouring `numberOfLines`, truncation, shrinking and
  /// tightening.
  func measure(_ text: TextSpec, maxWidth: Double?) -> TextMetrics
}
