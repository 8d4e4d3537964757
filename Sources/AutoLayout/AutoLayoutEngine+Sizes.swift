extension AutoLayoutEngine {
  /// A size at least this large (points) at the optimum needs no
  /// `size ≥ 0` row.
  static let surelyPositiveSize = 1e-6

  /// Adds the views' implicit `width ≥ 0` and `height ≥ 0` (UIKit's engine
  /// keeps every size non-negative) for the sizes that are not already
  /// positive in `solver`'s optimum, and re-optimises, until every size is
  /// positive or held by its row. False on a conflict (recorded, one
  /// constraint broken, as ``addAll()`` does).
  ///
  /// Why the others can be left out: the optimum without them is feasible
  /// with them, so it stays optimal (at every priority level); and the set
  /// of optimal solutions is convex, so where every size is positive a
  /// variable that can move among the optimal solutions without these rows
  /// can move a little with them too: ambiguity is the same. A widget's
  /// system has a size row per view and axis (60 for 30 views), each as
  /// long as the size's definition, so leaving them out is a quarter of
  /// the rows of a cold solve.
  mutating func addNeededNonnegativeSizes(to solver: inout PrioritySimplexSolver) -> Bool {
    var expression = LinearExpression()
    while true {
      var added = false
      for entry in nonnegativeEntries where solverIndex[entry] < 0 && !isBroken(entry) {
        let size = all[entry]
        let variables = expressions.frameVariables[size.first.view]
        let variable = size.firstAttribute == .width ? variables.width : variables.height
        guard solver.value(of: variable) < Self.surelyPositiveSize else { continue }
        guard add(entry, to: &solver, reusing: &expression) else { return false }
        added = true
      }
      guard added else { return true }
      solver.optimize()
    }
  }

  /// After a re-solve changed constants: the size rows a size that is no
  /// longer positive needs (a new row changes the tableau, so the
  /// degenerate-ambiguity search runs again). False on a conflict: rebuild.
  mutating func keepSizesNonnegative() -> Bool {
    var current = solver
    solver = PrioritySimplexSolver()
    let rows = current.constraintCount
    let kept = addNeededNonnegativeSizes(to: &current)
    if current.constraintCount != rows { degenerateAmbiguous = nil }
    solver = current
    return kept
  }

  /// Adds intrinsic-size entry `entry` (a hugging) together with the
  /// compression resistance after it as one two-sided row
  /// (``PrioritySimplexSolver/addTwoSided(_:atMostPriority:atLeastPriority:optimizing:)``)
  /// when both are optional and neither is broken; false (nothing added)
  /// otherwise. Both entries then share the solver index.
  mutating func addIntrinsicPair(
    _ entry: Int, to solver: inout PrioritySimplexSolver,
    reusing expression: inout LinearExpression
  ) -> Bool {
    let partner = entry + 1
    guard intrinsicEntries.contains(entry), intrinsicEntries.contains(partner),
      (entry - intrinsicEntries.lowerBound).isMultiple(of: 2), !isBroken(partner),
      !all[entry].isRequired, !all[partner].isRequired
    else { return false }
    // `size ≤ intrinsic` and `size ≥ intrinsic` share the expression `size − intrinsic`.
    let linear = expressions.linear(all[entry], reusing: &expression)
    let index = solver.constraintCount
    // Both sides optional: the row always enters (an error absorbs any
    // constant), so there is no conflict to handle.
    _ = solver.addTwoSided(
      linear.expression, atMostPriority: all[entry].priority,
      atLeastPriority: all[partner].priority, optimizing: false)
    solverIndex[entry] = index
    solverIndex[partner] = index
    return true
  }
}
