/// Findings by slot: a slot per rule and element, a finding once the slot
/// first records a cell, and the order in which slots first recorded.
struct FindingTally {
  /// What a finding is per: a rule on an element.
  struct Key: Hashable {
    var rule: String
    var elementID: String?
  }

  private var slots: [Key: Int] = [:]
  private var keys: [Key] = []
  private var found: [CheckFinding?] = []
  private var cells: [[CheckedEnvironment]] = []
  private var order: [Int] = []

  /// The slot of `key`, made on first use (it records nothing yet).
  mutating func slot(_ key: Key) -> Int {
    if let slot = slots[key] { return slot }
    slots[key] = keys.count
    keys.append(key)
    found.append(nil)
    cells.append([])
    return keys.count - 1
  }

  /// Records one cell for `slot`; the first time, `message` gives the
  /// finding's message.
  mutating func record(
    _ slot: Int, severity: CheckFinding.Severity, cell: CheckedEnvironment,
    message: () -> String
  ) {
    if cells[slot].isEmpty {
      found[slot] = CheckFinding(
        rule: keys[slot].rule, severity: severity, message: message(),
        elementID: keys[slot].elementID, environments: [])
      order.append(slot)
    }
    cells[slot].append(cell)
  }

  /// The findings in the order they were first recorded, with their cells.
  func findings() -> [CheckFinding] {
    order.map { slot in
      var finding = found[slot]!
      finding.environments = cells[slot]
      return finding
    }
  }
}
