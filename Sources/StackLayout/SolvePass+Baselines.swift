extension SolvePass {
  /// The first and last baselines stack `i` vends, in points from its top
  /// (margins included), from its items as the last layout pass placed them
  /// (`offset` along a vertical stack, `crossOffset` across a horizontal one)
  /// with their baselines at their current size. `height` is the stack's
  /// own height, used when it vends no item: a stack without a baseline
  /// view aligns by its bottom, as a leaf without baselines does.
  func vendedBaselines(
    _ i: Int, _ node: NodeRef, height: Double
  ) -> (first: Double, last: Double) {
    let firstItem = baselineItem(of: node, first: true)
    let lastItem = baselineItem(of: node, first: false)
    let top = node.margins.top
    var first = height
    var last = height
    if firstItem >= 0 {
      first = top + itemTop(firstItem, in: node) + s[firstItem].firstBaseline
    }
    if lastItem >= 0 {
      last = top + itemTop(lastItem, in: node) + s[lastItem].lastBaseline
    }
    return (first, last)
  }

  /// The item whose baseline a stack vends as UIKit's
  /// `UIStackView.forFirstBaselineLayout` / `forLastBaselineLayout` picks it
  /// (iOS 26.1 UIKitCore, `-[UIStackView _shouldRequestTallestBaselineViewForFirst:]`
  /// and `-[_UIOrderedLayoutArrangement _baselineViewVendTallest:forFirstBaseline:]`):
  /// a vertical stack vends its first visible item for the first baseline
  /// and its last visible item for the last; a horizontal stack vends its
  /// tallest visible item for both when centred, for the last baseline when
  /// aligned top or by first baselines, for the first baseline when aligned
  /// bottom or by last baselines, and otherwise (and for `fill`) its first or
  /// last visible item. Tallest: the largest intrinsic height at the item's
  /// width, the first of equals, never an item 0 pt tall. -1: no item.
  func baselineItem(of node: NodeRef, first: Bool) -> Int {
    var tallest = false
    if node.isHorizontal {
      switch node.alignment {
      case .fill: tallest = false
      case .leading, .firstBaseline: tallest = !first
      case .center: tallest = true
      case .trailing, .lastBaseline: tallest = first
      }
    }
    let end = node.firstChild + node.childCount
    var chosen = -1
    var tallestHeight = 0.0
    for k in node.firstChild..<end {
      let c = children[k]
      if nodes[c].isHidden { continue }
      if tallest {
        let height = s[c].hasHeight ? s[c].crossLength : 0
        if height > tallestHeight {
          tallestHeight = height
          chosen = c
        }
      } else {
        chosen = c
        if first { break }
      }
    }
    return chosen
  }

  /// Where item `c` starts across a horizontal stack or along a vertical
  /// one, in points from the stack's canvas top.
  @inline(__always)
  private func itemTop(_ c: Int, in node: NodeRef) -> Double {
    node.isHorizontal ? s[c].crossOffset : s[c].offset
  }
}
