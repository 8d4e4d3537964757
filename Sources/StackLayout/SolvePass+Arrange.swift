extension SolvePass {
  /// Places stack `i`'s items across its axis in `available` points (nil:
  /// the fitting cross length) from each item's `crossLength` and baselines.
  /// Writes `crossSize` and `crossOffset`; returns the cross length used.
  mutating func placeCross(_ i: Int, available: Double?) -> Double {
    let node = NodeRef(nodes + i)
    let horizontal = node.isHorizontal
    var alignment = node.alignment
    if !horizontal {
      // Baselines are valid for horizontal stacks only (as FDStackView does).
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    let end = node.firstChild + node.childCount
    let byBaseline = alignment == .firstBaseline || alignment == .lastBaseline
    var above = 0.0
    var below = 0.0
    var largest = 0.0
    let hiddenCount = hiddenItemsCountAcross(node)
    for k in node.firstChild..<end {
      let c = children[k]
      let length = crossLength(c, horizontal: horizontal)
      if nodes[c].isHidden {
        if hiddenCount { largest = max(largest, length) }
        continue
      }
      largest = max(largest, length)
      if byBaseline {
        let baseline =
          alignment == .firstBaseline
          ? s[c].firstBaseline : s[c].lastBaseline
        above = max(above, baseline)
        below = max(below, length - baseline)
      }
    }
    let cross = available ?? (byBaseline ? above + below : largest)
    for k in node.firstChild..<end {
      let c = children[k]
      let length = crossLength(c, horizontal: horizontal)
      var size = min(length, cross)
      var offset = 0.0
      switch alignment {
      case .fill:
        size = cross
      case .leading:
        break
      case .center:
        offset = (cross - size) / 2
      case .trailing:
        offset = cross - size
      case .firstBaseline, .lastBaseline:
        size = length
        if !nodes[c].isHidden {
          let baseline =
            alignment == .firstBaseline
            ? s[c].firstBaseline : s[c].lastBaseline
          offset = above - baseline
        }
      }
      s[c].crossSize = size
      s[c].crossOffset = offset
    }
    return cross
  }

  /// Whether stack `node`'s hidden items count toward its length across its
  /// axis: only under alignment `fill`, and only while an item is visible.
  /// UIKit hides an item along the axis alone (`UISV-hiding`); under `fill`
  /// its `UISV-alignment` edges stay tied to the visible items' (kean's
  /// constraint dumps; iOS 26.1 adds alignment constraints for every item),
  /// so its compression resistance holds the stack as long across as the
  /// item. The other alignments bound the items with the spanner guide, whose
  /// constraints to hidden items iOS 26.1 switches off
  /// (`-[_UILayoutArrangement _updateSpanningLayoutGuideConstraintsIfNecessary]`);
  /// with every item hidden the canvas collapses.
  func hiddenItemsCountAcross(_ node: NodeRef) -> Bool {
    guard node.alignment == .fill else { return false }
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end where !nodes[children[k]].isHidden { return true }
    return false
  }

  /// An item's intrinsic cross length; 0 without one (ambiguity suppression).
  @inline(__always)
  private func crossLength(_ c: Int, horizontal: Bool) -> Double {
    let has = horizontal ? s[c].hasHeight : s[c].hasWidth
    return has ? s[c].crossLength : 0
  }

  /// Gives node `i` its frame (relative to the root) and lays out its
  /// subtree. Nothing inside a hidden item reports diagnostics.
  mutating func arrange(
    _ i: Int, x: Double, y: Double, width: Double, height: Double, hidden: Bool
  ) {
    frames[i] = Rect(x: x, y: y, width: width, height: height)
    let node = NodeRef(nodes + i)
    guard node.isStack else {
      if !hidden { checkLeaf(i, node, width: width, height: height) }
      if node.text >= 0 { _ = fit(i, width: width) }
      return
    }
    let m = node.margins
    let innerX = x + m.left
    let innerY = y + m.top
    let innerW = max(width - m.left - m.right, 0)
    let innerH = max(height - m.top - m.bottom, 0)
    let current =
      s[i].laidOutWidth == width && s[i].laidOutHeight == height && !s[i].needsReport
    if current {
      // The fitting pass laid the items out at exactly this size.
    } else if node.isHorizontal {
      let end = node.firstChild + node.childCount
      for k in node.firstChild..<end {
        let c = children[k]
        natural(c)
        s[c].length = s[c].naturalWidth
      }
      _ = distribute(i, available: innerW, report: !hidden)
      measureCross(i, node)
      _ = placeCross(i, available: innerH)
    } else {
      measureAlong(i, node, crossAvailable: innerW)
      _ = distribute(i, available: innerH, report: !hidden)
    }
    s[i].laidOutWidth = width
    s[i].laidOutHeight = height
    if !hidden { reportCrossOverflow(i, node, available: node.isHorizontal ? innerH : innerW) }
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = children[k]
      let item = s + c
      let childHidden = hidden || nodes[c].isHidden
      if node.isHorizontal {
        arrange(
          c, x: innerX + item.pointee.offset, y: innerY + item.pointee.crossOffset,
          width: item.pointee.size,
          height: item.pointee.crossSize, hidden: childHidden)
      } else {
        arrange(
          c, x: innerX + item.pointee.crossOffset, y: innerY + item.pointee.offset,
          width: item.pointee.crossSize,
          height: item.pointee.size, hidden: childHidden)
      }
    }
  }

  /// Reports visible items reaching past the stack across its axis
  /// (baseline alignment keeps each item's height, so items taller than a
  /// fixed canvas stick out).
  private mutating func reportCrossOverflow(_ i: Int, _ node: NodeRef, available: Double) {
    var low = 0.0
    var high = 0.0
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end where !nodes[children[k]].isHidden {
      let item = s + children[k]
      low = min(low, item.pointee.crossOffset)
      high = max(high, item.pointee.crossOffset + item.pointee.crossSize)
    }
    guard low < -epsilon || high > available + epsilon else { return }
    note(
      .overflow, i,
      "items reach from \(formatPoints(low)) to \(formatPoints(high)) pt across the axis but \(formatPoints(available)) pt are available"
    )
  }

  /// Reports a leaf laid out smaller than its intrinsic size.
  private mutating func checkLeaf(_ i: Int, _ node: NodeRef, width: Double, height: Double) {
    natural(i)
    let own = s + i
    if node.text >= 0 {
      guard own.pointee.hasHeight else { return }
      let needed = fit(i, width: width)
      if height < needed - 1e-6 {
        note(
          .compressed, i,
          "label height \(formatPoints(height)) pt < \(formatPoints(needed)) pt needed at "
            + "\(formatPoints(width)) pt wide")
      }
      return
    }
    if own.pointee.hasWidth && width < node.intrinsicWidth - 1e-6 {
      note(
        .compressed, i,
        "width \(formatPoints(width)) pt < intrinsic \(formatPoints(node.intrinsicWidth)) pt")
    }
    if own.pointee.hasHeight && height < node.intrinsicHeight - 1e-6 {
      note(
        .compressed, i,
        "height \(formatPoints(height)) pt < intrinsic \(formatPoints(node.intrinsicHeight)) pt")
    }
  }
}
