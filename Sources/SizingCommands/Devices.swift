import ArgumentParser
import SizingModel
import StrictJSON

/// `sizing-cli devices`: the device catalog.
struct Devices: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "List the device ids with their screens, the iOS versions they ran, and the models each "
      + "stands for.",
    discussion: """
      Each device id stands for several models; its iOS range runs from the first version \
      any of them shipped with (the model that sets it is in --format json). `table` shows \
      "—" for a device on an iOS it did not run; `layout`, `render` --device and `check` \
      reject or skip it. Under each device: which models open the quick-action menu (the \
      Quick Actions widget) with 3D Touch or Haptic Touch; this is informative only.
      """)

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
            (
              "os",
              .object([
                ("first", .string(device.os.first)),
                ("firstSetBy", .string(device.os.firstSetBy)),
                ("last", device.os.last.map(JSONValue.string) ?? .null),
                ("source", .string(device.os.source)),
              ])
            ),
            ("pressInput", .array(device.pressInputs.map(Self.json))),
          ])
        }
      ).rendered() + "\n"
    case .text:
      let idWidth = model.devices.map(\.id.count).max() ?? 0
      let lines = model.devices.flatMap { device in
        let screen = "\(device.portraitSize) pt @\(formatPoints(device.scale))x"
        let line =
          device.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
          + screen.padding(toLength: 18, withPad: " ", startingAt: 0)
          + device.os.summary.padding(toLength: 20, withPad: " ", startingAt: 0)
          + device.marketingNames.joined(separator: ", ")
        let indent = String(repeating: " ", count: idWidth + 2)
        return [line] + device.pressInputs.map { indent + $0.summary }
      }
      let sources = Set(model.devices.map(\.os.source)).sorted().joined(separator: ", ")
      return
        ([
          "Screen sizes in portrait points (source: hig-layout); the first iOS any model ran "
            + "(sources: \(sources))."
        ] + lines + [PressInput.everyIPhoneFromIOS13])
        .joined(separator: "\n") + "\n"
    }
  }

  private static func json(_ press: PressInput) -> JSONValue {
    .object([
      ("input", .string(press.kind.rawValue)),
      ("models", .array(press.models.map(JSONValue.string))),
      ("fromOS", press.fromOS.map(JSONValue.string) ?? .null),
      ("source", .string(press.source)),
    ])
  }
}
