import SizingModel
import StackLayout
import WidgetDescriptions

/// Lays out a Today widget: the sizing model gives the width, the compact
/// height and the maximum sizes; the stack solver lays out the quick-action
/// row and the self-sizing recents cells; the whole-row rule decides how many
/// rows show and what `preferredContentSize` to ask for.
///
/// ```swift
/// let layout = TodayWidgetLayout(description: .reference, measurer: measurer)
/// let env = WidgetEnvironment(device: try WidgetSizes.standard.device("iphone-8"))
/// let result = try layout.layout(in: env, mode: .expanded)
/// result.visibleRecents           // 4
/// result.preferredContentSize     // 359 × 320
/// ```
///
/// Rules (Hosts.md, "How the Today widget is laid out"): the quick-action row is as wide as
/// the widget and exactly the compact height tall in both modes; the recents
/// list starts at y = compact height; expanded mode shows min(recents,
/// maxRows) rows but only those that fit whole in maximum expanded height −
/// compact height; iOS 9 has no modes and shows the rows whenever they fit,
/// 47 pt in from the left unless the widget opts out.
public struct TodayWidgetLayout: Sendable {
  public var description: WidgetDescription {
    didSet {
      memo = SectionMemo()
      trees = Self.viewTrees(description)
    }
  }
  /// The description's view tree for each number of quick-action buttons
  /// (0…8; one tree when its compact section repeats no items).
  private(set) var trees: [WidgetTree]
  public var model: WidgetSizes
  /// The solver, with the text measurer every label is measured by.
  public var solver: StackSolver {
    didSet { memo = SectionMemo() }
  }
  /// When true (the default), solved trees are kept and reused: a layout
  /// that meets the same content width, compact height and fonts again (the
  /// preview's slider going back, a device switched back) costs no solve, and
  /// a new width re-solves an already flattened tree. Changing `description`
  /// or `solver` empties the store.
  public var reusesSolvedTrees = true
  /// Solved trees, shared by copies of this value until one of them changes
  /// its description or solver.
  private(set) var memo = SectionMemo()
  /// Forgets solved sections but keeps the flattened trees: the next layout
  /// in any environment re-solves them at its width (what the preview does
  /// for a width it has not seen). For benchmarks of that re-solve.
  public func forgetSolvedSections() {
    memo.forgetSolvedParts()
  }

  /// When true, frames are rounded to the device's pixel grid as UIKit
  /// displays them (each edge to the nearest 1/scale pt, row heights up to
  /// a whole pixel); when false (the default), exact solver values.
  public var snapsToPixels = false

  /// How much a view may get less than its intrinsic size (or an image be
  /// stretched out of its ratio), in points, before `content-squeezed`,
  /// `content-vanished` or `image-distorted` reports it; nil (the default):
  /// one pixel, 1 / the device's scale. Changing it empties the store.
  public var squeezeTolerance: Double? {
    didSet { memo = SectionMemo() }
  }

  /// - Parameters:
  ///   - measurer: measures labels; the CLI and the preview pass the Pango
  ///     measurer, tests may pass `ApproximateTextMeasurer`. It is wrapped in
  ///     a ``CachingTextMeasurer`` (pass one to share it between layouts).
  public init(
    description: WidgetDescription, model: WidgetSizes = .standard,
    measurer: any TextMeasuring
  ) {
    self.description = description
    self.trees = Self.viewTrees(description)
    self.model = model
    self.solver = StackSolver(textMeasurer: CachingTextMeasurer.wrapping(measurer))
  }

  /// Solves the mode-independent parts for one environment.
  /// - Parameters:
  ///   - recents: how many recents the widget has; nil: the description's.
  ///   - quickActions: how many buttons; nil: the description's (they repeat
  ///     when there are more buttons than actions).
  /// - Throws: ``SizingError/unsupported(_:)`` for an environment that does
  ///   not exist (a column location on an iPhone).
  public func sections(in env: WidgetEnvironment, recents: Int? = nil, quickActions: Int? = nil)
    throws(SizingError) -> WidgetSections
  {
    try sections(
      in: env, recents: recents, quickActions: quickActions,
      memo: reusesSolvedTrees ? memo : nil)
  }

