extension SolvePass {
  /// A stack's effective hugging / compression resistance is what its content
  /// offers: along its axis, the lowest item's for `fill` (one item absorbs),
  /// the highest for the equal kinds (all items must grow; for fillEqually
  /// compression, the longest item's), 49 (canvas fit) for the spacing kinds;
  /// across, the highest for alignment `fill`, else 51 (the spanner's fit),
  /// 49 for baselines; compression across: the highest among the items with
  /// the largest cross length. Everything that needs widths only is computed
  /// here; vertical compression (it needs heights) in ``verticalCompression``.
  mutating func naturalStack(_ i: Int, _ node: NodeRef) {
    let horizontal = node.isHorizontal
    var maxWidth = 0.0
    var crOfWidest = 0.0
    var minHug = Double.infinity
    var maxHug = 0.0
    var minCR = Double.infinity
    var maxCR = 0.0
    var maxCrossHug = 0.0
    var visible = 0
    var sumWidth = 0.0
    var gaps = 0.0
    var maxGap = 0.0
    var previous = -1
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end { natural(children[k]) }
    // Under `fill` hidden items count across (see `hiddenItemsCountAcross`):
    // a vertical stack's widths and every stack's cross hugging.
    let hiddenCount = hiddenItemsCountAcross(node)
    for k in node.firstChild..<end {
      let c = children[k]
      let hidden = nodes[c].isHidden
      if hidden && !hiddenCount { continue }
      let cs = s + c
      maxCrossHug = max(maxCrossHug, horizontal ? cs.pointee.hugV : cs.pointee.hugH)
      let width = cs.pointee.naturalWidth
      if !hidden || !horizontal {
        if width > maxWidth {
          maxWidth = width
          crOfWidest = cs.pointee.crH
        } else if width == maxWidth {
          crOfWidest = max(crOfWidest, cs.pointee.crH)
        }
      }
      if hidden { continue }
      let hug = horizontal ? cs.pointee.hugH : cs.pointee.hugV
      minHug = min(minHug, hug)
      maxHug = max(maxHug, hug)
      minCR = min(minCR, cs.pointee.crH)
      maxCR = max(maxCR, cs.pointee.crH)
      visible += 1
      sumWidth += width
      if previous >= 0 {
        let gap = gapAfter(previous, in: node)
        gaps += gap
        maxGap = visible == 2 ? gap : max(maxGap, gap)
      }
      previous = c
    }
    var alongHug: Double
    switch node.distribution {
    case .fill: alongHug = minHug
    case .fillEqually, .fillProportionally: alongHug = maxHug
    case .equalSpacing, .equalCentering: alongHug = 49
    }
    var crossHug: Double
    switch node.alignment {
    case .fill: crossHug = maxCrossHug
    case .firstBaseline, .lastBaseline: crossHug = horizontal ? 49 : 51
    default: crossHug = 51
    }
    var horizontalCR: Double
    if horizontal {
      switch node.distribution {
      case .fill, .equalSpacing, .equalCentering: horizontalCR = minCR
      case .fillEqually: horizontalCR = crOfWidest
      case .fillProportionally: horizontalCR = maxCR
      }
    } else {
      horizontalCR = crOfWidest
    }
    if visible == 0 {
      // The canvas collapses (the spanner's fit drops to 0.001).
      alongHug = 0.001
      crossHug = 0.001
      horizontalCR = 1000
    }
    s[i].hasWidth = true
    s[i].hasHeight = true
    s[i].hugH = horizontal ? alongHug : crossHug
    s[i].hugV = horizontal ? crossHug : alongHug
    s[i].crH = horizontalCR
    s[i].crVValid = false
    let margins = node.margins.left + node.margins.right
    if horizontal {
      // The unconstrained length along the axis, as `distribute` would find it.
      var content: Double
      let n = Double(visible)
      switch node.distribution {
      case .fill, .fillProportionally: content = sumWidth + gaps
      case .fillEqually: content = n * maxWidth + gaps
      case .equalSpacing: content = visible > 1 ? sumWidth + (n - 1) * maxGap : sumWidth
      case .equalCentering:
        for k in node.firstChild..<end {
          let c = children[k]
          s[c].length = s[c].naturalWidth
        }
        content = distribute(i, available: nil, report: false)
        s[i].laidOutWidth = .nan
      }
      // Overlap (negative spacing) never makes the stack shorter than 0.
      s[i].naturalWidth = (visible == 0 ? 0 : max(content, 0)) + margins
    } else {
      s[i].naturalWidth = maxWidth + margins
    }
  }

  /// Node `i`'s effective compression resistance along the vertical axis
  /// (the rules above, with natural heights). Memoised per solve.
  mutating func verticalCompression(_ i: Int) -> Double {
    natural(i)
    if !nodes[i].isStack || s[i].crVValid { return s[i].crV }
    let node = NodeRef(nodes + i)
    var maxHeight = -1.0
    var crOfTallest = 0.0
    var minCR = Double.infinity
    var maxCR = 0.0
    let end = node.firstChild + node.childCount
    // Hidden items count across a horizontal `fill` stack only.
    let hiddenCount = node.isHorizontal && hiddenItemsCountAcross(node)
    for k in node.firstChild..<end {
      let c = children[k]
      let hidden = nodes[c].isHidden
      if hidden && !hiddenCount { continue }
      let cr = verticalCompression(c)
      let height = naturalHeight(c)
      if height > maxHeight {
        maxHeight = height
        crOfTallest = cr
      } else if height == maxHeight {
        crOfTallest = max(crOfTallest, cr)
      }
      if hidden { continue }
      minCR = min(minCR, cr)
      maxCR = max(maxCR, cr)
    }
    var result: Double
    if maxHeight < 0 {
      result = 1000
    } else if node.isHorizontal {
      result = crOfTallest
    } else {
      switch node.distribution {
      case .fill, .equalSpacing, .equalCentering: result = minCR
      case .fillEqually: result = crOfTallest
      case .fillProportionally: result = maxCR
      }
    }
    s[i].crV = result
    s[i].crVValid = true
    return result
  }
}
