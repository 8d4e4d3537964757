import Geometry
import StackLayout

/// Lays out a ``ConstraintSystem`` the way UIKit's Auto Layout engine does:
/// required constraints exactly, then each optional priority level as well
/// as it can before any lower one. The root (view 0) is pinned at the origin
/// and sized by the host; a nil width or height is the fitting size along
/// that axis (the root pulled toward 0 at `fittingSizeLevel`, 50).
///
/// Constraints are added in this order, which is also the order in which a
/// conflict is found: the host's size, the views' intrinsic content sizes,
/// the constraints stack views make, the system's constraints as given,
/// then every view's non-negative width and height. When a required
/// constraint conflicts with those before it, one of a smallest conflicting
/// set is broken (left out) and reported with the set
/// (`AutoLayoutEngine+Conflicts.swift`).
///
/// Re-solving at another width, or after a label's text changed size,
/// keeps the solver's tableau and only changes constants (``solve(width:height:)``).
public struct AutoLayoutEngine: Sendable {
  /// The system with stack views expanded into their `UISV-…` constraints
  /// and layout guides, and labels' measured intrinsic sizes filled in.
  public private(set) var system: ConstraintSystem
  var measurer: (any TextMeasuring)?
  var labelScale: Double?
  /// Every constraint in the order added: host, intrinsic, stack, given.
  var all: [LayoutConstraint] = []
  /// Per entry of `all`: the given constraint's index, or -1.
  var givenIndex: [Int] = []
  /// The entries of `all` that are views' implicit `width ≥ 0` and
  /// `height ≥ 0` (UIKit's engine keeps sizes non-negative; they are never
  /// listed in a conflict's log).
  var nonnegativeEntries: Range<Int> = 0..<0
  /// Per entry of `all`: its index in the solver, or -1 when broken.
  var solverIndex: [Int] = []
  var broken: Set<Int> = []
  var conflicts: [ConstraintConflict] = []
  /// Views found ambiguous through degenerate pivots when the tableau was
  /// last built (the search runs once per build; re-solves reuse it).
  var degenerateAmbiguous: Set<Int>?
  var solver = PrioritySimplexSolver()
  var expressions: AttributeExpressions
  /// What the current tableau was built for: nil sizes are fitting.
  var builtWidth: Double??
  var builtHeight: Double??
  /// Per view with text: the entries of `all` holding its intrinsic height.
  var textHeightEntries: [Int: [Int]] = [:]
  var texts: [Int: TextMetrics] = [:]
  /// Per view with text: the width its text was last measured at (nil
  /// inside: its one-line width).
  var measuredWidths: [Int: Double??] = [:]

  public init(
    _ system: ConstraintSystem, textMeasurer: (any TextMeasuring)? = nil,
    labelScale: Double? = nil
  ) {
    var expanded = system
    let stackConstraints = StackConstraintBuilder.expand(&expanded)
    self.measurer = textMeasurer
    self.labelScale = labelScale
    var baselines: [(first: Double, last: Double)?] = Array(
      repeating: nil, count: expanded.views.count)
    for i in expanded.views.indices {
      guard let text = expanded.views[i].text, let measurer = textMeasurer else { continue }
      let metrics = measurer.measure(text, maxWidth: nil)
      texts[i] = metrics
      measuredWidths[i] = .some(nil)
      expanded.views[i].intrinsicWidth = PixelGrid.roundedUp(metrics.width, scale: labelScale)
      expanded.views[i].intrinsicHeight = PixelGrid.roundedUp(metrics.height, scale: labelScale)
      baselines[i] = (metrics.firstBaseline, metrics.lastBaseline)
    }
    self.system = expanded
    var solver = PrioritySimplexSolver()
    let variables = expanded.views.map { _ in
      (
        left: solver.makeVariable(), top: solver.makeVariable(),
        width: solver.makeVariable(), height: solver.makeVariable()
      )
    }
    self.solver = solver
    expressions = AttributeExpressions(
      frameVariables: variables, views: expanded.views, textBaselines: baselines)
    collectConstraints(stack: stackConstraints, given: system.constraints)
  }

