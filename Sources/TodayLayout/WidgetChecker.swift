import SizingModel

/// Sweeps a widget over every environment, display mode and number of
/// recents, and turns what goes wrong into ``CheckFinding``s.
///
/// Rules (README, "Checks"):
/// - `action-clipped` (error): quick-action content taller than the compact height;
/// - `label-truncated` (warning): a label, title or subtitle cut off at the tail;
/// - `label-line-limit` (error): a quick-action label wrapped beyond `labelLines`;
/// - `no-row-shown` (error): expanded is offered and there are recents, but no
///   whole row fits;
/// - `rows-never-fit` (error): no environment at all shows a row;
/// - `narrower-than-minimum` (error): the widget is narrower than `minimumWidth`;
/// - `style-substituted` (warning): a text style that does not exist on that iOS.
///
/// Row findings count only where the row is shown; mode-independent
/// findings count in every cell of the environment.
public struct WidgetChecker: Sendable {
  public var layout: TodayWidgetLayout

  public init(layout: TodayWidgetLayout) {
    self.layout = layout
  }

  fileprivate struct Key: Hashable {
    var rule: String
    var elementID: String?
  }

  /// Checks every cell of `matrix` × display mode × recents 0…the
  /// description's count.
  ///
  /// Each environment's diagnostics are resolved to findings once; its
  /// cells (modes × recents) then only count them, so the sweep does no
  /// string work per cell.
  public func check(_ matrix: EnvironmentMatrix) -> CheckReport {
    var tally = FindingTally()
    var expandedCells = 0
    var cellsShowingRows = 0
    var firstExpanded: CheckedEnvironment?
    let noRowShown = tally.slot(Key(rule: "no-row-shown", elementID: "recents"))
    let recents = 0...layout.recentsCount(override: nil)

    // A second thread measures the labels ahead while the sweep solves.
    let labels = layout.labelsToMeasure(in: matrix, recents: recents.upperBound)
    let total = layout.measuringAhead(labels) {
      layout.sweepSections(
        matrix, recents: recents,
        enter: { sections -> (ModeOutcome, Int) -> Void in
          // The rule, severity, row and slot of each diagnostic, for all cells.
          var entries: [(slot: Int, severity: CheckFinding.Severity, row: Int, index: Int)] = []
          for (index, diagnostic) in sections.diagnostics.enumerated() {
            guard let (rule, severity) = Self.rule(for: diagnostic.kind) else { continue }
            let slot = tally.slot(Key(rule: rule, elementID: diagnostic.elementID))
            entries.append((slot, severity, diagnostic.element?.rowIndex ?? -1, index))
          }
          return { outcome, recents in
            // iOS 9 has no modes: name the layout it shows.
            func cell() -> CheckedEnvironment {
              CheckedEnvironment(
                environment: sections.environment,
                mode: outcome.hasDisplayModes ? outcome.requestedMode : outcome.mode,
                recents: recents)
            }
            for entry in entries where entry.row < outcome.visibleRecents {
              tally.count(entry.slot, severity: entry.severity) {
                (Self.message(sections.diagnostics[entry.index]), cell())
              }
            }
            guard outcome.requestedMode == .expanded, outcome.isExpandedAvailable else { return }
            expandedCells += 1
            if firstExpanded == nil { firstExpanded = cell() }
            if outcome.visibleRecents > 0 {
              cellsShowingRows += 1
            } else {
              tally.count(noRowShown, severity: .error) {
                (
                  "there " + (recents == 1 ? "is 1 recent" : "are \(recents) recents")
                    + " and Show More is offered, but the first row "
                    + "(\(formatPoints(sections.rowHeights.first ?? 0)) pt) does not fit in the "
                    + "\(formatPoints(sections.rowSpace)) pt below the compact section", cell()
                )
              }
            }
          }
        },
        visit: { visitCell, outcome, recents in visitCell(outcome, recents) })
    }
    var found = tally.findings()
    if expandedCells > 0, cellsShowingRows == 0, let firstExpanded {
      found.insert(
        CheckFinding(
          rule: "rows-never-fit", severity: .error,
          message: "no environment shows even one recents row: every row is taller than the "
            + "room below the compact section", elementID: "recents", first: firstExpanded,
          count: expandedCells), at: 0)
    }
    let findings = found.enumerated()
      .sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
      .map(\.element)
    return CheckReport(findings: findings, environments: total)
  }

  private static func rule(for kind: WidgetDiagnostic.Kind)
    -> (String, CheckFinding.Severity)?
  {
    switch kind {
    case .actionContentClipped: return ("action-clipped", .error)
    case .textTruncated: return ("label-truncated", .warning)
    case .labelExceedsLineLimit: return ("label-line-limit", .error)
    case .narrowerThanMinimum: return ("narrower-than-minimum", .error)
    case .fontSubstituted: return ("style-substituted", .warning)
    case .noRowFits, .expandedUnavailable, .solver: return nil
    }
  }

  private static func message(_ diagnostic: WidgetDiagnostic) -> String {
    guard let id = diagnostic.elementID else { return diagnostic.message }
    return "\(id): \(diagnostic.message)"
  }
}

/// Findings by slot: a slot per rule and element, a finding once the slot
/// first counts, and the order in which slots first counted.
private struct FindingTally {
  private var slots: [WidgetChecker.Key: Int] = [:]
  private var keys: [WidgetChecker.Key] = []
  private var found: [CheckFinding?] = []
  private var counts: [Int] = []
  private var order: [Int] = []

  /// The slot of `key`, made on first use (it counts nothing yet).
  mutating func slot(_ key: WidgetChecker.Key) -> Int {
    if let slot = slots[key] { return slot }
    slots[key] = keys.count
    keys.append(key)
    found.append(nil)
    counts.append(0)
    return keys.count - 1
  }

  /// Counts one cell for `slot`; the first time, `first` gives the message
  /// and the cell.
  mutating func count(
    _ slot: Int, severity: CheckFinding.Severity,
    first: () -> (message: String, cell: CheckedEnvironment)
  ) {
    if counts[slot] == 0 {
      let (message, cell) = first()
      found[slot] = CheckFinding(
        rule: keys[slot].rule, severity: severity, message: message,
        elementID: keys[slot].elementID, first: cell, count: 0)
      order.append(slot)
    }
    counts[slot] += 1
  }

  /// The findings in the order they were first counted, with their counts.
  func findings() -> [CheckFinding] {
    order.map { slot in
      var finding = found[slot]!
      finding.count = counts[slot]
      return finding
    }
  }
}
