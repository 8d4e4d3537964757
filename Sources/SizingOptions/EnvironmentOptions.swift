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

  @Option(help: "The iOS version: 9, 10, or 11–13 (one group, named 13).")
  public var os: OSVersion = .iOS13

  public init() {}

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
