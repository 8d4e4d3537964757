import ArgumentParser
import InterfaceBuilder
import SizingModel
import SizingOptions
import TodayLayout
import WidgetDrawing

/// The options of the commands that lay out one widget description
/// (`layout`, `render`): which widget, and how many recents it has.
struct WidgetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A widget description JSON file ('-': standard input), or a .storyboard or .xib; "
        + "default: the reference."))
  var widget: String?

  @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

  @Option(
    parsing: .unconditional,
    help: "How many recents the widget has (0…1000); default: the description's.")
  var recents: Int?

  func validate() throws {
    let limit = WidgetDescription.maximumRecents
    if let recents, !(0...limit).contains(recents) {
      throw ValidationError("--recents \(recents) is out of range 0…\(limit)")
    }
  }

  /// The description read from `--widget` (its icons among the bundled
  /// ones), or the reference widget.
  func description() throws(SizingError) -> WidgetDescription {
    try description(host: nil)
  }

  /// The description read from `--widget`; without it, the reference
  /// widget or, for `host` WidgetKit, the PDF viewer's WidgetKit example.
  func description(host: WidgetHostKind?) throws(SizingError) -> WidgetDescription {
    guard let widget else {
      return host == .widgetKit ? try WidgetKitOptions.example() : .reference
    }
    return try WidgetFile.description(
      at: widget, icons: IconLibrary.names, settings: interfaceBuilder.settings)
  }
}
