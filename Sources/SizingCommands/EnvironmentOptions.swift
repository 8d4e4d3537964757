import ArgumentParser
import SizingModel

/// The options every sizing command shares: where and on what iOS the
/// widget is shown. Values are parsed leniently (any case) with errors that
/// list the valid names.
struct EnvironmentOptions: ParsableArguments {
  @Option(help: "portrait or landscape.")
  var orientation = "portrait"

  @Option(help: "today-view, notification-center, quick-actions, left-column or right-column.")
  var location = "today-view"

  @Option(help: "9, 10 or 13 (13 stands for iOS 11–13).")
  var os = "13"

  /// The parsed orientation.
  var parsedOrientation: Orientation { get throws(SizingError) { try .parse(orientation) } }
  /// The parsed location.
  var parsedLocation: WidgetLocation { get throws(SizingError) { try .parse(location) } }
  /// The parsed iOS version.
  var parsedOS: OSVersion { get throws(SizingError) { try .parse(os) } }

  /// The model, with the user's calibration file when one is given.
  func model(calibrationPath: String?) throws(SizingError) -> SizingModel {
    guard let calibrationPath else { return .standard }
    let calibration = try Calibration(
      contentsOf: calibrationPath, devices: SizingModel.standard.devices)
    return SizingModel(calibration: calibration)
  }
}
