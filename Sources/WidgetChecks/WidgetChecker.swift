import SizingModel
import WidgetDescriptions
import WidgetLayout

/// Sweeps a widget over every environment, display mode and number of
/// recents, and turns what goes wrong into ``CheckFinding``s.
///
/// The rules are ``CheckRule/all`` (`sizing-cli rules` prints them).
///
/// Row findings count only where the row is shown; mode-independent
/// findings count in every cell of the environment.
public struct WidgetChecker: Sendable {
  public var layout: TodayWidgetLayout

  public init(layout: TodayWidgetLayout) {
    self.layout = layout
  }

  /// Checks every cell of `matrix` × display mode × recents 0…the
  /// description's count (``TodayWidgetLayout/sweptRecents``), or only some of them.
  ///
  /// Each environment's diagnostics are resolved to findings, with that
  /// environment's messages, once; its cells (modes × recents) then only
  /// record them, so the sweep does no string work per cell (but for
  /// `no-row-shown`, whose message names the cell's recents).
  /// - Parameters:
  ///   - modes: only cells of these requested display modes (iOS 9, which has
  ///     no modes, is swept once whatever the filter, as `layout` ignores
  ///     `--mode` there); nil: every mode.
  ///   - recents: only cells with exactly this many recents (beyond the
  ///     description's count they repeat, as in `layout`); nil: 0…the count
  ///     (0…min(count, maxRows + 1), ``TodayWidgetLayout/sweptRecents``).
  ///   - entering: called with each environment's solved sections, in the
  ///     matrix's order (`render` composes each cell's layout from them, so
  ///     no cell is laid out twice).
  public func check(
    _ matrix: EnvironmentMatrix, modes: Set<DisplayMode>? = nil, recents: Int? = nil,
    entering: ((WidgetSections) -> Void)? = nil
  ) -> CheckReport {
    var tally = FindingTally()
    var expandedCells: [CheckedEnvironment] = []
    var cellsShowingRows = 0
    var cellsChecked = 0
    let noRowShown = tally.slot(FindingTally.Key(rule: "no-row-shown", elementID: "recents"))
    // A list of table cells shows recents, one of rows data items.
    let noun = layout.viewTree(actions: 0).presentation.itemNoun
    let recentsRange: ClosedRange<Int>
    if let recents {
      let count = layout.recentsCount(override: recents)
      recentsRange = count...count
    } else {
      recentsRange = layout.sweptRecents
    }

    // A second thread measures the labels ahead while the sweep solves.
    let labels = layout.labelsToMeasure(in: matrix, recents: recentsRange.upperBound)
    _ = layout.measuringAhead(labels) {
      layout.sweepSections(
        matrix, recents: recentsRange,
        enter: { sections -> (ModeOutcome, Int) -> Void in
          entering?(sections)
          // The rule, severity, row, slot and message of each diagnostic, for all
          // cells: the message is this environment's, made once.
          var entries: [(slot: Int, severity: CheckFinding.Severity, row: Int, message: String)] =
            []
          for diagnostic in sections.diagnostics {
            guard let (rule, severity) = Self.rule(for: diagnostic.kind) else { continue }
            let slot = tally.slot(FindingTally.Key(rule: rule, elementID: diagnostic.elementID))
            entries.append(
              (slot, severity, diagnostic.element?.rowIndex ?? -1, Self.message(diagnostic)))
          }
          return { outcome, recents in
            // iOS 9 has no modes: any --mode filter keeps its one layout.
            if let modes, outcome.hasDisplayModes, !modes.contains(outcome.requestedMode) { return }
            cellsChecked += 1
            // iOS 9 has no modes: name the layout it shows.
            let cell = CheckedEnvironment(
              environment: sections.environment,
              mode: outcome.hasDisplayModes ? outcome.requestedMode : outcome.mode,
              recents: recents, rowNoun: noun)
            for entry in entries where entry.row < outcome.visibleRecents {
              tally.record(entry.slot, severity: entry.severity, cell: cell, message: entry.message)
            }
            guard outcome.requestedMode == .expanded, outcome.isExpandedAvailable else { return }
            if cellsShowingRows == 0 { expandedCells.append(cell) }
            if outcome.visibleRecents > 0 { cellsShowingRows += 1 }
            if outcome.offersRowsButShowsNone {
              tally.record(
                noRowShown, severity: .error, cell: cell,
                message: "there " + (recents == 1 ? "is 1 \(noun)" : "are \(recents) \(noun)s")
                  + " and Show More is offered, but the first row "
                  + "(\(formatPoints(sections.rowHeights.first ?? 0)) pt) does not fit in the "
                  + "\(formatPoints(sections.rowSpace)) pt below the compact section")
            }
          }
        },
        visit: { visitCell, outcome, recents in visitCell(outcome, recents) })
    }
    var found = tally.findings()
    if !expandedCells.isEmpty, cellsShowingRows == 0 {
      // It replaces `no-row-shown`, which would say the same of each of those cells; in
      // the cells where that measured the first row, its message keeps those numbers.
      let perCell = found.first { $0.rule == "no-row-shown" }
      found.removeAll { $0.rule == "no-row-shown" }
      let never =
        "no environment shows even one \(noun == "item" ? "list" : "recents") row: "
        + "every row is taller than the room below the compact section"
      // Both lists are in sweep order, that finding's cells a subsequence of these.
      var next = 0
      let messages = expandedCells.map { cell in
        guard let perCell, next < perCell.count, perCell.environments[next] == cell else {
          return never
        }
        next += 1
        return never + "; here " + perCell.messages[next - 1]
      }
      found.insert(
        CheckFinding(
          rule: "rows-never-fit", severity: .error, elementID: "recents",
          environments: expandedCells, messages: messages), at: 0)
    }
    return FindingTally.report(found, environments: cellsChecked)
  }

  static func rule(for kind: WidgetDiagnostic.Kind)
    -> (String, CheckFinding.Severity)?
  {
    kind.checkRule.map { ($0.id, $0.severity) }
  }

  static func message(_ diagnostic: WidgetDiagnostic) -> String {
    guard let id = diagnostic.elementID else { return diagnostic.message }
    return "\(id): \(diagnostic.message)"
  }
}
