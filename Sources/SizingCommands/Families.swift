import ArgumentParser
import SizingModel
import StrictJSON

/// `sizing-cli families`: every WidgetKit family, where it appears from
/// which iOS, its content margins and its frame on each screen.
struct Families: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "List the WidgetKit families (iOS 14+): where each appears, from which iOS, and its frame "
      + "on every screen, in points.",
    discussion: """
      Frames are those of --os (default 18): Apple's published values (portrait screen \
      sizes; the tables describe iOS 14–18), third parties' measurements (marked †: the \
      iPad Lock Screen, the 2024 screens, iOS 26), or estimates by a stated rule (~). An \
      iPad has a canvas frame, where the widget is laid out, and the smaller device frame it \
      is scaled into on the Home Screen.

      Examples:
        sizing-cli families
        sizing-cli families --family systemExtraLarge --format json
        sizing-cli families --family accessoryInline --device iphone-x --device 820x1180
        sizing-cli families --os 26 --device iphone-16-pro
        sizing-cli families --matrix --format markdown
      """)

  @Option(name: .customLong("family"), help: "A family (repeatable); default: every family.")
  var families: [WidgetFamily] = []

  @Option(
    name: .customLong("device"),
    help: "A screen (390x844) or a device id (iphone-8) (repeatable); default: every screen.")
  var devices: [String] = []

  @Option(help: "text, markdown or json.")
  var format: LedgerFormat = .text

  @Option(help: "The iOS whose frames are listed: 14 … 18, 26 or 27.")
  var os: String = "18"

  @Flag(
    help: "Print the iOS × placement matrix of what existed (families, frame sources, margins).")
  var matrix = false

  func output() throws -> String {
    let model = WidgetKitSizes.standard
    if matrix {
      guard families.isEmpty, devices.isEmpty else {
        throw CommandError.usage("--matrix lists every family and screen; drop --family, --device")
      }
      let formatter = AvailabilityMatrixFormatter(matrix: WidgetKitAvailabilityMatrix(model: model))
      switch format {
      case .text: return formatter.text()
      case .markdown: return formatter.markdown()
      case .json: return formatter.json().rendered() + "\n"
      }
    }
    let release = try OSVersion.parseWidgetKit(os)
    let screens =
      try devices.isEmpty
      ? model.screens : devices.map { id throws(SizingError) in try model.screen(id) }
    let listing = FamilyListing(
      model: model, families: families.isEmpty ? WidgetFamily.allCases : families,
      screens: screens, os: release)
    switch format {
    case .text: return listing.text()
    case .markdown: return listing.markdown()
    case .json: return listing.json().rendered() + "\n"
    }
  }
}
