import StrictJSON

/// A view the evaluator built: what it is, its layout modifiers in order
/// (innermost first) and its text and image attributes, before it is
/// written as a `"layout": "swiftui"` JSON node.
struct ViewValue {
  indirect enum Kind {
    /// `HStack`, `VStack` (alignment, spacing) or `ZStack` (alignment).
    case stack(type: String, alignment: String?, spacing: Double?, items: [ViewValue])
    case text(String)
    /// An image: an asset or SF Symbol name; its own size in points, nil for
    /// an SF Symbol (sized from its font when written).
    case image(name: String, size: (Double, Double)?, isSymbol: Bool)
    case spacer(minLength: Double?)
    /// `Color`, `Rectangle`, `Circle`, … with a fill colour as `#rrggbb`.
    case shape(type: String, color: String?)
    case divider
    case label(title: ViewValue, icon: ViewValue)
    /// `gauge` or `progressView`.
    case indicator(type: String)
    case viewThatFits(axes: String?, items: [ViewValue])
    /// `GeometryReader`: its items at its top-leading corner, proposed its size.
    case geometryReader(items: [ViewValue])
    /// Something that could not be evaluated: a box of ``ViewValue/placeholderSize``.
    case placeholder(String)
  }

  /// One layout modifier: `{name: value}`, or a background, overlay or
  /// container background with its view.
  indirect enum Modifier {
    case plain(String, JSONValue)
    case decoration(String, ViewValue, alignment: String?)

    /// True for `{"widgetAccentable": true}`.
    var isWidgetAccentable: Bool {
      if case .plain("widgetAccentable", _) = self { return true }
      return false
    }
  }

  /// The size of a placeholder box, in points (estimated: the 44-point
  /// minimum tap target Apple's Human Interface Guidelines give, square).
  static let placeholderSize = 44.0
  /// A placeholder's colour (iOS's systemGray4, light mode).
  static let placeholderColor = "#d1d1d6"

  var kind: Kind
  var location: SourceLocation
  /// `.accessibilityIdentifier("…")`.
  var identifier: String?
  var modifiers: [Modifier] = []
  /// Text, image and control attributes set on this view or, for a
  /// container, inherited by the views in it; the first one set (closest to
  /// the view) wins, as SwiftUI's environment does.
  var attributes: [String: JSONValue] = [:]

  init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// Sets `key` unless a modifier closer to the view already did.
  mutating func setAttribute(_ key: String, _ value: JSONValue) {
    if attributes[key] == nil { attributes[key] = value }
  }

  var isImage: Bool {
    if case .image = kind { return true }
    return false
  }
}
