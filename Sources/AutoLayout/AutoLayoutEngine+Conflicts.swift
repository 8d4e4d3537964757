/// Which required constraints conflict and which one UIKit breaks.
///
/// UIKit does not document its choice. The rule here is derived from
/// eight published "Unable to simultaneously satisfy constraints" logs, each
/// rebuilt as a constraint system in `PublishedConflictTests` with its URL:
///
/// 1. The host's constraints (the encapsulated layout size, a temporary
///    layout width, autoresizing-mask constraints) and a view's implicit
///    non-negative size are never broken while another constraint of the
///    conflict can be.
/// 2. When the conflict makes a view's width or height negative, the
///    constraint that places that view's far edge (trailing, right or
///    bottom) is broken (four logs).
/// 3. Else a constant width or height (`width == 300`) is (three logs).
/// 4. Else a constraint on a far edge is (one log).
/// 5. Else the newest.
/// Among several candidates of one step, the newest (last added) is broken.
extension AutoLayoutEngine {
  /// Identifier prefixes of the constraints UIKit itself makes for a host
  /// or an autoresizing mask.
  static let hostIdentifierPrefixes = [
    "UIView-Encapsulated-Layout-", "_UITemporaryLayout", "NSAutoresizingMaskLayoutConstraint",
  ]

  /// Adds entry `entry` of `all` to `solver` (its expression built in
  /// `expression`'s storage); on a conflict, records it, breaks one of its
  /// constraints and returns false.
  mutating func add(
    _ entry: Int, to solver: inout PrioritySimplexSolver, reusing expression: inout LinearExpression
  ) -> Bool {
    let index = solver.constraintCount
    switch solver.add(expressions.linear(all[entry], reusing: &expression), optimizing: false) {
    case .added:
      solverIndex[entry] = index
      return true
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

  /// True for entry `entry` of `all` when the host made it.
  func isHostConstraint(_ entry: Int) -> Bool {
    guard entry >= Self.hostEntryCount else { return true }
    let identifier = all[entry].identifier ?? ""
    return Self.hostIdentifierPrefixes.contains { identifier.hasPrefix($0) }
  }

  /// True for a view's implicit `width ≥ 0` or `height ≥ 0`.
  func isNonnegativeSize(_ entry: Int) -> Bool {
    nonnegativeEntries.contains(entry)
  }

  /// True when a conflict's log lists entry `entry`: not a view's implicit
  /// non-negative size, nor the root's origin (UIKit's engine works in each
  /// superview's coordinates and has no such constraint).
  func isListed(_ entry: Int) -> Bool {
    !isNonnegativeSize(entry) && entry >= 2
  }

  /// The largest conflict narrowed by ``minimalConflict(_:)``: the deletion
  /// filter costs the square of the set's size in solver additions, so a
  /// larger set (a machine-made file) is listed as found.
  static let largestNarrowedConflict = 64

  /// A smallest subset of the required `entries` that still cannot hold
  /// (each one left out makes the rest satisfiable): the deletion filter,
  /// one small solver per test, run only when a conflict is found.
  func minimalConflict(_ entries: [Int]) -> [Int] {
    var kept = entries.filter { all[$0].isRequired }
    guard kept.count <= Self.largestNarrowedConflict else { return kept }
    var i = 0
    while i < kept.count {
      var without = kept
      without.remove(at: i)
      if !satisfiable(without) {
        kept = without
      } else {
        i += 1
      }
    }
    return kept
  }

  /// True when the required `entries` can all hold together.
  func satisfiable(_ entries: [Int]) -> Bool {
    var solver = PrioritySimplexSolver()
    for _ in 0..<(system.views.count * 4) { _ = solver.makeVariable() }
    for entry in entries {
      if case .unsatisfiable = solver.add(expressions.linear(all[entry]), optimizing: false) {
        return false
      }
    }
    return true
  }

  /// The entry of a minimal conflict that is broken (the rule above).
  func constraintToBreak(_ conflict: [Int]) -> Int {
    let breakable = conflict.filter { !isHostConstraint($0) && !isNonnegativeSize($0) }
    let candidates =
      breakable.isEmpty ? conflict.filter { !isNonnegativeSize($0) } : breakable
    for entry in conflict where isNonnegativeSize(entry) {
      let size = all[entry]
      let edges: Set<LayoutAttribute> =
        size.firstAttribute == .width
        ? [.trailing, .right, .trailingMargin, .rightMargin] : [.bottom, .bottomMargin]
      let placing = candidates.filter { candidate in
        let c = all[candidate]
        return (c.first.view == size.first.view && edges.contains(c.firstAttribute))
          || (c.second?.view == size.first.view && edges.contains(c.secondAttribute))
      }
      if let newest = placing.max() { return newest }
    }
    let sizes = candidates.filter {
      all[$0].second == nil
        && (all[$0].firstAttribute == .width || all[$0].firstAttribute == .height)
    }
    if let newest = sizes.max() { return newest }
    let farEdges: Set<LayoutAttribute> = [
      .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin,
    ]
    let edges = candidates.filter {
      farEdges.contains(all[$0].firstAttribute) || farEdges.contains(all[$0].secondAttribute)
    }
    return edges.max() ?? candidates.max() ?? conflict.max() ?? 0
  }
}