  /// The host's constraints, intrinsic sizes, stack constraints, the given
  /// ones and the views' non-negative sizes, in the order they are added.
  mutating func collectConstraints(stack: [LayoutConstraint], given: [LayoutConstraint]) {
    let root = LayoutItem(view: 0)
    all = [
      LayoutConstraint(root, .left, identifier: "host-origin-x"),
      LayoutConstraint(root, .top, identifier: "host-origin-y"),
      LayoutConstraint(
        root, .width, constant: 0, priority: LayoutPriority.fittingSizeLevel,
        identifier: "UIView-Encapsulated-Layout-Width"),
      LayoutConstraint(
        root, .height, constant: 0, priority: LayoutPriority.fittingSizeLevel,
        identifier: "UIView-Encapsulated-Layout-Height"),
    ]
    givenIndex = Array(repeating: -1, count: all.count)
    for (i, view) in system.views.enumerated() where !view.isGuide {
      let item = LayoutItem(view: i)
      for (attribute, size) in [
        (LayoutAttribute.width, view.intrinsicWidth), (.height, view.intrinsicHeight),
      ] {
        guard let size else { continue }
        let horizontal = attribute == .width
        if view.text != nil, !horizontal { textHeightEntries[i, default: []].append(all.count) }
        all.append(
          LayoutConstraint(
            item, attribute, .lessThanOrEqual, constant: size,
            priority: horizontal ? view.hugging.horizontal : view.hugging.vertical,
            identifier: "NSContentSizeLayoutConstraint-hugging"))
        if view.text != nil, !horizontal { textHeightEntries[i, default: []].append(all.count) }
        all.append(
          LayoutConstraint(
            item, attribute, .greaterThanOrEqual, constant: size,
            priority: horizontal ? view.compression.horizontal : view.compression.vertical,
            identifier: "NSContentSizeLayoutConstraint-compression"))
        givenIndex += [-1, -1]
      }
    }
    all += stack
    givenIndex += Array(repeating: -1, count: stack.count)
    for (i, constraint) in given.enumerated() {
      all.append(constraint)
      givenIndex.append(i)
    }
    // Last: by then a size is usually defined in terms of new slacks and
    // errors, so `size ≥ 0` takes its own slack as the subject and needs no
    // substitution (first, every size would be an alias of a slack and
    // most later rows would need the artificial-variable phase).
    let first = all.count
    for (i, view) in system.views.enumerated() where i > 0 && !view.isGuide {
      for attribute in [LayoutAttribute.width, .height] {
        all.append(
          LayoutConstraint(
            LayoutItem(view: i), attribute, .greaterThanOrEqual, identifier: "nonnegative-size"))
        givenIndex.append(-1)
      }
    }
    nonnegativeEntries = first..<all.count
  }

  /// Lays the system out with the root `width` × `height` points (nil:
  /// the fitting size on that axis).
  public mutating func solve(width: Double?, height: Double?) -> AutoLayoutResult {
    let sameModes =
      builtWidth.map { ($0 == nil) == (width == nil) } ?? false
      && builtHeight.map { ($0 == nil) == (height == nil) } ?? false
    if !sameModes || !updateHostSize(width: width, height: height) {
      rebuild(width: width, height: height)
    }
    refitTexts()
    return result(width: width, height: height)
  }

  /// Changes the host's size constants in place; false if it must rebuild.
  mutating func updateHostSize(width: Double?, height: Double?) -> Bool {
    for (entry, size) in [(2, width), (3, height)] {
      guard let size, solverIndex[entry] >= 0 else { continue }
      all[entry].constant = size
      if !solver.setConstant(of: solverIndex[entry], to: -size) { return false }
    }
    builtWidth = .some(width)
    builtHeight = .some(height)
    return true
  }

  /// Builds the tableau from nothing, breaking each required constraint
  /// that conflicts with the ones added before it.
  mutating func rebuild(width: Double?, height: Double?) {
    for (entry, size) in [(2, width), (3, height)] {
      all[entry].constant = size ?? 0
      all[entry].priority = size == nil ? LayoutPriority.fittingSizeLevel : LayoutPriority.required
    }
    builtWidth = .some(width)
    builtHeight = .some(height)
    broken = []
    conflicts = []
    degenerateAmbiguous = nil
    while !addAll() {}
  }

  /// The host's entries at the start of `all`: origin x and y, width, height.
  static let hostEntryCount = 4

  /// Adds every constraint not broken to a fresh solver; on a conflict,
  /// records it, breaks one of its constraints and returns false.
  mutating func addAll() -> Bool {
    var fresh = PrioritySimplexSolver()
    for _ in 0..<(system.views.count * 4) { _ = fresh.makeVariable() }
    solverIndex = Array(repeating: -1, count: all.count)
    for (entry, constraint) in all.enumerated() where !broken.contains(entry) {
      let index = fresh.constraintCount
      let linear = expressions.linear(constraint)
      switch fresh.add(linear, optimizing: false) {
      case .added:
        solverIndex[entry] = index
      case .unsatisfiable(let conflicting):
        let found = conflicting.compactMap { solverIndex.firstIndex(of: $0) } + [entry]
        let minimal = minimalConflict(found)
        let conflict = minimal.isEmpty ? found : minimal
        let victim = constraintToBreak(conflict)
        broken.insert(victim)
        conflicts.append(
          ConstraintConflict(
            broken: all[victim],
            conflicting: conflict.filter(isListed).map { all[$0] }))
        return false
      }
    }
    fresh.optimize()
    solver = fresh
    return true
  }
}
