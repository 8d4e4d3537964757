import ArgumentParser
import InterfaceBuilder
import SizingModel
import SizingOptions

/// The command line of `sizing-preview`, parsed without GTK by the
/// declarations in ``PreviewArguments``.
public struct PreviewOptions: Sendable, Equatable {
  /// What the user asked for.
  public var state = PreviewState()
  /// A widget description file or Swift sources; nil: the reference widget.
  public var widgetPath: String?
  /// How a storyboard or xib is read (`--scene`, `--rows`, `--preferred-height`).
  public var interfaceBuilder = InterfaceBuilderSettings()
  /// With Swift sources: `--kind` (kind string or type name) and `--sample`.
  public var widgetKind: String?
  public var widgetSample: Int?
  /// Font files whose family text is measured and drawn in (`--font-file`,
  /// else the nearest `.widget-sizing.json`'s); empty: Inter.
  public var fontFiles: [String] = []
  /// `--host`, or WidgetKit for `--family`; nil: the description decides.
  public var requestedHost: WidgetHostKind?
  /// `--family`; nil: the widget's first family.
  public var requestedFamily: WidgetFamily?
  /// Render the window to this PNG after the first frame, then exit 0.
  public var screenshotPath: String?
  public var showsVersion = false
  public var showsHelp = false

  public init() {}

  /// The usage text for `--help`, generated from the declarations.
  public static var usage: String { PreviewArguments.helpMessage() }

  /// Parses `arguments` (without the program name).
  /// - Throws: ``SizingError`` naming the bad option or value and the valid
  ///   choices, or the environment or mode that does not exist, in one line
  ///   (exit 64); a bad `.widget-sizing.json` (exit 65 or 66).
  public static func parse(_ arguments: [String], model: WidgetSizes = .standard)
    throws(SizingError) -> PreviewOptions
  {
    var options = PreviewOptions()
    let parsed: PreviewArguments
    do {
      parsed = try PreviewArguments.parse(arguments)
    } catch {
      if PreviewArguments.exitCode(for: error) == .success {
        options.showsHelp = true
        return options
      }
      let message = ChoiceListMessage.joined(PreviewArguments.message(for: error))
      let line = message.split(separator: "\n").first.map(String.init) ?? message
      throw .unsupported("\(line) (see sizing-preview --help)")
    }
    let kit = WidgetKitSizes.standard
    let wantsWidgetKit =
      parsed.host == .widgetKit || parsed.family != nil || !parsed.place.given.isEmpty
      || parsed.environment.osChoice?.isWidgetKit == true
    if let device = parsed.device {
      if let today = try? model.device(device), !wantsWidgetKit || kit.screen(for: today) != nil {
        options.state.deviceID = today.id
      } else if let screen = try? kit.screen(device) {
        options.state.widgetKitScreenID = screen.id
      } else if wantsWidgetKit {
        options.state.widgetKitScreenID = try kit.screen(device).id
      } else {
        options.state.deviceID = try model.device(device).id
      }
    }
    if parsed.environment.osChoice?.isWidgetKit == true || wantsWidgetKit {
      try parsed.environment.validateWidgetKit()
      options.state.widgetKitOS = parsed.environment.widgetKitOS
      options.state.placement = parsed.place.placement
      options.state.icons = parsed.place.icons
      try kit.checkIcons(
        parsed.place.icons, placement: parsed.place.placement, os: options.state.widgetKitOS)
      // An --os the screen did not run is refused as `sizing-cli layout` refuses it.
      if parsed.environment.osChoice != nil, let screen = options.state.widgetKitScreen(in: model),
        let reason = screen.whyNot(runs: options.state.widgetKitOS, releases: kit.releases)
      {
        throw .unsupported(reason)
      }
    }
    if let category = parsed.category {
      options.state.category = category
      if category.isAccessibility { options.state.largerAccessibilitySizes = true }
    }
    options.state.orientation = parsed.environment.orientation
    options.state.location = parsed.environment.location
    options.state.os =
      parsed.environment.osChoice?.isWidgetKit == true ? .iOS13 : parsed.environment.os
    options.state.mode = parsed.mode
    // The CLI's validator: an environment or mode `sizing-cli layout` rejects
    // is rejected here with the same one-line reason (exit 64).
    let environment = WidgetEnvironment(
      device: try model.device(options.state.deviceID), orientation: options.state.orientation,
      location: options.state.location, os: options.state.os)
    try environment.validate(mode: parsed.mode, recents: parsed.recents)
    options.state.recents = parsed.recents
    options.state.quickActions = parsed.quickActions
    options.state.zoom = parsed.zoom
    options.widgetPath = parsed.widget
    options.interfaceBuilder = parsed.interfaceBuilder.settings
    options.widgetKind = parsed.kind
    options.widgetSample = parsed.sample
    if parsed.widget == nil, parsed.kind != nil || parsed.sample != nil {
      throw .unsupported("--kind and --sample need --widget with Swift sources")
    }
    options.fontFiles = try parsed.fonts.chosenFiles()
    options.requestedHost = parsed.host ?? (wantsWidgetKit ? .widgetKit : nil)
    options.requestedFamily = parsed.family
    options.screenshotPath = parsed.screenshot
    options.showsVersion = parsed.version
    return options
  }
}
