extension LayoutEngine {
  /// Computes the natural (unconstrained) width of node `i`, whether it has
  /// an intrinsic size per axis, and its effective priorities. Memoised.
  mutating func natural(_ i: Int) {
    if scratch[i].naturalValid { return }
    let node = tree.nodes[i]
    if !node.isStack {
      naturalLeaf(i, node)
    } else {
      naturalStack(i, node)
    }
    scratch[i].naturalValid = true
    scratch[i].naturalHeight = fit(i, width: scratch[i].naturalWidth)
  }

  private mutating func naturalLeaf(_ i: Int, _ node: FlatNode) {
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
    scratch[i].naturalWidth = width
    scratch[i].hasWidth = hasW
    scratch[i].hasHeight = hasH
    // An item with no intrinsic length has no hugging or compression there.
    scratch[i].hugH = hasW ? node.hugging.horizontal : 0
    scratch[i].crH = hasW ? node.compression.horizontal : 0
    scratch[i].hugV = hasH ? node.hugging.vertical : 0
    scratch[i].crV = hasH ? node.compression.vertical : 0
  }

  /// A stack's effective hugging / compression resistance is what its content
  /// offers: along its axis, the lowest item's for `fill` (one item absorbs),
  /// the highest for the equal kinds (all items must grow), 49 (canvas fit)
  /// for the spacing kinds; across, the highest for alignment `fill`, else 51
  /// (the spanner's fit), 49 for baselines. Compression across: the highest
  /// among the items with the largest cross length.
  private mutating func naturalStack(_ i: Int, _ node: FlatNode) {
    let horizontal = node.isHorizontal
    var total = 0.0
    var maxCross = 0.0
    var minHug = Double.infinity
    var maxHug = 0.0
    var minCR = Double.infinity
    var maxCR = 0.0
    var maxLength = -1.0
    var crOfLongest = 0.0
    var maxCrossHug = 0.0
    var visible = 0
    var gapMax = 0.0
    var sumLength = 0.0
    var lastVisible = -1
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = tree.children[k]
      natural(c)
      if tree.nodes[c].isHidden { continue }
      let cs = scratch[c]
      let along = horizontal ? cs.naturalWidth : cs.naturalHeight
      let cross = horizontal ? cs.naturalHeight : cs.naturalWidth
      let hug = cs.hug(horizontal: horizontal)
      let cr = cs.cr(horizontal: horizontal)
      minHug = min(minHug, hug)
      maxHug = max(maxHug, hug)
      minCR = min(minCR, cr)
      maxCR = max(maxCR, cr)
      if along > maxLength {
        maxLength = along
        crOfLongest = cr
      } else if along == maxLength {
        crOfLongest = max(crOfLongest, cr)
      }
      maxCrossHug = max(maxCrossHug, cs.hug(horizontal: !horizontal))
      maxCross = max(maxCross, cross)
      if lastVisible >= 0 { total += gapAfter(lastVisible, in: node) }
      gapMax = max(gapMax, lastVisible >= 0 ? gapAfter(lastVisible, in: node) : 0)
      sumLength += along
      lastVisible = c
      visible += 1
    }
    var crossCR = 0.0
    for k in node.firstChild..<end {
      let c = tree.children[k]
      if tree.nodes[c].isHidden { continue }
      let cs = scratch[c]
      if (horizontal ? cs.naturalHeight : cs.naturalWidth) == maxCross {
        crossCR = max(crossCR, cs.cr(horizontal: !horizontal))
      }
    }
    // Along the axis: the unconstrained content length.
    var alongHug: Double
    var alongCR: Double
    switch node.distribution {
    case .fill:
      alongHug = minHug
      alongCR = minCR
    case .fillEqually:
      alongHug = maxHug
      alongCR = crOfLongest
    case .fillProportionally:
      alongHug = maxHug
      alongCR = maxCR
    case .equalSpacing, .equalCentering:
      alongHug = 49
      alongCR = minCR
    }
    var crossHug: Double
    switch node.alignment {
    case .fill: crossHug = maxCrossHug
    case .firstBaseline, .lastBaseline: crossHug = horizontal ? 49 : 51
    default: crossHug = 51
    }
    if visible == 0 {
      // The canvas collapses (the spanner's fit drops to 0.001).
      alongHug = 0.001
      alongCR = 1000
      crossHug = 0.001
      crossCR = 1000
    }
    scratch[i].hasWidth = true
    scratch[i].hasHeight = true
    scratch[i].hugH = horizontal ? alongHug : crossHug
    scratch[i].hugV = horizontal ? crossHug : alongHug
    scratch[i].crH = horizontal ? alongCR : crossCR
    scratch[i].crV = horizontal ? crossCR : alongCR
    if horizontal {
      for k in node.firstChild..<end {
        let c = tree.children[k]
        scratch[c].length = scratch[c].naturalWidth
      }
      scratch[i].naturalWidth =
        distribute(i, available: nil, report: false) + node.margins.left + node.margins.right
    } else {
      scratch[i].naturalWidth = maxCross + node.margins.left + node.margins.right
    }
  }

  /// The collapsed gap after visible item `c` of `stack`, in points.
  @inline(__always)
  func gapAfter(_ c: Int, in stack: FlatNode) -> Double {
    let custom = tree.nodes[c].spacingAfter
    return snapped(custom.isNaN ? stack.spacing : custom)
  }

  /// The height of node `i` when exactly `width` points wide (height for
  /// width), with its first and last baselines. Cached per width.
  mutating func fit(_ i: Int, width: Double) -> Double {
    if scratch[i].fitWidth == width { return scratch[i].fitHeight }
    let node = tree.nodes[i]
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
    scratch[i].fitWidth = width
    scratch[i].fitHeight = height
    scratch[i].fitFirstBaseline = first
    scratch[i].fitLastBaseline = last
    return height
  }

  /// Lays out a horizontal stack's items along its axis at `width`, then
  /// measures each at its width; the cross fit gives the height.
  private mutating func fitHorizontal(
    _ i: Int, _ node: FlatNode, width: Double
  ) -> (Double, Double, Double) {
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = tree.children[k]
      natural(c)
      scratch[c].length = scratch[c].naturalWidth
    }
    let inner = max(width - node.margins.left - node.margins.right, 0)
    _ = distribute(i, available: inner, report: false)
    measureCross(i, node)
    let content = placeCross(i, available: nil)
    // The tallest visible item supplies the baselines.
    var tallest = -1
    for k in node.firstChild..<end {
      let c = tree.children[k]
      if tree.nodes[c].isHidden { continue }
      if tallest < 0 || scratch[c].crossSize > scratch[tallest].crossSize { tallest = c }
    }
    let height = content + node.margins.top + node.margins.bottom
    guard tallest >= 0 else { return (height, height, height) }
    let top = node.margins.top + scratch[tallest].crossOffset
    return (height, top + scratch[tallest].firstBaseline, top + scratch[tallest].lastBaseline)
  }

  /// Sets each item's cross length (and baselines) of a horizontal stack
  /// from its height at its current width `size`.
  mutating func measureCross(_ i: Int, _ node: FlatNode) {
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = tree.children[k]
      if tree.nodes[c].isHidden {
        scratch[c].crossLength = scratch[c].naturalHeight
        scratch[c].firstBaseline = 0
        scratch[c].lastBaseline = 0
        continue
      }
      scratch[c].crossLength = fit(c, width: scratch[c].size)
      scratch[c].firstBaseline = scratch[c].fitFirstBaseline
      scratch[c].lastBaseline = scratch[c].fitLastBaseline
    }
  }

  /// Gives a vertical stack's items their widths by alignment, then measures
  /// each item's height at that width; the unconstrained distribution gives
  /// the height.
  private mutating func fitVertical(
    _ i: Int, _ node: FlatNode, width: Double
  ) -> (Double, Double, Double) {
    let inner = max(width - node.margins.left - node.margins.right, 0)
    measureAlong(i, node, crossAvailable: inner)
    let content = distribute(i, available: nil, report: false)
    let height = content + node.margins.top + node.margins.bottom
    var first = -1
    var last = -1
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = tree.children[k]
      if tree.nodes[c].isHidden { continue }
      if first < 0 { first = c }
      last = c
    }
    guard first >= 0 else { return (height, height, height) }
    let top = node.margins.top
    return (
      height, top + scratch[first].offset + scratch[first].firstBaseline,
      top + scratch[last].offset + scratch[last].lastBaseline
    )
  }

  /// For a vertical stack: places items across (widths) in `crossAvailable`
  /// points and sets each item's length along the axis to its height there.
  mutating func measureAlong(_ i: Int, _ node: FlatNode, crossAvailable: Double) {
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = tree.children[k]
      natural(c)
      scratch[c].crossLength = scratch[c].naturalWidth
    }
    _ = placeCross(i, available: crossAvailable)
    for k in node.firstChild..<end {
      let c = tree.children[k]
      if tree.nodes[c].isHidden {
        scratch[c].length = 0
        continue
      }
      scratch[c].length = fit(c, width: scratch[c].crossSize)
      scratch[c].firstBaseline = scratch[c].fitFirstBaseline
      scratch[c].lastBaseline = scratch[c].fitLastBaseline
    }
  }
}
