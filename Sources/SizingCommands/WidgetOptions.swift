import ArgumentParser
import InterfaceBuilder
import SizingModel
import SizingOptions
import WidgetDescriptions
import WidgetDrawing
import WidgetInput

/// The options of the commands that lay out one widget (`layout`,
/// `render`): which widget — a description file or a widget of Swift
/// sources — and how many recents it has.
struct WidgetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A widget description JSON file ('-': standard input), a .storyboard or .xib, or Swift "
        + "sources: a .swift file or a directory searched for them; default: the reference.",
      valueName: "path"))
  var widget: String?

  @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

  @Option(
    help: "With Swift sources: the widget's kind string or type name, when they declare several.")
  var kind: String?

  @Option(help: "With Swift sources: the sample entry to evaluate the views with, from 0.")
  var sample: Int?

  @Option(
    parsing: .unconditional,
    help: "How many recents the widget has (0…1000); default: the description's.")
  var recents: Int?

  func validate() throws {
    let limit = WidgetDescription.maximumRecents
    if let recents, !(0...limit).contains(recents) {
      throw ValidationError("--recents \(recents) is out of range 0…\(limit)")
    }
    if widget == nil, kind != nil || sample != nil {
      throw ValidationError("--kind and --sample need --widget with Swift sources")
    }
  }

  /// The description read from `--widget` (its icons among the bundled
  /// ones), or the reference widget.
  func description() throws -> WidgetDescription {
    try description(host: nil)
  }

  /// The description read from `--widget`; without it, the reference
  /// widget or, for `host` WidgetKit, the PDF viewer's WidgetKit example.
  func description(host: WidgetHostKind?) throws -> WidgetDescription {
    guard let loaded = try loaded() else {
      return try HostResolver.builtInWidget(host, icons: IconLibrary.names)
    }
    return loaded.description
  }

  /// The widget `--widget` names, read by ``WidgetInput``; nil without it.
  func loaded() throws -> LoadedWidget? {
    guard let widget else { return nil }
    return try WidgetInput.load(
      widget, kind: kind, sample: sample, icons: IconLibrary.names,
      interfaceBuilder: interfaceBuilder.settings)
  }
}
