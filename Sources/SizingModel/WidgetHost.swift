/// Where, and under which iOS, a widget is shown: the one place that knows
/// which locations exist on which devices and versions.
///
/// Today widgets (iOS 9–13) are shown in the Today view, Notification Center,
/// the two landscape columns of an iOS 9–10 iPad and Quick Actions. WidgetKit
/// families (iOS 14+) will be a second kind of host beside these.
public struct WidgetHost: Sendable, Hashable, CustomStringConvertible {
  /// Where the widget is shown.
  public var location: WidgetLocation
  /// The iOS version; the Today host is modelled for ``OSVersion/todayReleases``.
  public var os: OSVersion

  public init(location: WidgetLocation = .todayView, os: OSVersion = .iOS13) {
    self.location = location
    self.os = os
  }

  /// The Today host's locations, in the order the front ends list them.
  public static let todayLocations: [WidgetLocation] = WidgetLocation.allCases

  /// True where the widget can be expanded: from iOS 10, outside Quick Actions
  /// (which shows widgets in compact mode only).
  public var offersExpandedMode: Bool {
    os.hasDisplayModes && location != .quickActions
  }

  /// True for the iOS 9–10 iPad landscape columns.
  public var isColumnLocation: Bool {
    location == .leftColumn || location == .rightColumn
  }

  /// True where the widget keeps the margin insets the system proposes (iOS 9).
  public var proposesMarginInsets: Bool { os.proposesMarginInsets }

  /// True on an iPad in landscape while the Today view had two columns.
  public func hasTwoColumns(on device: Device, _ orientation: Orientation) -> Bool {
    device.idiom == .pad && orientation == .landscape && os.hasTwoColumnIPadToday
  }

  /// Throws when this host does not exist on `device` held in `orientation`,
  /// such as a column on an iPhone.
  public func validate(device: Device, orientation: Orientation) throws(SizingError) {
    guard isColumnLocation, !hasTwoColumns(on: device, orientation) else { return }
    throw .unsupported(
      "location '\(location.rawValue)' exists only on iPads in landscape on iOS 9–10; "
        + "valid here: today-view, notification-center, quick-actions")
  }

  /// `today-view iOS 13`.
  public var description: String { "\(location.rawValue) iOS \(os.name)" }
}
