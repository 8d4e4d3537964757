import ArgumentParser
import SizingModel
import SizingOptions

/// The declarations of `sizing-preview`'s options, parsed by ArgumentParser;
/// where, and under which iOS, comes from the same ``EnvironmentOptions`` as
/// `sizing-cli`'s.
struct PreviewArguments: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sizing-preview",
    abstract: "Opens the live preview window (needs a display; without one run it under xvfb-run).")

  @Option(
    help: ArgumentHelp(
      "The device id to start on (sizing-cli devices lists them; WidgetKit: or a screen, "
        + "402x874, or a model, iphone-16-pro); default: iphone-8."))
  var device: String?

  @Option(
    help: "The text size to start at, in any spelling: L, xxxL, AX5…",
    transform: ContentSizeCategory.argument)
  var category: ContentSizeCategory?

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var place: WidgetKitPlaceOptions

  @Option(
    help: ArgumentHelp(
      "today (Today widget, iOS 9–13) or widgetkit (WidgetKit families, iOS 14+).",
      discussion:
        "Default: today when the widget has a Today part, else widgetkit; --family implies "
        + "widgetkit; without --widget, widgetkit shows the PDF viewer's WidgetKit example."))
  var host: WidgetHostKind?

  @Option(help: "The WidgetKit family to start with (implies --host widgetkit).")
  var family: WidgetFamily?

  @Option(
    help:
      "The display mode to start in (not expanded in Quick Actions; ignored on iOS 9: no modes).")
  var mode: DisplayMode = .compact

  @Option(
    parsing: .unconditional,
    help: "How many recents the widget has, 0…8 (a version-2 list: its rows; its items repeat).")
  var recents: Int?

  @Option(
    parsing: .unconditional,
    help: "How many quick actions the widget has, 1…4 (a version-2 description has none).")
  var quickActions: Int?

  @Option(help: "How large the canvas draws the widget.")
  var zoom: PreviewZoom = .one

  @Option(
    help: ArgumentHelp(
      "A widget description JSON file, a .storyboard or .xib, or Swift sources (a .swift file or "
        + "a directory), reloaded when any of its files is saved.", valueName: "path"))
  var widget: String?

  @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

  @Option(
    help: "With Swift sources: the widget's kind string or type name, when they declare several.")
  var kind: String?

  @Option(help: "With Swift sources: the sample entry to evaluate the views with, from 0.")
  var sample: Int?

  @OptionGroup var fonts: FontOptions

  @Option(help: "Render the window to this PNG after the first frame, then exit.")
  var screenshot: String?

  @Flag(help: "Print the version and GTK's, then exit.")
  var version = false

  func validate() throws {
    if host == .today, family != nil {
      throw ValidationError(HostRefusal.needsWidgetKit(["--family"]).description)
    }
    try Self.check("--recents", recents, 0...8)
    try Self.check("--quick-actions", quickActions, 1...4)
  }

  private static func check(_ name: String, _ value: Int?, _ range: ClosedRange<Int>) throws {
    guard let value, !range.contains(value) else { return }
    throw ValidationError(
      "\(name) \(value) is out of range \(range.lowerBound)…\(range.upperBound)")
  }
}

extension PreviewZoom: ExpressibleByArgument {}
