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
    solver: StackSolver, memo: SectionMemo?
  ) -> SectionMemo.Parts {
    // Two engines per fonts, scale and size class (kept in the memo): one
    // for the fitting height, one for given heights (the expanded height,
    // then the compact one); a new width or height re-solves the tableau.
    func withEngine<R>(fitting: Bool, _ body: (inout AutoLayoutEngine) -> R) -> R {
      let make = {
        constraints.engine(
          for: tree.compact, fonts: key.fonts, regularWidth: key.regularWidth,
          measurer: solver.textMeasurer, labelScale: key.labelScale)
      }
      guard let memo else {
        var engine = make()
        return body(&engine)
      }
      let engineKey = SectionMemo.EngineKey(
        fonts: key.fonts, labelScale: key.labelScale, regularWidth: key.regularWidth,
        fittingHeight: fitting)
      return memo.withEngine(engineKey, make: make, body)
    }
    let width = key.contentWidth
    var rows: [LayoutResult] = []
    var compact: LayoutResult?
    if key.rowCount > 0 {
      let expanded =
        constraints.preferredHeight
        ?? max(
          withEngine(fitting: true) { ConstraintLayout.solve(&$0, width: width, height: nil) }
            .height, key.compactHeight)
      withEngine(fitting: false) { engine in
        rows.append(ConstraintLayout.solve(&engine, width: width, height: expanded))
        compact = ConstraintLayout.solve(&engine, width: width, height: key.compactHeight)
      }
    }
    let actionRow =
      compact
      ?? withEngine(fitting: false) {
        ConstraintLayout.solve(&$0, width: width, height: key.compactHeight)
      }
    var parts = checkedParts(tree, actionRow: actionRow, rows: rows, key: key, solver: solver)
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
    return constraints.system(
      for: tree.compact, fonts: fonts, regularWidth: env.device.idiom == .pad)
  }
}
