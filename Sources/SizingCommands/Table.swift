import ArgumentParser
import Foundation
import SizingModel
import SizingOptions
import StrictJSON

/// `sizing-cli table`: the height matrix, devices × the 12 categories.
struct Table: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the devices × text sizes matrix of one metric, in points.",
    discussion: """
      Every value is measured (a published measurement), derived (a stated rule \
      applied to measurements, marked *) or estimated (an assumption, marked ~). \
      --format json gives the source, rule or assumption of every cell.

      Examples:
        sizing-cli table
        sizing-cli table --metric expanded --orientation landscape
        sizing-cli table --device iphone-8 --device ipad-pro-12-9 --format json
        sizing-cli table --location left-column --os 10 --orientation landscape
        sizing-cli table --calibration my-measurements.json --format csv
      """)

  @Option(help: "compact, expanded (the maximum expanded height) or width.")
  var metric: HeightTable.Metric = .compact

  @OptionGroup var environment: EnvironmentOptions

  @Option(name: .customLong("device"), help: "A device id (repeatable); default: every device.")
  var devices: [String] = []

  @Option(help: "A JSON file of your own measurements that override the model.")
  var calibration: String?

  @Option(help: "The output format.")
  var format: TableFormat = .text

  func output() throws -> String {
    let model = try environment.model(calibrationPath: calibration)
    let chosen =
      try devices.isEmpty ? nil : devices.map { id throws(SizingError) in try model.device(id) }
    let table = try HeightTable(
      model: model, metric: metric, orientation: environment.orientation,
      location: environment.location, os: environment.os, devices: chosen)
    let formatter = TableFormatter(table: table, model: model)
    switch format {
    case .text: return formatter.text()
    case .csv: return formatter.csv()
    case .json: return formatter.json().rendered() + "\n"
    case .markdown: return formatter.markdown()
    }
  }
}
