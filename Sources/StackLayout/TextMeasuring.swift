/// A font, as a text measurer needs it.
public struct FontSpec: Hashable, Sendable {
  /// The font family; nil means the measurer's default family.
  public var family: String?
  /// Point size.
  public var pointSize: Double
  /// Line height in points (the Dynamic Type leading).
  public var lineHeight: Double
  /// Numeric weight: 300 light, 400 regular, 600 semibold, 700 bold.
  public var weight: Int

  public init(family: String? = nil, pointSize: Double, lineHeight: Double, weight: Int = 400) {
    self.family = family
    self.pointSize = pointSize
    self.lineHeight = lineHeight
    self.weight = weight
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

/// A label's text and how it may wrap (`UILabel`).
public struct TextSpec: Hashable, Sendable {
  public var text: String
  public var font: FontSpec
  /// The most lines the label shows; 0 means unlimited. Text beyond the
  /// last line is cut as `lineBreakMode` says.
  public var numberOfLines: Int
  /// Where text that does not fit is cut; the tail by default.
  public var lineBreakMode: LineBreakMode

  public init(
    text: String, font: FontSpec, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .truncatingTail
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }
}

/// What a measurer found for one text at one width.
public struct TextMetrics: Equatable, Sendable {
  /// The widest line, in points.
  public var width: Double
  /// Line count × line height, in points.
  public var height: Double
  /// Lines shown (after the `numberOfLines` limit).
  public var lineCount: Int
  /// True when text was cut off at the tail.
  public var isTruncated: Bool
  /// Distance from the top to the first line's baseline, in points.
  public var firstBaseline: Double
  /// Distance from the top to the last line's baseline, in points.
  public var lastBaseline: Double
  /// Glyphs shown that no installed font has (drawn as a box), counted per
  /// occurrence; 0 for a measurer that cannot tell.
  public var missingGlyphs: Int
  /// The characters of those glyphs, each once, in text order.
  public var missingCharacters: [Unicode.Scalar]

  public init(
    width: Double, height: Double, lineCount: Int, isTruncated: Bool,
    firstBaseline: Double, lastBaseline: Double, missingGlyphs: Int = 0,
    missingCharacters: [Unicode.Scalar] = []
  ) {
    self.width = width
    self.height = height
    self.lineCount = lineCount
    self.isTruncated = isTruncated
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.missingGlyphs = missingGlyphs
    self.missingCharacters = missingCharacters
  }
}

/// Measures text. The core ships a deterministic approximation for tests
/// (``ApproximateTextMeasurer``); `PangoText` measures with real fonts.
public protocol TextMeasuring: Sendable {
  /// Measures `text` wrapped at `maxWidth` points (nil: no limit, one line
  /// per paragraph), honouring `numberOfLines` and tail truncation.
  func measure(_ text: TextSpec, maxWidth: Double?) -> TextMetrics
}
