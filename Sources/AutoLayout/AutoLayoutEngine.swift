import Geometry
import StackLayout

/// Lays out a ``ConstraintSystem`` the way UIKit's Auto Layout engine does:
/// required constraints exactly, then each optional priority level as well
/// as it can before any lower one. The root (view 0) is pinned at the origin
/// and sized by the host; a nil width or height is the fitting size along
/// that axis (the root pulled toward 0 at `fittingSizeLevel`, 50).
///
/// Constraints are added in this order, which is also the order in which a
/// conflict is found: the host's size, the views' intrinsic content sizes
/// (a view's hugging and compression resistance on one axis as one
/// two-sided row when both are optional), the constraints stack views make,
/// the system's constraints as given, then every view's non-negative width
/// and height (only those not already positive at the optimum: see
/// `AutoLayoutEngine+Sizes.swift`). When a required
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
  /// The entries of `all` that are views' intrinsic sizes: per view and
  /// axis, its hugging (`size ≤ intrinsic`) then its compression resistance
  /// (`size ≥ intrinsic`).
  var intrinsicEntries: Range<Int> = 0..<0
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
  /// Per view with text, in view order: the entry of `all` holding its
  /// intrinsic height's hugging (its compression resistance is the next).
  var textHeightEntries: [(view: Int, hugging: Int)] = []
  /// Per view: its text as last measured (nil: no text).
  var texts: [TextMetrics?] = []
  /// Per view: the width its text was last measured at (nil inside: its
  /// one-line width; nil: not measured).
  var measuredWidths: [Double??] = []

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
    texts = Array(repeating: nil, count: expanded.views.count)
    measuredWidths = Array(repeating: .none, count: expanded.views.count)
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
    let viewCount = system.views.count
    all.reserveCapacity(all.count + 6 * viewCount + stack.count + given.count)
    givenIndex = Array(repeating: -1, count: all.count)
    givenIndex.reserveCapacity(all.capacity)
    let intrinsicStart = all.count
    for (i, view) in system.views.enumerated() where !view.isGuide {
      let item = LayoutItem(view: i)
      for axis in 0..<2 {
        let horizontal = axis == 0
        guard let size = horizontal ? view.intrinsicWidth : view.intrinsicHeight else { continue }
        let attribute: LayoutAttribute = horizontal ? .width : .height
        if view.text != nil, !horizontal { textHeightEntries.append((i, all.count)) }
        all.append(
          LayoutConstraint(
            item, attribute, .lessThanOrEqual, constant: size,
            priority: horizontal ? view.hugging.horizontal : view.hugging.vertical,
            identifier: "NSContentSizeLayoutConstraint-hugging"))
        all.append(
          LayoutConstraint(
            item, attribute, .greaterThanOrEqual, constant: size,
            priority: horizontal ? view.compression.horizontal : view.compression.vertical,
            identifier: "NSContentSizeLayoutConstraint-compression"))
        givenIndex.append(-1)
        givenIndex.append(-1)
      }
    }
    intrinsicEntries = intrinsicStart..<all.count
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
      for axis in 0..<2 {
        all.append(
          LayoutConstraint(
            LayoutItem(view: i), axis == 0 ? .width : .height, .greaterThanOrEqual,
            identifier: "nonnegative-size"))
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
    if !sameModes || !updateHostSize(width: width, height: height)
      || !keepSizesNonnegative()
    {
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

  /// True when entry `entry` of `all` is broken (left out); no hashing
  /// while nothing is, which is the usual case.
  func isBroken(_ entry: Int) -> Bool {
    !broken.isEmpty && broken.contains(entry)
  }

  /// The host's entries at the start of `all`: origin x and y, width, height.
  static let hostEntryCount = 4

  /// Adds every constraint not broken to a fresh solver (the views'
  /// non-negative sizes only where the optimum needs them,
  /// ``addNeededNonnegativeSizes(to:)``); on a conflict, records it, breaks
  /// one of its constraints and returns false.
  mutating func addAll() -> Bool {
    var fresh = PrioritySimplexSolver()
    let variables = system.views.count * 4
    fresh.reserveCapacity(symbols: variables + 2 * all.count + 8, constraints: all.count + 8)
    for _ in 0..<variables { _ = fresh.makeVariable() }
    solverIndex = Array(repeating: -1, count: all.count)
    var expression = LinearExpression()
    expression.reserveCapacity(8)
    for entry in all.indices
    where solverIndex[entry] < 0 && !isBroken(entry) && !nonnegativeEntries.contains(entry) {
      if addIntrinsicPair(entry, to: &fresh, reusing: &expression) { continue }
      guard add(entry, to: &fresh, reusing: &expression) else { return false }
    }
    fresh.optimize()
    guard addNeededNonnegativeSizes(to: &fresh) else { return false }
    solver = fresh
    return true
  }
}