  /// ``sections(in:recents:quickActions:)``, reusing solved trees from `memo`
  /// when another environment had the same content width, compact height,
  /// fonts and counts (the matrix sweep meets each combination many times).
  func sections(
    in env: WidgetEnvironment, recents: Int?, quickActions: Int?, memo: SectionMemo?
  ) throws(SizingError) -> WidgetSections {
    try env.validate()
    // One query for the expanded maximum (which carries the width) and one
    // for the compact height: the compact maximum is width × compact height.
    let compact = model.compactHeight(in: env)
    let insets = model.proposedMarginInsets(in: env)
    let applied =
      env.host.proposesMarginInsets && !description.marginInsetsOptOut ? insets.value : Insets.zero
    // iOS 9's sizes are the content's with the proposed insets kept: the
    // widget's frame adds the insets back, a widget that opts out gets them.
    let expanded = Self.withInsets(
      model.maximumSize(for: .expanded, in: env), proposed: insets, applied: applied)
    let width = expanded.width
    let contentWidth = max(width.value - applied.left - applied.right, 0)
    var diagnostics: [WidgetDiagnostic] = []
    let actionCount = actionCount(override: quickActions)
    let tree = viewTree(actions: actionCount)
    let fonts = WidgetFonts.resolve(tree, model: model, env: env, diagnostics: &diagnostics)
    let recentsCount = recentsCount(override: recents)
    let key = SectionMemo.Key(
      contentWidth: contentWidth, compactHeight: compact.value, fonts: fonts,
      actionCount: actionCount, rowCount: min(recentsCount, tree.maxRows),
      scale: snapsToPixels ? env.device.scale : nil, labelScale: env.device.scale,
      regularWidth: tree.constraintLayout != nil && env.device.idiom == .pad)
    let parts: SectionMemo.Parts
    if let memo {
      parts = memo.parts(for: key) { solveParts(key, memo: memo) }
    } else {
      parts = solveParts(key, memo: nil)
    }
    let separator = tree.hasSeparators ? 1 / env.device.scale : 0
    var sections = WidgetSections(
      widget: description, tree: tree, environment: env, widgetWidth: width, compactHeight: compact,
      maximumCompactSize: SourcedSize(width: width, height: compact),
      maximumExpandedSize: expanded,
      marginInsets: insets, leadingInset: applied.left, contentWidth: contentWidth,
      separatorHeight: separator, actionCount: actionCount, recentsCount: recentsCount,
      actionRow: parts.actionRow, rows: parts.rows,
      rowHeights: rowHeights(parts.rows, key: key, separator: separator), fonts: fonts,
      diagnostics: diagnostics + parts.diagnostics)
    sections.appendBodyClipping()
    return sections
  }

  /// The widget's frame and row space from the model's sizes: the width
  /// gains the proposed left and right insets (the frame includes them), the
  /// maximum height gains the top and bottom insets a widget does not keep.
  static func withInsets(
    _ size: SourcedSize, proposed: Sourced<Insets>, applied: Insets
  ) -> SourcedSize {
    let insets = proposed.value
    guard insets != .zero else { return size }
    let sources = [size.width.provenance.source, proposed.provenance.source].compactMap { $0 }
    let width = Sourced(
      size.width.value + insets.left + insets.right,
      .derived(
        rule: "the content width \(formatPoints(size.width.value)) pt plus the proposed "
          + "\(formatPoints(insets.left))-pt left inset", sources: sources))
    let freed = (insets.top - applied.top) + (insets.bottom - applied.bottom)
    guard freed > 0 else { return SourcedSize(width: width, height: size.height) }
    let height = Sourced(
      size.height.value + freed,
      .derived(
        rule: "the maximum with the insets kept (\(formatPoints(size.height.value)) pt) plus "
          + "the \(formatPoints(freed))-pt bottom inset the widget opts out of", sources: sources))
    return SourcedSize(width: width, height: height)
  }

  /// Solves the action row and the candidate rows, and checks them. With a
  /// memo, each tree is flattened once per fonts and counts and re-solved
  /// at each new width (the solver's fast path).
  func solveParts(_ key: SectionMemo.Key, memo: SectionMemo?) -> SectionMemo.Parts {
    var solver = self.solver
    solver.scale = key.scale
    solver.labelScale = key.labelScale
    func solve(_ tree: Int, width: Double, height: Double?, build: () -> LayoutNode)
      -> LayoutResult
    {
      guard let memo else { return solver.solve(build(), width: width, height: height) }
      let treeKey = SectionMemo.TreeKey(
        fonts: key.fonts, actionCount: key.actionCount, tree: tree, scale: key.scale,
        labelScale: key.labelScale)
      return memo.solveTree(treeKey, width: width, height: height) { solver.prepare(build()) }
    }
    let tree = viewTree(actions: key.actionCount)
    if let constraints = tree.constraintLayout {
      return solveConstraintParts(tree, constraints, key: key, solver: solver, memo: memo)
    }
    let actionRow = solve(-1, width: key.contentWidth, height: key.compactHeight) {
      tree.compact.layoutNode(fonts: key.fonts)
    }
    var rows: [LayoutResult] = []
    rows.reserveCapacity(key.rowCount)
    for index in 0..<key.rowCount {
      rows.append(
        solve(index, width: key.contentWidth, height: nil) {
          tree.expandedNode(index, fonts: key.fonts)
        })
    }
    return checkedParts(tree, actionRow: actionRow, rows: rows, key: key, solver: solver)
  }

  /// The parts with their checks.
  func checkedParts(
    _ tree: WidgetTree, actionRow: LayoutResult, rows: [LayoutResult], key: SectionMemo.Key,
    solver: StackSolver
  ) -> SectionMemo.Parts {
    let content = ContentChecks(
      tolerance: squeezeTolerance ?? 1 / key.labelScale, fonts: key.fonts,
      measurer: solver.textMeasurer)
    let diagnostics = TreeChecks.diagnostics(
      tree, compact: actionRow, rows: rows, key: key, description: description, content: content)
    return SectionMemo.Parts(actionRow: actionRow, rows: rows, diagnostics: diagnostics)
  }

  /// Lays out the widget in one environment and display mode.
  ///
  /// Expanded mode where it is not offered (Quick Actions, no recents) lays
  /// out compact mode and adds an `expandedUnavailable` diagnostic; on iOS 9
  /// `mode` is ignored (there are no display modes).
  /// - Throws: ``SizingError/unsupported(_:)`` for an environment that does
  ///   not exist.
  public func layout(
    in env: WidgetEnvironment, mode: DisplayMode, recents: Int? = nil, quickActions: Int? = nil
  ) throws(SizingError) -> TodayLayoutResult {
    let sections = try sections(in: env, recents: recents, quickActions: quickActions)
    return TodayLayoutResult(sections: sections, requestedMode: mode)
  }
}
