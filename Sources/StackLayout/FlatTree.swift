/// One node of a flattened stack tree: the description only, no results.
/// Children of a stack are `children[firstChild ..< firstChild + childCount]`.
struct FlatNode {
  var isStack = false
  var isHidden = false
  /// The parent stack's index; -1 for the root.
  var parent = -1
  var firstChild = 0
  var childCount = 0
  /// Index into `FlatTree.texts`, or -1 when the leaf is not a label.
  var text = -1
  /// Intrinsic width and height in points; NaN: no intrinsic size.
  var intrinsicWidth = Double.nan
  var intrinsicHeight = Double.nan
  var hugging = PriorityPair.defaultHugging
  var compression = PriorityPair.defaultCompression
  /// Leaf baselines from the top in points; NaN: the bottom.
  var firstBaseline = Double.nan
  var lastBaseline = Double.nan
  var isHorizontal = true
  var distribution = Distribution.fill
  var alignment = Alignment.fill
  var spacing = 0.0
  /// Custom spacing after this node in its parent stack, in points; NaN: none.
  var spacingAfter = Double.nan
  /// The effective margins: zero unless `isLayoutMarginsRelativeArrangement`.
  var margins = Insets.zero
}

/// A stack tree flattened into arrays in depth-first pre-order (root = 0),
/// so the solver walks indices instead of nested values.
struct FlatTree: Sendable {
  var nodes: [FlatNode] = []
  var children: [Int] = []
  var ids: [String] = []
  var texts: [TextSpec] = []

  init(_ root: LayoutNode) {
    nodes.reserveCapacity(64)
    ids.reserveCapacity(64)
    children.reserveCapacity(64)
    _ = withUnsafePointer(to: root) { add($0, parent: -1, spacingAfter: .nan) }
  }

  @discardableResult
  private mutating func add(
    _ pointer: UnsafePointer<LayoutNode>, parent: Int, spacingAfter: Double
  ) -> Int {
    // Reading through a pointer avoids copying each `LayoutNode` (its id,
    // content payload and arrays) on the way down.
    let index = nodes.count
    var flat = FlatNode()
    flat.isHidden = pointer.pointee.isHidden
    flat.spacingAfter = spacingAfter
    flat.parent = parent
    ids.append(pointer.pointee.id)
    switch pointer.pointee.content {
    case .leaf(let leaf):
      flat.intrinsicWidth = leaf.intrinsicWidth ?? .nan
      flat.intrinsicHeight = leaf.intrinsicHeight ?? .nan
      flat.hugging = leaf.hugging
      flat.compression = leaf.compression
      flat.firstBaseline = leaf.firstBaseline ?? .nan
      flat.lastBaseline = leaf.lastBaseline ?? .nan
      if let text = leaf.text {
        flat.text = texts.count
        texts.append(text)
      }
      nodes.append(flat)
    case .stack(let stack):
      flat.isStack = true
      flat.isHorizontal = stack.axis == .horizontal
      flat.distribution = stack.distribution
      flat.alignment = stack.alignment
      flat.spacing = stack.spacing
      flat.margins = stack.isLayoutMarginsRelativeArrangement ? stack.margins : .zero
      // Reserve this stack's contiguous run of child slots; grandchildren
      // append theirs after it.
      flat.firstChild = children.count
      flat.childCount = stack.items.count
      for _ in 0..<stack.items.count { children.append(0) }
      nodes.append(flat)
      let hasCustom = !stack.customSpacing.isEmpty
      let first = flat.firstChild
      stack.items.withUnsafeBufferPointer { items in
        for k in items.indices {
          let after = hasCustom ? (stack.customSpacing[items[k].id] ?? .nan) : .nan
          children[first + k] = add(items.baseAddress! + k, parent: index, spacingAfter: after)
        }
      }
    }
    return index
  }
}
