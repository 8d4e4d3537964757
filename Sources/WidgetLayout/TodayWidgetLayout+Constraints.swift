import AutoLayout
import SizingModel
import StackLayout
import WidgetDescriptions

extension TodayWidgetLayout {
  /// A storyboard's or xib's parts: the widget's view solved by Auto Layout
  /// at the content width × the compact height (the host's size in compact
  /// mode), and once more at its expanded height from the top: the
  /// `preferredHeight` the user gives, else the content's fitting height
  /// (never below the compact height).
  func solveConstraintParts(
    _ tree: WidgetTree, _ constraints: ConstraintLayout, key: SectionMemo.Key,
    solver: StackSolver
  ) -> SectionMemo.Parts {
    // One engine: the fitting height (a build), the expanded height (a
    // rebuild: a given height), the compact height (a re-solve).
    var engine = constraints.engine(
      for: tree.compact, fonts: key.fonts, measurer: solver.textMeasurer,
      labelScale: key.labelScale)
    let width = key.contentWidth
    var rows: [LayoutResult] = []
    if key.rowCount > 0 {
      let expanded =
        constraints.preferredHeight
        ?? max(
          ConstraintLayout.solve(&engine, width: width, height: nil).height, key.compactHeight)
      rows.append(ConstraintLayout.solve(&engine, width: width, height: expanded))
    }
    let compact = ConstraintLayout.solve(&engine, width: width, height: key.compactHeight)
    var parts = checkedParts(tree, actionRow: compact, rows: rows, key: key, solver: solver)
    // The expanded layout is the same view: a finding it shares with the
    // compact one is reported once.
    var seen = Set<String>()
    parts.diagnostics = parts.diagnostics.filter { seen.insert("\($0)").inserted }
    return parts
  }

  /// Each candidate row's height in points: content plus separator; for a
  /// storyboard's expanded view (laid out from the widget's top), what it
  /// adds below the compact height.
  func rowHeights(_ rows: [LayoutResult], key: SectionMemo.Key, separator: Double) -> [Double] {
    if trees[0].constraintLayout != nil {
      return rows.map { max(key.snappedUp($0.height) - key.compactHeight, 0) }
    }
    return rows.map { key.snappedUp($0.height) + separator }
  }

  /// A storyboard's view as the Auto Layout engine's input, with labels in
  /// `env`'s fonts; nil for a widget that is not a storyboard or xib. For
  /// benchmarks and tools that drive the engine directly.
  public func constraintSystem(in env: WidgetEnvironment) -> ConstraintSystem? {
    let tree = trees[0]
    guard let constraints = tree.constraintLayout else { return nil }
    var ignored: [WidgetDiagnostic] = []
    let fonts = WidgetFonts.resolve(tree, model: model, env: env, diagnostics: &ignored)
    return constraints.system(for: tree.compact, fonts: fonts)
  }
}
