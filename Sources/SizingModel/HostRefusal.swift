/// Why a widget cannot be shown in the host asked for, or why an option does
/// not apply to it: every host refusal of `sizing-cli` and the preview,
/// each worded once here (the CLI exits 64 with it, the preview shows it).
public enum HostRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// The description has no Today widget (a version-2 file with only a `widgetKit` section).
  case noTodayWidget
  /// The description has no `widgetKit` section.
  case noWidgetKitSection
  /// The description's WidgetKit part has no tree for `family`.
  case familyMissing(WidgetFamily, families: [WidgetFamily])
  /// WidgetKit options (by name, as typed) given with the Today host.
  case needsWidgetKit([String])
  /// Today options (by name, as typed) given with the WidgetKit host.
  case todayOptions([String])
  /// A Today version (9, 10, 11–13) given with the WidgetKit host.
  case todayVersion(OSVersion)
  /// A WidgetKit version (14 or later) given with the Today host.
  case widgetKitVersion(OSVersion)

  /// The embedded WidgetKit example the CLI and the preview use without `--widget`.
  public static let widgetKitExample = "widgets/pdf-viewer-widgetkit.json"

  public var description: String {
    switch self {
    case .noTodayWidget:
      return "the widget describes a WidgetKit widget only (no \"compact\"); use --host widgetkit"
    case .noWidgetKitSection:
      return "the widget has no \"widgetKit\" section, so there is no WidgetKit layout; "
        + "see Data/\(Self.widgetKitExample) for one"
    case .familyMissing(let family, let families):
      return "the widget has no \(family.rawValue) layout; its families: "
        + families.map(\.rawValue).joined(separator: ", ")
    case .needsWidgetKit(let names):
      return Self.list(names) + (names.count == 1 ? " needs" : " need") + " --host widgetkit"
    case .todayOptions(let names):
      return "--host widgetkit: \(names.joined(separator: ", ")) "
        + (names.count == 1 ? "is a Today-widget option" : "are Today-widget options")
        + " (WidgetKit frames are published for portrait screen sizes only, with no display "
        + "modes; --os takes \(Self.widgetKitVersions), --placement says where)"
    case .todayVersion(let os):
      return "--host widgetkit: --os \(os.releaseRange) is a Today-widget version; valid: "
        + OSVersion.widgetKitReleases.map(\.name).joined(separator: ", ")
    case .widgetKitVersion(let os):
      return "--os \(os.name) is a WidgetKit version; a Today widget runs iOS 9, 10 or 11–13 "
        + "(use --host widgetkit for iOS 14 and later)"
    }
  }

  /// The refusal as the model's error (exit 64).
  public var error: SizingError { .unsupported(description) }

  /// `14 … 18 or 26`: the WidgetKit releases `--os` takes.
  static var widgetKitVersions: String {
    let names = OSVersion.widgetKitReleases.map(\.name)
    guard names.count > 2, let last = names.last else { return names.joined(separator: " or ") }
    let runs = names.dropLast()
    return "\(runs.first!) … \(runs.last!) or \(last)"
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
