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

  @Test(arguments: Array(UInt64(100)...UInt64(140)))
  func reSolvesMatchFreshSolves(seed: UInt64) {
    var maker = RandomTreeMaker(seed: seed)
    var tree = maker.node(depth: 0, maxDepth: 4)
    let solver = StackSolver(textMeasurer: ApproximateTextMeasurer())
    var prepared = solver.prepare(tree)
    for step in 0..<12 {
      let width: Double? =
        step % 4 == 3 ? nil : Double(Int.random(in: 0...300, using: &maker.generator))
      let leaves = leafIDs(tree)
      if step % 3 == 1, let id = leaves.randomElement(using: &maker.generator) {
        let size = (Double(Int.random(in: 0...40, using: &maker.generator)), Double(step))
        tree = modified(tree, id: id, size: size)
        prepared.setIntrinsicSize(at: prepared.index(of: id)!, width: size.0, height: size.1)
      }
      if step % 3 == 2, let id = prepared.ids.dropFirst().randomElement(using: &maker.generator) {
        let hide = Bool.random(using: &maker.generator)
        tree = modified(tree, id: id, hidden: hide)
        prepared.setHidden(at: prepared.index(of: id)!, hide)
      }
      let fresh = solver.solve(tree, width: width, height: nil)
      expectSame(prepared.solve(width: width, height: nil), fresh, "seed \(seed) step \(step)")
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
