import ArgumentParser
import Foundation
import PangoText
import SizingModel
import SizingOptions
import StrictJSON
import TodayLayout

/// `sizing-cli check`: sweeps a widget over the whole matrix and reports
/// what clips, truncates or hides content. Exit 0 clean, 1 with findings.
struct Check: EvaluatingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Sweep a widget over every device, text size and mode; fail on clipped content.",
    discussion: """
      Lays the widget out on every device × category × orientation × location × iOS \
      × display mode × number of recents (0 to the description's count) and reports \
      each finding once, with the first environment where it occurs and how many it \
      hits. Exit 0 when clean, 1 with findings (errors or warnings), 64/65/66 for bad \
      input. Rules: action-clipped, label-line-limit, no-row-shown, rows-never-fit, \
      narrower-than-minimum (errors); label-truncated, style-substituted (warnings).

      Examples:
        sizing-cli check Data/reference-widget.json
        sizing-cli check my-widget.json --device iphone-se --os 13 --format json
      """)

  @Argument(help: "The widget description JSON file ('-' for standard input).")
  var file: String

  @Option(name: .customLong("device"), help: "Only this device (repeatable).")
  var devices: [String] = []
  @Option(
    name: [.customLong("category"), .customLong("categories")],
    help: "Only these text sizes, comma-separated or repeated.")
  var categories: [String] = []
  @Option(name: .customLong("orientation"), help: "Only this orientation (repeatable).")
  var orientations: [Orientation] = []
  @Option(name: .customLong("location"), help: "Only this location (repeatable).")
  var locations: [WidgetLocation] = []
  @Option(name: .customLong("os"), help: "Only this iOS: 9, 10, or 11–13 (repeatable).")
  var oses: [OSVersion] = []
  @Option(help: "A JSON file of your own measurements that override the model.")
  var calibration: String?
  @Option(help: "The output format.")
  var format: ReportFormat = .text

  /// The report, its rendering, and the exit code (0 clean, 1 findings).
  func evaluate() throws -> (output: String, code: Int32) {
    // Made first: fontconfig initialises on Pango's thread while the model,
    // the filters and the description load.
    let measurer = PangoTextMeasurer.shared
    let model = try EnvironmentOptions().model(calibrationPath: calibration)
    let categoryList = try ContentSizeCategory.parseList(categories)
    var deviceList: [Device] = []
    for id in devices { deviceList.append(try model.device(id)) }
    let matrix = EnvironmentMatrix(
      model: model, devices: deviceList.isEmpty ? nil : deviceList,
      categories: categoryList.isEmpty ? nil : categoryList,
      orientations: orientations.isEmpty ? nil : orientations,
      locations: locations.isEmpty ? nil : locations, oses: oses.isEmpty ? nil : oses)
    guard matrix.count > 0 else {
      throw CommandError.usage(
        "no environment matches these filters (the columns exist only on iPads in landscape "
          + "on iOS 9–10, Quick Actions from iOS 10, each device only on the iOS it ran: "
          + "sizing-cli devices)")
    }
    // Read last, so usage errors come first and never wait on standard input.
    let description = try WidgetDescription(contentsOf: file)
    let layout = TodayWidgetLayout(
      description: description, model: model, measurer: measurer)
    let report = WidgetChecker(layout: layout).check(matrix)
    let formatter = CheckFormatter(report: report, file: file)
    let output = format == .json ? formatter.json().rendered() + "\n" : formatter.text()
    return (output, report.isClean ? 0 : 1)
  }
}
