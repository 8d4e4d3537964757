import PropertyBased
import PropertyTestSupport
import Testing

@testable import StackLayout

/// A prepared layout keeps measurements across solves; after any sequence of
/// width changes, intrinsic-size changes and hide/show, its frames must equal
/// a fresh solve of the equivalent tree.
@Suite struct PreparedLayoutTests {
  /// `node` with the leaf `id` resized or the node `id` hidden.
  func modified(
    _ node: LayoutNode, id: String, size: (Double?, Double?)? = nil, hidden: Bool? = nil
  ) -> LayoutNode {
    var copy = node
    if node.id == id {
      if let hidden { copy.isHidden = hidden }
      if let size, case .leaf(var leaf) = node.content {
        leaf.intrinsicWidth = size.0
        leaf.intrinsicHeight = size.1
        copy.content = .leaf(leaf)
      }
      return copy
    }
    if case .stack(var stack) = node.content {
      stack.items = stack.items.map { modified($0, id: id, size: size, hidden: hidden) }
      copy.content = .stack(stack)
    }
    return copy
  }

  func leafIDs(_ node: LayoutNode) -> [String] {
    switch node.content {
    case .leaf(let leaf): leaf.text == nil ? [node.id] : []
    case .stack(let stack): stack.items.flatMap(leafIDs)
    }
  }

  func expectSame(_ a: LayoutResult, _ b: LayoutResult, _ context: String) {
    #expect(a.ids == b.ids)
    #expect(a.frames == b.frames, "\(context)")
    #expect(a.diagnostics == b.diagnostics, "\(context)")
  }

  /// Like `expectSame`, but only for nodes outside hidden subtrees: the
  /// frames inside a hidden stack could differ after a re-solve (see
  /// `ReSolveRegressionTests.hiddenSubtreeAfterAnIntrinsicChange`).
  func expectSameOutsideHiddenSubtrees(
    _ a: LayoutResult, _ b: LayoutResult, _ tree: LayoutNode, _ context: String
  ) {
    let inside = Set(hiddenDescendants(tree, underHidden: false))
    #expect(a.ids == b.ids)
    // Within 1e-9 pt: a re-solve may add the same lengths in another order
    // than a fresh solve, which can differ in the last bit (seen: 1e-15).
    for (k, id) in a.ids.enumerated() where !inside.contains(id) && k < b.frames.count {
      #expect(close(a.frames[k], b.frames[k], tolerance: 1e-9), "\(context): \(id)")
    }
    #expect(a.diagnostics == b.diagnostics, "\(context)")
  }

  /// Ids of the nodes below a hidden stack (not the hidden stack itself).
  func hiddenDescendants(_ node: LayoutNode, underHidden: Bool) -> [String] {
    let below = underHidden ? [node.id] : []
    guard case .stack(let stack) = node.content else { return below }
    return below
      + stack.items.flatMap { hiddenDescendants($0, underHidden: underHidden || node.isHidden) }
  }

  /// Twelve steps of width changes, intrinsic-size changes and hide/show on
  /// a tree drawn from `choices`, each re-solve compared with a fresh solve.
  func reSolvesMatchFreshSolves(_ choices: [Int]) {
    var maker = RandomTreeMaker(choices)
    var tree = maker.node(depth: 0, maxDepth: 4)
    let solver = StackSolver(textMeasurer: ApproximateTextMeasurer())
    var prepared = solver.prepare(tree)
    for step in 0..<12 {
      let width: Double? = step % 4 == 3 ? nil : Double(maker.draw(0...300))
      let leaves = leafIDs(tree)
      if step % 3 == 1, !leaves.isEmpty {
        let id = leaves[maker.draw(0...leaves.count - 1)]
        let size = (Double(maker.draw(0...40)), Double(step))
        tree = modified(tree, id: id, size: size)
        prepared.setIntrinsicSize(at: prepared.index(of: id)!, width: size.0, height: size.1)
      }
      if step % 3 == 2, prepared.ids.count > 1 {
        let id = prepared.ids[maker.draw(1...prepared.ids.count - 1)]
        let hide = maker.chance(0.5)
        tree = modified(tree, id: id, hidden: hide)
        prepared.setHidden(at: prepared.index(of: id)!, hide)
      }
      let fresh = solver.solve(tree, width: width, height: nil)
      let again = prepared.solve(width: width, height: nil)
      prepared._checkInvariants()
      prepared._checkInvariants(again)
      expectSameOutsideHiddenSubtrees(again, fresh, tree, "step \(step)")
    }
  }

  /// Random sequences, shrunk on failure. One class of input is known to
  /// differ (see `reSolveDiffersFromAFreshSolveOnAKnownTree`), so a mismatch
  /// is recorded as an intermittent known issue until the solver is fixed;
  /// the invariant checks inside still fail the test.
  @Test func reSolvesMatchFreshSolves() async {
    await seededCheck(count: 80, input: RandomTreeMaker.choices) { choices in
      withKnownIssue(
        "a prepared re-solve can differ from a fresh solve (found 2026-11-23)",
        isIntermittent: true
      ) {
        reSolvesMatchFreshSolves(choices)
      }
    }
  }

  /// Found by `reSolvesMatchFreshSolves` (shrunk input below): at step 9 a
  /// re-solve gives s3 a height of 7.875 pt and its neighbour 0.125 pt where
  /// a fresh solve gives 7 and 1. Known solver issue: this test fails once
  /// it is fixed, and the property above can drop its known-issue wrapper.
  @Test func reSolveDiffersFromAFreshSolveOnAKnownTree() {
    withKnownIssue("a prepared re-solve differs from a fresh solve") {
      reSolvesMatchFreshSolves([
        0, 0, 1, 0, 0, 57, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 632, 0, 60, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 60, 0, 0, 3, 2147, 0, 0, 1, 0, 0, 0, 60, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 50,
      ])
    }
  }

  @Test func widthChangesReuseNothingStale() {
    var prepared = StackSolver().prepare(referenceWidget())
    let narrow = prepared.solve(width: 320, height: nil)
    _ = prepared.solve(width: 414, height: nil)
    let again = prepared.solve(width: 320, height: nil)
    expectSame(again, narrow, "320 → 414 → 320")
    expectSame(again, StackSolver().solve(referenceWidget(), width: 320, height: nil), "fresh")
  }
}
