import SizingModel
import WidgetDescriptions
import WidgetLayout

/// Sweeps a WidgetKit widget over its families × screens × text sizes and
/// turns what goes wrong into ``CheckFinding``s, once per rule, view and
/// family (a tree shared by every family gives a finding per family, named
/// after it), each with every cell (screen, text size) of that family where
/// it occurs and its message there.
///
/// Rules (ChecksAndTheCIGate.md, "Checks"): `family-clipped`, `family-empty`,
/// `content-overflow`, `content-vanished`, `glyph-missing` (errors);
/// `label-truncated`, `content-squeezed`, `image-distorted`,
/// `text-below-minimum` (warnings).
public struct WidgetKitChecker: Sendable {
  public var layout: WidgetKitLayout

  public init(layout: WidgetKitLayout) {
    self.layout = layout
  }

  /// Checks every cell of `cells` (``WidgetKitLayout/cells(families:screens:categories:)``).
  public func check(_ cells: [WidgetKitCell]) -> CheckReport {
    var tally = FindingTally()
    for cell in cells {
      // Cells come from `cells(…)`, so each has a tree and a frame.
      guard let result = try? layout.layout(cell) else { continue }
      let checked = CheckedEnvironment(widgetKit: cell)
      for diagnostic in result.diagnostics {
        guard let (rule, severity) = WidgetChecker.rule(for: diagnostic.kind) else { continue }
        let slot = tally.slot(
          FindingTally.Key(rule: rule, elementID: diagnostic.elementID, family: cell.family))
        tally.record(
          slot, severity: severity, cell: checked,
          message: "\(cell.family.rawValue): " + WidgetChecker.message(diagnostic))
      }
    }
    let findings = tally.findings().enumerated()
      .sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
      .map(\.element)
    return CheckReport(findings: findings, environments: cells.count)
  }

  /// The rules `check` finds in each cell, in the cells' order, each rule
  /// once, errors first: what the contact sheet frames in red.
  public func rulesByCell(_ cells: [WidgetKitCell]) -> [[String]] {
    let report = check(cells)
    return cells.map { cell in
      var rules: [String] = []
      for finding in report.findings where !rules.contains(finding.rule) {
        if finding.environments.contains(where: { $0.widgetKit == cell }) {
          rules.append(finding.rule)
        }
      }
      return rules
    }
  }
}
