/// Everything that decides a Today widget's size: the device, how it is held,
/// where the widget is shown, the iOS version and the user's text size.
public struct WidgetEnvironment: Sendable, Equatable {
  public var device: Device
  public var orientation: Orientation
  public var location: WidgetLocation
  public var os: OSVersion
  public var category: ContentSizeCategory

  public init(
    device: Device, orientation: Orientation = .portrait,
    location: WidgetLocation = .todayView, os: OSVersion = .iOS13,
    category: ContentSizeCategory = .default
  ) {
    self.device = device
    self.orientation = orientation
    self.location = location
    self.os = os
    self.category = category
  }

  /// True where the widget can be expanded: iOS 10 and later, outside Quick Actions.
  public var offersExpandedMode: Bool {
    os.hasDisplayModes && location != .quickActions
  }

  /// True for the iOS 9–10 iPad landscape columns.
  public var isColumnLocation: Bool {
    location == .leftColumn || location == .rightColumn
  }

  /// Throws when the combination does not exist, such as a column on an iPhone.
  public func validate() throws(SizingError) {
    guard isColumnLocation else { return }
    guard device.idiom == .pad, orientation == .landscape, os <= .iOS10 else {
      throw .unsupported(
        "location '\(location.rawValue)' exists only on iPads in landscape on iOS 9–10; "
          + "valid here: today-view, notification-center, quick-actions")
    }
  }

  /// A one-line summary: `iphone-8 portrait today-view iOS 13 L`.
  public var summary: String {
    "\(device.id) \(orientation.rawValue) \(location.rawValue) iOS \(os.rawValue) \(category.shortName)"
  }
}
