import ArgumentParser
import SizingModel

/// Where a WidgetKit widget is shown, for every command that takes a
/// WidgetKit host (`table`, `families`, `layout`, `check`, `render`) and
/// the preview; the iOS is `--os` (``EnvironmentOptions``).
public struct WidgetKitPlaceOptions: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      "With --host widgetkit: where the widget is shown.",
      discussion:
        "Default: the Home Screen where the family appears there on that iOS, else the Today "
        + "View, else the Lock Screen."))
  public var placement: WidgetPlacement?

  @Option(help: "With --host widgetkit: the Home Screen's icon size (large from iOS 18).")
  public var icons: HomeScreenIcons = .small

  public init() {}

  /// The options given (not at their defaults), by name, for refusing them
  /// where they do not apply.
  public var given: [String] {
    (placement == nil ? [] : ["--placement"]) + (icons == .small ? [] : ["--icons"])
  }
}
