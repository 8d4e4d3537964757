import SizingModel

/// One problem `sizing-cli check` found, with every environment where it
/// occurs, in sweep order.
public struct CheckFinding: Sendable, Equatable {
  /// How bad a finding is: errors fail a check, warnings are worth a look.
  public enum Severity: String, Sendable, Comparable {
    case error
    case warning

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .error && rhs == .warning }
  }

  /// A stable rule id, for example `action-clipped` (README, "Checks").
  public var rule: String
  public var severity: Severity
  /// What is wrong, in the first environment where it occurs.
  public var message: String
  /// The element concerned (`action0.label`), if any.
  public var elementID: String?
  /// Every swept environment (cell) where it occurs, in sweep order; never empty.
  public var environments: [CheckedEnvironment]

  public init(
    rule: String, severity: Severity, message: String, elementID: String?,
    environments: [CheckedEnvironment]
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.elementID = elementID
    self.environments = environments
  }

  /// The first environment (in sweep order) where it occurs.
  public var first: CheckedEnvironment { environments[0] }
  /// How many swept environments it occurs in.
  public var count: Int { environments.count }
}

/// One cell of a check's sweep: a Today environment with a display mode and
/// a number of recents, or a WidgetKit cell (family, screen, text size).
public struct CheckedEnvironment: Sendable, Equatable {
  private var today: WidgetEnvironment?
  /// The WidgetKit cell; nil for a Today cell.
  public private(set) var widgetKit: WidgetKitCell?
  /// Today cells: the display mode (WidgetKit cells: compact).
  public var mode: DisplayMode
  /// Today cells: the number of recents (WidgetKit cells: 0).
  public var recents: Int
  /// What a row shows, in the singular: `recent` (version 1) or `item` (a
  /// version-2 list's data items).
  public var rowNoun: String = "recent"

  /// - Parameter rowNoun: `recent` for version 1, `item` for a version-2 list.
  public init(
    environment: WidgetEnvironment, mode: DisplayMode, recents: Int, rowNoun: String = "recent"
  ) {
    today = environment
    self.mode = mode
    self.recents = recents
    self.rowNoun = rowNoun
  }

  /// A WidgetKit cell.
  public init(widgetKit cell: WidgetKitCell) {
    widgetKit = cell
    mode = .compact
    recents = 0
  }

  /// The Today environment. Only Today cells have one: read ``widgetKit``
  /// first where a report may hold WidgetKit cells.
  public var environment: WidgetEnvironment {
    guard let today else { preconditionFailure("a WidgetKit cell has no Today environment") }
    return today
  }

  /// `iphone-se portrait today-view iOS 13 AX3, expanded, 6 recents` (a
  /// version-2 list: `6 items`); on iOS 9, which has no display modes,
  /// `…, no display modes, 6 recents`; a WidgetKit cell: `systemSmall 375x667 L`.
  public var summary: String {
    if let widgetKit { return widgetKit.summary }
    let modeText = environment.os.hasDisplayModes ? mode.rawValue : "no display modes"
    return "\(environment.summary), \(modeText), \(recents) "
      + (recents == 1 ? rowNoun : rowNoun + "s")
  }
}

/// The result of a check: every finding, errors first, and the number of
/// environments swept.
public struct CheckReport: Sendable {
  public var findings: [CheckFinding]
  /// Environments (device × category × orientation × location × iOS ×
  /// display mode × recents) swept.
  public var environments: Int

  public init(findings: [CheckFinding], environments: Int) {
    self.findings = findings
    self.environments = environments
  }

  /// True when nothing was found.
  public var isClean: Bool { findings.isEmpty }
  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}
