import ArgumentParser
import SizingModel
import StrictJSON

/// `sizing-cli devices`: the device catalog.
struct Devices: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the device ids with their screens and the models each stands for.")

  @Option(help: "The output format.")
  var format: ReportFormat = .text

  func output() throws -> String {
    let model = WidgetSizes.standard
    switch format {
    case .json:
      return JSONValue.array(
        model.devices.map { device in
          .object([
            ("id", .string(device.id)),
            ("name", .string(device.name)),
            ("idiom", .string(device.idiom.rawValue)),
            ("width", .number(device.portraitSize.width)),
            ("height", .number(device.portraitSize.height)),
            ("scale", .number(device.scale)),
            ("marketingNames", .array(device.marketingNames.map(JSONValue.string))),
            ("source", .string(device.source)),
          ])
        }
      ).rendered() + "\n"
    case .text:
      let idWidth = model.devices.map(\.id.count).max() ?? 0
      let lines = model.devices.map { device in
        let screen = "\(device.portraitSize) pt @\(formatPoints(device.scale))x"
        return device.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
          + screen.padding(toLength: 18, withPad: " ", startingAt: 0)
          + device.marketingNames.joined(separator: ", ")
      }
      return (["Screen sizes in portrait points (source: hig-layout)."] + lines)
        .joined(separator: "\n") + "\n"
    }
  }
}
