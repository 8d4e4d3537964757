import CheckRules
import SizingModel
import WidgetDescriptions
import WidgetLayout

/// One problem `sizing-cli check` found, with every environment where it
/// occurs, in sweep order, and what it is in each of them.
///
/// A finding is per rule and element, and for a WidgetKit widget per family
/// too, so each finding's cells are of one family.
public struct CheckFinding: Sendable, Equatable {
  /// How bad a finding is: its rule's severity.
  public typealias Severity = CheckRule.Severity

  /// A stable rule id, for example `action-clipped` (ChecksAndTheCIGate.md).
  public var rule: String
  public var severity: Severity
  /// The element concerned (`action0.label`), if any.
  public var elementID: String?
  /// Every swept environment (cell) where it occurs, in sweep order; never empty.
  public private(set) var environments: [CheckedEnvironment]
  /// What is wrong in each of ``environments`` (the same order), with that
  /// environment's numbers (`its 38-pt text is squeezed into 31 pt`).
  public private(set) var messages: [String]

  /// A finding with a message per environment.
  /// - Precondition: as many messages as environments.
  public init(
    rule: String, severity: Severity, elementID: String?, environments: [CheckedEnvironment],
    messages: [String]
  ) {
    precondition(environments.count == messages.count, "one message per environment")
    self.rule = rule
    self.severity = severity
    self.elementID = elementID
    self.environments = environments
    self.messages = messages
  }

  /// A finding whose message is the same in every environment.
  public init(
    rule: String, severity: Severity, message: String, elementID: String?,
    environments: [CheckedEnvironment]
  ) {
    self.init(
      rule: rule, severity: severity, elementID: elementID, environments: environments,
      messages: Array(repeating: message, count: environments.count))
  }

  /// Adds one more environment where it occurs, with what it is there.
  public mutating func append(_ cell: CheckedEnvironment, message: String) {
    environments.append(cell)
    messages.append(message)
  }

  /// What is wrong in the environment reports print with it, the typical
  /// one (``typicalIndex``): its numbers are that environment's.
  public var message: String { messages[typicalIndex.index] }
  /// The first environment (in sweep order) where it occurs.
  public var first: CheckedEnvironment { environments[0] }
  /// How many swept environments it occurs in.
  public var count: Int { environments.count }
  /// The WidgetKit family of its cells; nil for a Today widget's finding.
  public var family: WidgetFamily? { environments.first?.widgetKit?.family }
  /// Whether it occurs in the default environment (``isDefault(_:)-swift.type.method``).
  public var occursAtDefault: Bool { environments.contains(where: Self.isDefault) }
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
}
