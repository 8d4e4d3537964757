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

  private struct Key: Hashable {
    var rule: String
    var elementID: String?
  }

  /// Checks every cell of `matrix` × display mode × recents 0…the
  /// description's count.
  public func check(_ matrix: EnvironmentMatrix) -> CheckReport {
    var order: [Key] = []
    var found: [Key: CheckFinding] = [:]
    var expandedCells = 0
    var cellsShowingRows = 0
    var firstExpanded: CheckedEnvironment?

    func record(
      _ rule: String, _ severity: CheckFinding.Severity, _ element: String?,
      _ message: @autoclosure () -> String, _ cell: CheckedEnvironment
    ) {
      let key = Key(rule: rule, elementID: element)
      if found[key] == nil {
        order.append(key)
        found[key] = CheckFinding(
          rule: rule, severity: severity, message: message(), elementID: element, first: cell,
          count: 0)
      }
      found[key]!.count += 1
    }

    let total = layout.sweep(matrix, recents: 0...layout.recentsCount(override: nil)) {
      sections, outcome, recents in
      // iOS 9 has no modes: name the layout it shows.
      let mode = outcome.hasDisplayModes ? outcome.requestedMode : outcome.mode
      let cell = CheckedEnvironment(environment: sections.environment, mode: mode, recents: recents)
      for diagnostic in sections.diagnostics {
        guard let (rule, severity) = Self.rule(for: diagnostic.kind) else { continue }
        if let row = Self.rowIndex(diagnostic.elementID), row >= outcome.visibleRecents { continue }
        record(rule, severity, diagnostic.elementID, Self.message(diagnostic), cell)
      }
      guard outcome.requestedMode == .expanded, outcome.isExpandedAvailable else { return }
      expandedCells += 1
      if firstExpanded == nil { firstExpanded = cell }
      if outcome.visibleRecents > 0 {
        cellsShowingRows += 1
      } else {
        record(
          "no-row-shown", .error, "recents",
          "there " + (recents == 1 ? "is 1 recent" : "are \(recents) recents")
            + " and Show More is offered, but the first row "
            + "(\(formatPoints(sections.rowHeights.first ?? 0)) pt) does not fit in the "
            + "\(formatPoints(sections.rowSpace)) pt below the compact section", cell)
      }
    }
    if expandedCells > 0, cellsShowingRows == 0, let firstExpanded {
      let key = Key(rule: "rows-never-fit", elementID: "recents")
      order.insert(key, at: 0)
      found[key] = CheckFinding(
        rule: "rows-never-fit", severity: .error,
        message: "no environment shows even one recents row: every row is taller than the "
          + "room below the compact section", elementID: "recents", first: firstExpanded,
        count: expandedCells)
    }
    let findings = order.compactMap { found[$0] }.enumerated()
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

  /// The row index of an element id such as `row3.title`; nil for others.
  static func rowIndex(_ id: String?) -> Int? {
    guard let id, id.hasPrefix("row") else { return nil }
    return Int(id.dropFirst(3).prefix { $0.isNumber })
  }
}
