/// Where, and under which iOS, a widget is shown: the one place that knows
/// which locations exist on which devices and versions, and which devices
/// ran which versions (``validate(device:orientation:)``).
///
/// Today widgets (iOS 9–13) are shown in the Today view, Notification Center,
/// the two landscape columns of an iOS 9–10 iPad and Quick Actions. WidgetKit
/// families (iOS 14+) are the other kind of host, ``WidgetKitHost``; both are
/// ``WidgetHosting`` and answer with a ``HostAvailability``.
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

  /// Throws ``SizingError/unsupported(_:)`` with the reason when this host
  /// did not exist on `device` held in `orientation`: a column outside an
  /// iPad in landscape on iOS 9–10, Quick Actions on iOS 9, or a device
  /// class that did not run this iOS (``Device/os``).
  public func validate(device: Device, orientation: Orientation) throws(SizingError) {
    if let reason = availability(on: device, orientation).reason { throw .unsupported(reason) }
  }

  /// Whether this host existed on `device` held in `orientation`, and why not.
  public func availability(on device: Device, _ orientation: Orientation) -> HostAvailability {
    if let reason = locationProblem(on: device, orientation) { return .noSuchLocation(reason) }
    guard device.os.includes(os) else {
      let valid = OSVersion.todayReleases.filter { release in
        device.os.includes(release)
          && WidgetHost(location: location, os: release).locationProblem(on: device, orientation)
            == nil
      }
      let bound =
        device.os.firstMajor > os.releaseMajors.upperBound
        ? "first ran iOS \(device.os.first)" : "last ran iOS \(device.os.last ?? "")"
      let ran = OSVersion.todayReleases.filter(device.os.includes)
      let choices =
        valid.isEmpty
        ? "none (it ran \(Self.osList(ran)), which has no \(location.rawValue))"
        : Self.osList(valid)
      return .deviceDidNotRunOS(
        "\(device.name) (\(device.id)) \(bound); valid --os here: \(choices)")
    }
    return .exists
  }

  /// Why the location does not exist on `device` in `orientation` on this
  /// iOS, whichever the device: nil where it does.
  private func locationProblem(on device: Device, _ orientation: Orientation) -> String? {
    if location == .quickActions, !os.hasQuickActionsWidgets {
      let valid = OSVersion.todayReleases.filter(\.hasQuickActionsWidgets)
      return "location 'quick-actions' (the widget in the 3D Touch menu) exists from iOS 10; "
        + "valid --os here: \(Self.osList(valid))"
    }
    if isColumnLocation, !hasTwoColumns(on: device, orientation) {
      let valid =
        ["today-view", "notification-center"] + (os.hasQuickActionsWidgets ? ["quick-actions"] : [])
      return "location '\(location.rawValue)' exists only on iPads in landscape on iOS 9–10; "
        + "valid here: \(valid.joined(separator: ", "))"
    }
    return nil
  }

  /// `10, 13 (iOS 11–13)`: the `--os` names, the grouped one with its range.
  private static func osList(_ releases: [OSVersion]) -> String {
    let names = releases.map { os in
      os.releaseMajors.count > 1 ? "\(os.name) (\(os.releaseTitle))" : os.name
    }
    return names.joined(separator: ", ")
  }

  /// `today-view iOS 13`.
  public var description: String { "\(location.rawValue) iOS \(os.name)" }
}
