extension SolvePass {
  /// Computes the natural (unconstrained) width of node `i`, whether it has
  /// an intrinsic size per axis, and its effective priorities. Memoised.
  @inline(__always)
  mutating func natural(_ i: Int) {
    if !s[i].naturalValid { computeNatural(i) }
  }

  private mutating func computeNatural(_ i: Int) {
    let node = NodeRef(nodes + i)
    if !node.isStack {
      naturalLeaf(i, node)
    } else {
      naturalStack(i, node)
    }
    s[i].naturalValid = true
  }

  /// The height of node `i` at its natural width (computed on demand: only
  /// vertical compression priorities and hidden items need it).
  mutating func naturalHeight(_ i: Int) -> Double {
    natural(i)
    if !s[i].naturalHeightValid {
      s[i].naturalHeight = fit(i, width: s[i].naturalWidth)
      s[i].naturalHeightValid = true
    }
    return s[i].naturalHeight
  }

  private mutating func naturalLeaf(_ i: Int, _ node: NodeRef) {
    var hasW = !node.intrinsicWidth.isNaN
    var hasH = !node.intrinsicHeight.isNaN
    var width = hasW ? node.intrinsicWidth : 0
    if node.text >= 0 {
      if let metrics = measureText(node.text, width: nil) {
        hasW = true
        hasH = true
        width = metrics.width
      } else {
        hasW = false
        hasH = false
        width = 0
      }
    }
    s[i].naturalWidth = width
    s[i].hasWidth = hasW
    s[i].hasHeight = hasH
    // An item with no intrinsic length has no hugging or compression there.
    s[i].hugH = hasW ? node.hugging.horizontal : 0
    s[i].crH = hasW ? node.compression.horizontal : 0
    s[i].hugV = hasH ? node.hugging.vertical : 0
    s[i].crV = hasH ? node.compression.vertical : 0
  }

  /// The collapsed gap after visible item `c` of `stack`, in points.
  @inline(__always)
  func gapAfter(_ c: Int, in stack: NodeRef) -> Double {
    let custom = nodes[c].spacingAfter
    return snapped(custom.isNaN ? stack.spacing : custom)
  }

  /// The height of node `i` when exactly `width` points wide (height for
  /// width), with its first and last baselines. Cached per width.
  mutating func fit(_ i: Int, width: Double) -> Double {
    if s[i].fitWidth == width { return s[i].fitHeight }
    let node = NodeRef(nodes + i)
    var height = 0.0
    var first = 0.0
    var last = 0.0
    if !node.isStack {
      if node.text >= 0 {
        if let metrics = measureText(node.text, width: width) {
          height = metrics.height
          first = metrics.firstBaseline
          last = metrics.lastBaseline
        }
      } else {
        height = node.intrinsicHeight.isNaN ? 0 : node.intrinsicHeight
        first = node.firstBaseline.isNaN ? height : node.firstBaseline
        last = node.lastBaseline.isNaN ? height : node.lastBaseline
      }
    } else if node.isHorizontal {
      (height, first, last) = fitHorizontal(i, node, width: width)
    } else {
      (height, first, last) = fitVertical(i, node, width: width)
    }
    s[i].fitWidth = width
    s[i].fitHeight = height
    s[i].fitFirstBaseline = first
    s[i].fitLastBaseline = last
    return height
  }

  /// Lays out a horizontal stack's items along its axis at `width`, then
  /// measures each at its width; the cross fit gives the height, and the
  /// items as placed there give the baselines (``vendedBaselines``).
  private mutating func fitHorizontal(
    _ i: Int, _ node: NodeRef, width: Double
  ) -> (Double, Double, Double) {
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = children[k]
      natural(c)
      s[c].length = s[c].naturalWidth
    }
    let inner = max(width - node.margins.left - node.margins.right, 0)
    _ = distribute(i, available: inner, report: false)
    measureCross(i, node)
    let content = placeCross(i, available: nil)
    let height = content + node.margins.top + node.margins.bottom
    s[i].laidOutWidth = width
    s[i].laidOutHeight = height
    let baselines = vendedBaselines(i, node, height: height)
    return (height, baselines.first, baselines.last)
  }

  /// Sets each item's cross length (and baselines) of a horizontal stack
  /// from its height at its current width `size`.
  mutating func measureCross(_ i: Int, _ node: NodeRef) {
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = children[k]
      if nodes[c].isHidden {
        s[c].crossLength = naturalHeight(c)
        s[c].firstBaseline = 0
        s[c].lastBaseline = 0
        continue
      }
      s[c].crossLength = fit(c, width: s[c].size)
      s[c].firstBaseline = s[c].fitFirstBaseline
      s[c].lastBaseline = s[c].fitLastBaseline
    }
  }

  /// Gives a vertical stack's items their widths by alignment, then measures
  /// each item's height at that width; the unconstrained distribution gives
  /// the height. The items are then laid out as `arrange` lays them out at
  /// that height, so it can keep them (see `distributesAgainWhenFitted`).
  private mutating func fitVertical(
    _ i: Int, _ node: NodeRef, width: Double
  ) -> (Double, Double, Double) {
    let inner = max(width - node.margins.left - node.margins.right, 0)
    measureAlong(i, node, crossAvailable: inner)
    let content = distribute(i, available: nil, report: false)
    let height = content + node.margins.top + node.margins.bottom
    if distributesAgainWhenFitted(node) {
      // The canvas as `arrange` works it out from the height.
      let canvas = max(height - node.margins.top - node.margins.bottom, 0)
      _ = distribute(i, available: canvas, report: false)
    }
    s[i].laidOutWidth = width
    s[i].laidOutHeight = height
    let baselines = vendedBaselines(i, node, height: height)
    return (height, baselines.first, baselines.last)
  }

  /// Whether a vertical stack's items, distributed at exactly its fitting
  /// content length, get other lengths than unconstrained: under
  /// `fillProportionally` with top or bottom margins, whose proportions apply
  /// to the whole length, margins included (a 1-pt top margin and items of
  /// 7 and 1 pt: 9 pt tall, the items 7 / 8 × 9 = 7.875 and 0.125 pt).
  /// Content that negative spacing makes shorter than 0 pt needs no second
  /// pass: its items reach outside the stack, so `needsReport` is set and
  /// `arrange` lays them out again anyway.
  private func distributesAgainWhenFitted(_ node: NodeRef) -> Bool {
    node.distribution == .fillProportionally && node.margins.top + node.margins.bottom != 0
  }

  /// For a vertical stack: places items across (widths) in `crossAvailable`
  /// points and sets each item's length along the axis to its height there.
  mutating func measureAlong(_ i: Int, _ node: NodeRef, crossAvailable: Double) {
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = children[k]
      natural(c)
      s[c].crossLength = s[c].naturalWidth
    }
    _ = placeCross(i, available: crossAvailable)
    for k in node.firstChild..<end {
      let c = children[k]
      if nodes[c].isHidden {
        s[c].length = 0
        continue
      }
      s[c].length = fit(c, width: s[c].crossSize)
      s[c].firstBaseline = s[c].fitFirstBaseline
      s[c].lastBaseline = s[c].fitLastBaseline
    }
  }
}
