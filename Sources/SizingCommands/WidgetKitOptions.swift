import ArgumentParser
import SizingModel
import SizingOptions
import WidgetDescriptions
import WidgetDrawing
import WidgetInput

/// One `--family` of `layout`, `check` and `render`: a WidgetKit family, or
/// `all` (every family the widget supports).
struct FamilyChoice: ExpressibleByArgument, Equatable {
  /// nil: `all`.
  var family: WidgetFamily?

  init?(argument: String) {
    if argument.lowercased() == "all" {
      family = nil
    } else {
      guard let family = try? WidgetFamily.parse(argument) else { return nil }
      self.family = family
    }
  }

  static var allValueStrings: [String] { WidgetFamily.names + ["all"] }
}

/// The host options of the commands that lay a widget description out
/// (`layout`, `check`, `render`): `--host` and, for WidgetKit, `--family`.
struct WidgetKitOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "today (Today widget, iOS 9–13) or widgetkit (WidgetKit families, iOS 14+).",
      discussion:
        "Default: today when the widget has a Today part, else widgetkit; --family implies widgetkit."
    ))
  var host: WidgetHostKind?

  @Option(
    name: .customLong("family"),
    help: "With --host widgetkit: a family (repeatable) or all; default: the widget's families.")
  var families: [FamilyChoice] = []

  @OptionGroup var place: WidgetKitPlaceOptions

  func validate() throws {
    if host == .today, !families.isEmpty || !place.given.isEmpty {
      throw ValidationError(
        HostRefusal.needsWidgetKit((families.isEmpty ? [] : ["--family"]) + place.given)
          .description)
    }
  }

  /// The host asked for before the widget is read: `--host`, or WidgetKit
  /// when `--family` is given; nil: decided by the widget.
  var requestedHost: WidgetHostKind? {
    host ?? (families.isEmpty && place.given.isEmpty ? nil : .widgetKit)
  }

  /// The host for `description`; a usage error (exit 64) when it has no
  /// part for the host asked for, or `--family` comes with `--host today`.
  func resolvedHost(for description: WidgetDescription) throws(CommandError) -> WidgetHostKind {
    do { return try HostResolver(description).resolve(requestedHost) } catch {
      throw .usage(error.description)
    }
  }

  /// The widget read early when it decides the host (`--widget` given, or
  /// WidgetKit asked for), and the host; nil and today when the Today path
  /// reads it later, after its usage checks. With Swift sources, the lines
  /// for standard error: the sample entry used and what was approximated.
  func decideHost(_ widget: WidgetOptions) throws
    -> (WidgetDescription?, WidgetHostKind, warnings: [String])
  {
    guard requestedHost == .widgetKit || widget.widget != nil else { return (nil, .today, []) }
    guard let loaded = try widget.loaded() else {
      let description = try widget.description(host: requestedHost)
      return (description, try resolvedHost(for: description), [])
    }
    return (
      loaded.description, try resolvedHost(for: loaded.description),
      WidgetInput.warnings(loaded)
    )
  }

  /// The Today options given (not at their defaults) to a command with
  /// `--host widgetkit`, by name, for ``refuseTodayOptions(_:)``.
  static func todayOptions(
    _ environment: EnvironmentOptions, mode: DisplayMode, recents: Int?
  ) -> [String] {
    var given: [String] = []
    if environment.orientation != .portrait { given.append("--orientation") }
    if environment.location != .todayView { given.append("--location") }
    if let os = environment.osChoice, !os.isWidgetKit { given.append("--os") }
    if mode != .compact { given.append("--mode") }
    if recents != nil { given.append("--recents") }
    return given
  }

  /// The WidgetKit model, with the user's calibration file (its `widgetKit`
  /// list) when one is given.
  static func model(calibrationPath: String?) throws(SizingError) -> WidgetKitSizes {
    guard let calibrationPath else { return .standard }
    return WidgetKitSizes.standard.calibrated(
      try WidgetKitCalibration(contentsOf: calibrationPath))
  }

  /// The families `--family` names (all: the widget's), each once, in
  /// ``WidgetFamily`` order; a usage error for a family the widget lacks.
  func chosenFamilies(_ trees: WidgetKitTrees) throws(CommandError) -> [WidgetFamily] {
    let wanted =
      families.contains(where: { $0.family == nil }) ? [] : families.compactMap(\.family)
    do {
      return try HostResolver(hasToday: false, families: trees.families).families(wanted)
    } catch {
      throw .usage(error.description)
    }
  }

  /// Refuses the Today options given with `--host widgetkit`: `given` are
  /// their names, as typed, for those that differ from their defaults.
  static func refuseTodayOptions(_ given: [String]) throws(CommandError) {
    guard !given.isEmpty else { return }
    throw .usage(HostRefusal.todayOptions(given).description)
  }
}
