/// Everything that decides a Today widget's size: the device, how it is held,
/// where and under which iOS the widget is shown (its ``WidgetHost``) and the
/// user's text size.
public struct WidgetEnvironment: Sendable, Equatable {
  public var device: Device
  public var orientation: Orientation
  /// Where and under which iOS the widget is shown.
  public var host: WidgetHost
  public var category: ContentSizeCategory

  public init(
    device: Device, orientation: Orientation = .portrait,
    location: WidgetLocation = .todayView, os: OSVersion = .iOS13,
    category: ContentSizeCategory = .default
  ) {
    self.device = device
    self.orientation = orientation
    self.host = WidgetHost(location: location, os: os)
    self.category = category
  }

  /// Where the widget is shown (the host's location).
  public var location: WidgetLocation {
    get { host.location }
    set { host.location = newValue }
  }

  /// The iOS version (the host's).
  public var os: OSVersion {
    get { host.os }
    set { host.os = newValue }
  }

  /// True where the widget can be expanded: iOS 10 and later, outside Quick Actions.
  public var offersExpandedMode: Bool { host.offersExpandedMode }

  /// True for the iOS 9–10 iPad landscape columns.
  public var isColumnLocation: Bool { host.isColumnLocation }

  /// Throws when the combination did not exist, such as a column on an iPhone
  /// or an iPhone X on iOS 10 (``WidgetHost/validate(device:orientation:)``).
  public func validate() throws(SizingError) {
    try host.validate(device: device, orientation: orientation)
  }

  /// Throws when the combination did not exist or `mode` does not exist in
  /// it (``WidgetHost/validate(device:orientation:mode:recents:)``).
  public func validate(mode: DisplayMode, recents: Int? = nil) throws(SizingError) {
    try host.validate(device: device, orientation: orientation, mode: mode, recents: recents)
  }

  /// A one-line summary: `iphone-8 portrait today-view iOS 13 L`.
  public var summary: String {
    "\(device.id) \(orientation.rawValue) \(host) \(category.shortName)"
  }
}
