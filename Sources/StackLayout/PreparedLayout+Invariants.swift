// Structural invariants of the flat tree and of a solved layout, in the
// manner of swift-collections' `_checkInvariants()`: each solve runs them in
// debug builds, and tests call them explicitly. A violation is a solver bug,
// so it stops the program with the broken rule and the node concerned.

extension PreparedLayout {
  /// Checks the flattened tree: one id per node, the root at index 0 with no
  /// parent, every other node's parent a stack that comes before it (pre-order),
  /// each stack's children a run of `children` naming nodes whose parent is
  /// that stack, in increasing order, every non-root node the child of exactly
  /// one stack, and every label's text index used once and in range.
  public func _checkInvariants() {
    engine.tree._checkInvariants()
  }

  /// Checks `result`, a solve of this layout: ``LayoutResult/_checkInvariants()``,
  /// the same ids as the tree, and, when nothing overflowed, every visible
  /// child's frame inside its stack's frame (within half a pixel when snapped)
  /// in each stack large enough for its own margins.
  public func _checkInvariants(_ result: LayoutResult) {
    result._checkInvariants()
    let tree = engine.tree
    precondition(result.ids == tree.ids, "result ids differ from the tree's")
    guard !result.diagnostics.contains(where: { $0.kind == .overflow }) else { return }
    let slack = 1e-6 + (engine.scale > 0 ? 0.5 / engine.scale : 0)
    for (index, node) in tree.nodes.enumerated() where node.isStack && !tree.isHidden(index) {
      let outer = result.frames[index]
      let margins = node.margins
      guard outer.width >= margins.left + margins.right,
        outer.height >= margins.top + margins.bottom
      else { continue }
      for child in tree.children[node.firstChild..<node.firstChild + node.childCount]
      where !tree.nodes[child].isHidden {
        let inner = result.frames[child]
        precondition(
          inner.x >= outer.x - slack && inner.y >= outer.y - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack,
          "\(tree.ids[child]) \(inner) lies outside its stack \(tree.ids[index]) \(outer)")
      }
    }
  }
}

extension FlatTree {
  /// Whether node `index` or one of its ancestors is hidden.
  func isHidden(_ index: Int) -> Bool {
    var i = index
    while i >= 0 {
      if nodes[i].isHidden { return true }
      i = nodes[i].parent
    }
    return false
  }

  /// See ``PreparedLayout/_checkInvariants()``.
  func _checkInvariants() {
    precondition(ids.count == nodes.count, "\(ids.count) ids for \(nodes.count) nodes")
    var parentOf = [Int](repeating: -2, count: nodes.count)
    if !nodes.isEmpty { parentOf[0] = -1 }
    var textUsed = [Bool](repeating: false, count: texts.count)
    for (index, node) in nodes.enumerated() {
      let id = ids[index]
      precondition(
        index == 0 ? node.parent == -1 : (0..<index).contains(node.parent),
        "\(id): parent \(node.parent) is not an earlier node")
      if node.parent >= 0 { precondition(nodes[node.parent].isStack, "\(id): parent not a stack") }
      if node.isStack {
        precondition(node.text == -1, "\(id): a stack with a text")
        precondition(
          node.firstChild >= 0 && node.childCount >= 0
            && node.firstChild + node.childCount <= children.count,
          "\(id): children \(node.firstChild)+\(node.childCount) out of \(children.count)")
        var previous = index
        for child in children[node.firstChild..<node.firstChild + node.childCount] {
          precondition(
            child > previous && child < nodes.count, "\(id): child \(child) out of order")
          precondition(parentOf[child] == -2, "\(ids[child]) is the child of two stacks")
          precondition(nodes[child].parent == index, "\(ids[child]): parent is not \(id)")
          parentOf[child] = index
          previous = child
        }
      } else {
        precondition(node.childCount == 0, "\(id): a leaf with children")
        if node.text >= 0 {
          precondition(node.text < texts.count && !textUsed[node.text], "\(id): text index")
          textUsed[node.text] = true
        }
      }
    }
    precondition(!parentOf.contains(-2), "a node that no stack lists as its child")
    precondition(!textUsed.contains(false), "a text that no label uses")
    precondition(
      children.count == max(nodes.count - 1, 0), "\(children.count) child slots for \(nodes.count)")
  }
}

extension LayoutResult {
  /// Checks what holds for any solve: one frame per id, every frame finite
  /// with a non-negative size, the root at the origin with the result's
  /// size, and text metrics only for ids in the result.
  public func _checkInvariants() {
    precondition(frames.count == ids.count, "\(frames.count) frames for \(ids.count) ids")
    for (id, frame) in zip(ids, frames) {
      precondition(
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
        "\(id): frame \(frame) is not finite")
      precondition(frame.width >= 0 && frame.height >= 0, "\(id): negative size \(frame)")
    }
    if let root = frames.first {
      precondition(root.x == 0 && root.y == 0, "root at \(root), not at the origin")
      precondition(
        root.width == width && root.height == height, "root \(root) vs \(width)×\(height)")
    } else {
      precondition(width == 0 && height == 0, "an empty layout of size \(width)×\(height)")
    }
    let known = Set(ids)
    for id in texts.keys { precondition(known.contains(id), "text metrics for unknown \(id)") }
  }
}
