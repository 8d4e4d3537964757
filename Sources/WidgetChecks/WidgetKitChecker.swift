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
    sweep(cells, keepingLayouts: false).report
  }

  /// Each cell laid out once, in the cells' order, with the rules `check`
  /// finds in it (each rule once, errors first): what the contact sheet
  /// draws and frames in red. A cell with no frame has no layout (nil).
  public func checkedLayouts(_ cells: [WidgetKitCell])
    -> [(result: WidgetKitLayoutResult?, rules: [String])]
  {
    let (report, results) = sweep(cells, keepingLayouts: true)
    return zip(cells, results).map { cell, result in
      var rules: [String] = []
      for finding in report.findings where !rules.contains(finding.rule) {
        if finding.environments.contains(where: { $0.widgetKit == cell }) {
          rules.append(finding.rule)
        }
      }
      return (result, rules)
    }
  }

  /// Lays every cell out once and tallies its diagnostics; the layouts are
  /// kept (one per cell, nil where there is no frame) when asked.
  private func sweep(_ cells: [WidgetKitCell], keepingLayouts: Bool) -> (
    report: CheckReport, layouts: [WidgetKitLayoutResult?]
  ) {
    var tally = FindingTally()
    var layouts: [WidgetKitLayoutResult?] = []
    for cell in cells {
      // Cells come from `cells(…)`, so each has a tree and a frame.
      let result = try? layout.layout(cell)
      if keepingLayouts { layouts.append(result) }
      guard let result else { continue }
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
    return (FindingTally.report(tally.findings(), environments: cells.count), layouts)
  }
}
