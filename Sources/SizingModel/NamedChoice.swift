/// An option with a fixed set of command-line names, such as an orientation.
///
/// Parsing ignores case; a miss throws ``SizingError/unknownValue(kind:value:valid:)``,
/// which names the bad value and every valid one.
public protocol NamedChoice: CaseIterable, RawRepresentable, Sendable, Hashable
where RawValue == String {
  /// What the value is, in words: "orientation", "location".
  static var kind: String { get }
}

extension NamedChoice {
  /// Every valid name, in declaration order.
  public static var names: [String] { allCases.map(\.rawValue) }

  /// Parses a name, ignoring case.
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` when no name matches.
  public static func parse(_ text: String) throws(SizingError) -> Self {
    let key = text.lowercased()
    if let match = allCases.first(where: { $0.rawValue.lowercased() == key }) {
      return match
    }
    throw .unknownValue(kind: kind, value: text, valid: names)
  }
}

/// Portrait or landscape, as the device is held.
public enum Orientation: String, NamedChoice {
  case portrait
  case landscape
  public static let kind = "orientation"
}

/// Where the widget is shown.
///
/// `left-column` and `right-column` exist only on iOS 10 iPads in landscape,
/// where the Today view had two columns.
public enum WidgetLocation: String, NamedChoice {
  case todayView = "today-view"
  case notificationCenter = "notification-center"
  case quickActions = "quick-actions"
  case leftColumn = "left-column"
  case rightColumn = "right-column"
  public static let kind = "location"
}

/// The widget's display mode (`NCWidgetDisplayMode`).
public enum DisplayMode: String, NamedChoice {
  /// Fixed height, set by the system from the text size.
  case compact
  /// Variable height: as tall as the widget asks, up to the maximum.
  case expanded
  public static let kind = "mode"
}
