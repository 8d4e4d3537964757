import ArgumentParser
import Foundation
import PangoText
import SizingModel
import SizingOptions
import StackLayout
import StrictJSON
import WidgetDescriptions
import WidgetLayout

/// `sizing-cli layout`: the Today widget laid out in one environment.
struct Layout: WidgetCommand {
  static let configuration = CommandConfiguration(
    abstract: "Lay out a Today widget on one device and text size and print every frame.",
    discussion: """
      Prints the widget width, compact height, maximum sizes, preferredContentSize, \
      how many recents show, every element's frame in points (for text: its line \
      count and whether it is truncated) and diagnostics. Model numbers are marked \
      like `table`'s: unmarked measured, * derived, ~ estimated. The widget is the \
      reference PDF viewer's (Data/reference-widget.json) unless --widget is given.

      Examples:
        sizing-cli layout --device iphone-8 --category L
        sizing-cli layout --device iphone-se --category AX5 --mode expanded
        sizing-cli layout --device iphone-8 --category L --os 9 --format json
        sizing-cli layout --device ipad --category xxxL --orientation landscape \\
          --os 10 --location right-column
        sizing-cli layout --device iphone-x --category L --widget my-widget.json
        sizing-cli layout --host widgetkit --family systemSmall --device iphone-8 --category AX2
        sizing-cli layout --family systemMedium --device 390x844 \\
          --widget Data/widgets/pdf-viewer-widgetkit.json
        sizing-cli layout --device iphone-8 --font-file ~/fonts/SF-Pro-Text-Regular.otf

      With --host widgetkit (implied by --family) the widget's WidgetKit tree of \
      one family is laid out in that family's content rectangle on a screen \
      (--device: a screen such as 390x844 or a device id) at one text size; \
      without --widget, the PDF viewer's WidgetKit example.
      """)

  @Option(
    help: "A device id (required; sizing-cli devices lists them); WidgetKit: or a screen (390x844)."
  )
  var device: String?

  @Option(
    help: "A text size in any spelling: L, xxxL, AX5, accessibilityMedium…",
    transform: ContentSizeCategory.argument)
  var category: ContentSizeCategory = .large

  @OptionGroup var environment: EnvironmentOptions

  @Option(
    help: "The display mode (not expanded in Quick Actions; ignored on iOS 9: no display modes).")
  var mode: DisplayMode = .compact

  @OptionGroup var widget: WidgetOptions

  @OptionGroup var kit: WidgetKitOptions

  @OptionGroup var fonts: FontOptions

  @Option(help: "A JSON file of your own measurements that override the model.")
  var calibration: String?

  @Flag(help: "Round frames to the device's pixel grid, as UIKit displays them.")
  var snap = false

  @Option(help: "The output format.")
  var format: ReportFormat = .text

  func output(read: WidgetDescription?, host: WidgetHostKind) throws -> String {
    let choice = try fonts.applied()
    let (report, appName) = try host.commands.layOut(self, read)
    let formatter = LayoutFormatter(
      report: report, appName: appName, measurerName: Self.measurerName(choice),
      defaultFamily: choice.family)
    switch format {
    case .text: return formatter.text()
    case .json: return formatter.json().rendered() + "\n"
    }
  }

  /// The text measurer the command lays out with: Pango with real fonts,
  /// the same one the preview and `render` draw with.
  static var measurer: any TextMeasuring { PangoTextMeasurer.shared }
  /// What the output calls the measurer: Pango and the family fontconfig
  /// resolved for the default font, with the font files it came from.
  static func measurerName(_ choice: FontChoice) -> String {
    let family = PangoTextMeasurer.shared.resolvedFamily(
      for: FontSpec(pointSize: 17, lineHeight: 22))
    return "Pango, \(family)"
      + (choice.files.isEmpty ? "" : " (from \(choice.files.joined(separator: ", ")))")
  }
}
