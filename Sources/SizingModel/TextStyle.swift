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

/// A font weight, as the HIG names them.
public enum FontWeight: String, Sendable, Equatable {
  case light
  case regular
  case semibold
  case bold

  /// The CSS / Pango numeric weight: 300, 400, 600, 700.
  public var numeric: Int {
    switch self {
    case .light: return 300
    case .regular: return 400
    case .semibold: return 600
    case .bold: return 700
    }
  }
}

/// The font a text style resolves to at one text size.
public struct FontMetrics: Sendable, Equatable {
  /// Point size.
  public var pointSize: Double
  /// Line height (leading) in points.
  public var leading: Double
  public var weight: FontWeight

  public init(pointSize: Double, leading: Double, weight: FontWeight) {
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
  }
}
