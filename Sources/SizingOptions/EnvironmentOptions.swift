import ArgumentParser
import SizingModel

/// The options every front end shares for where and under which iOS the
/// widget is shown: `sizing-cli table`, `layout`, `render` and
/// `sizing-preview` declare them once, here.
public struct EnvironmentOptions: ParsableArguments, Sendable {
  @Option(help: "How the device is held.")
  public var orientation: Orientation = .portrait

  @Option(help: "Where the widget is shown (the columns: iPads in landscape on iOS 9–10).")
  public var location: WidgetLocation = .todayView

  @Option(
    name: .customLong("os"),
    help: ArgumentHelp(
      "The iOS version: 9, 10, or 11–13 (one group, named 13) for a Today widget (default 13); "
        + "14 … 18 or 26 for WidgetKit (default 18).", valueName: "os"))
  public var osChoice: OSVersion?

  public init() {}

  /// The Today widget's iOS: `--os`, or 13 (call ``validateToday()`` first).
  public var os: OSVersion { osChoice ?? .iOS13 }

  /// The WidgetKit host's iOS: `--os`, or 18.
  public var widgetKitOS: OSVersion { osChoice ?? .iOS18 }

  /// Refuses a WidgetKit version for a Today widget.
  /// - Throws: ``SizingError/unsupported(_:)`` naming the Today versions.
  public func validateToday() throws(SizingError) {
    if let os = osChoice, os.isWidgetKit { throw HostRefusal.widgetKitVersion(os).error }
  }

  /// Refuses a Today version for a WidgetKit widget.
  /// - Throws: ``SizingError/unsupported(_:)`` naming the WidgetKit versions.
  public func validateWidgetKit() throws(SizingError) {
    if let os = osChoice, !os.isWidgetKit { throw HostRefusal.todayVersion(os).error }
  }

  /// Where and under which iOS the widget is shown.
  public var host: WidgetHost { WidgetHost(location: location, os: os) }

  /// The model, with the user's calibration file when one is given.
  public func model(calibrationPath: String?) throws(SizingError) -> WidgetSizes {
    guard let calibrationPath else { return .standard }
    let calibration = try Calibration(
      contentsOf: calibrationPath, devices: WidgetSizes.standard.devices)
    return WidgetSizes(calibration: calibration)
  }
}
