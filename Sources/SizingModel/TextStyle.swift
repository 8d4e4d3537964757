/// A Dynamic Type text style (`UIFont.TextStyle`).
public enum TextStyle: String, NamedChoice {
  case largeTitle
  case title1
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption1
  case caption2
  public static let kind = "text style"
}

/// A font weight, as `UIFont.Weight` names them (all nine).
public enum FontWeight: String, NamedChoice, CaseIterable {
  case ultraLight
  case thin
  case light
  case regular
  case medium
  case semibold
  case bold
  case heavy
  case black
  public static let kind = "font weight"

  /// The CSS / Pango numeric weight: 100 (ultraLight) to 900 (black).
  public var numeric: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}

/// The font a text style resolves to at one text size, in points.
public struct FontMetrics: Sendable, Equatable {
  /// Point size.
  public var pointSize: Double
  /// The HIG's recommended leading (its Dynamic Type "Leading" column): a
  /// design figure, not the height UIKit gives a line.
  public var leading: Double
  public var weight: FontWeight
  /// The height of one line as UIKit makes it (SF's ascender + descender).
  public var lineHeight: Double
  /// From a line's top to its baseline.
  public var ascender: Double
  /// The font's own leading between two lines of one label (a text style's;
  /// 0 for a fixed-size system font).
  public var lineSpacing: Double
  /// SF Pro's tracking at this size (added after every character).
  public var tracking: Double

  public init(
    pointSize: Double, leading: Double, weight: FontWeight, lineHeight: Double,
    ascender: Double, lineSpacing: Double, tracking: Double
  ) {
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
    self.lineHeight = lineHeight
    self.ascender = ascender
    self.lineSpacing = lineSpacing
    self.tracking = tracking
  }
}
