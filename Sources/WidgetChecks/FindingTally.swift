import SizingModel
import WidgetDescriptions
import WidgetLayout

/// Findings by slot: a slot per rule, element and (WidgetKit) family, a
/// finding once the slot first records a cell, and the order in which
/// slots first recorded.
struct FindingTally {
  /// What a finding is per: a rule on an element, in a WidgetKit family
  /// (nil for a Today widget), so one tree shared by every family gives a
  /// finding per family.
  struct Key: Hashable {
    var rule: String
    var elementID: String?
    var family: WidgetFamily?
  }

  private var slots: [Key: Int] = [:]
  private var keys: [Key] = []
  private var found: [CheckFinding?] = []
  private var order: [Int] = []

  /// The slot of `key`, made on first use (it records nothing yet).
  mutating func slot(_ key: Key) -> Int {
    if let slot = slots[key] { return slot }
    slots[key] = keys.count
    keys.append(key)
    found.append(nil)
    return keys.count - 1
  }

  /// Records one cell for `slot`, with what the finding is in that cell.
  mutating func record(
    _ slot: Int, severity: CheckFinding.Severity, cell: CheckedEnvironment, message: String
  ) {
    if found[slot] == nil {
      found[slot] = CheckFinding(
        rule: keys[slot].rule, severity: severity, elementID: keys[slot].elementID,
        environments: [], messages: [])
      order.append(slot)
    }
    found[slot]!.append(cell, message: message)
  }

  /// The findings in the order they were first recorded, with their cells.
  func findings() -> [CheckFinding] {
    order.compactMap { found[$0] }
  }

  /// The report of `findings` (``findings()`` with any the sweep adds)
  /// over `environments` cells: errors first, else in the order first found.
  static func report(_ findings: [CheckFinding], environments: Int) -> CheckReport {
    let sorted = findings.enumerated()
      .sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
      .map(\.element)
    return CheckReport(findings: sorted, environments: environments)
  }
}
