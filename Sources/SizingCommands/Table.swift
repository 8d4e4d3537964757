import ArgumentParser
import Foundation
import SizingModel
import SizingOptions
import StrictJSON

/// `sizing-cli table`: the height matrix, devices × the 12 categories; with
/// `--host widgetkit`, the WidgetKit frames, screens × families.
struct Table: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the devices × text sizes matrix of one metric, in points.",
    discussion: """
      Every value is measured (a published measurement), derived (a stated rule \
      applied to measurements, marked *) or estimated (an assumption, marked ~). \
      --format json gives the source, rule or assumption of every cell.

      With --host widgetkit: one row per frame of each screen (an iPhone's device \
      frame; an iPad's canvas, device and Lock Screen frames), one column per family, \
      for --os (14 … 18 or 26, default 18); --placement keeps the frames of one \
      placement (an iPad's canvas and the device frame it is scaled into; StandBy's \
      layout frame and its scaled-up square), --icons large the iOS 18+ Home Screen \
      with large icons. † marks a third party's measurement (nothing published); \
      values no source gives are estimated by a stated rule (~).

      Examples:
        sizing-cli table
        sizing-cli table --host widgetkit --family systemMedium --metric content-width
        sizing-cli table --host widgetkit --os 26 --device iphone-16-pro
        sizing-cli table --host widgetkit --os 18 --icons large --device 402x874
        sizing-cli table --metric expanded --orientation landscape
        sizing-cli table --device iphone-8 --device ipad-pro-12-9 --format json
        sizing-cli table --location left-column --os 10 --orientation landscape
        sizing-cli table --calibration my-measurements.json --format csv
      """)

  @Option(help: "today (Today widgets, iOS 9–13) or widgetkit (WidgetKit families, iOS 14+).")
  var host: WidgetHostKind = .today

  @Option(
    help: ArgumentHelp(
      "Today: compact (default), expanded (the maximum expanded height) or width. WidgetKit: "
        + "width (default), height, content-width or content-height.", valueName: "metric"))
  var metric: String?

  @Option(
    name: .customLong("family"),
    help: "With --host widgetkit: a family (repeatable); default: every family.")
  var families: [WidgetFamily] = []

  @Flag(help: "With --host widgetkit: content metrics as with contentMarginsDisabled() (0 pt).")
  var contentMarginsDisabled = false

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var place: WidgetKitPlaceOptions

  @Option(name: .customLong("device"), help: "A device id (repeatable); default: every device.")
  var devices: [String] = []

  @Option(help: "A JSON file of your own measurements that override the model.")
  var calibration: String?

  @Option(help: "The output format.")
  var format: TableFormat = .text

  func validate() throws {
    try host.commands.validate(self)
  }

  /// The `--metric` of `host`'s table (its first metric by default), or the
  /// one-line error ArgumentParser gives for any other bad value.
  static func metric<Metric: NamedChoice>(_ type: Metric.Type, _ text: String?) throws -> Metric {
    guard let text else { return Metric.allCases.first! }
    if let metric = try? Metric.parse(text) { return metric }
    throw ValidationError(
      "The value '\(text)' is invalid for '--metric <metric>'. Please provide one of "
        + "\(MistypedName.quotedChoices(Metric.names)).")
  }

  func output() throws -> String {
    try host.commands.table(self).rendered(as: format)
  }
}
