extension SolvePass {
  /// Sizes and places the items of stack `i` along its axis in `available`
  /// points (nil: unconstrained), from each item's `length`. Writes `size`,
  /// `offset` and `gapAfter` of every item; returns the content length.
  mutating func distribute(_ i: Int, available: Double?, report: Bool) -> Double {
    let node = NodeRef(nodes + i)
    s[i].needsReport = false
    visibleStart = node.firstChild
    visibleCount = 0
    var sumLength = 0.0
    var maxLength = 0.0
    var gaps = 0.0
    var maxGap = -Double.infinity
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = children[k]
      if nodes[c].isHidden {
        s[c].size = 0
        continue
      }
      if let prev = visible.last {
        let gap = gapAfter(prev, in: node)
        s[prev].gapAfter = gap
        gaps += gap
        maxGap = max(maxGap, gap)
      }
      let length = s[c].length
      s[c].size = length
      sumLength += length
      maxLength = max(maxLength, length)
      visibleStorage[visibleStart + visibleCount] = c
      visibleCount += 1
    }
    guard let lastVisible = visible.last else {
      for k in node.firstChild..<end { s[children[k]].offset = 0 }
      return 0
    }
    s[lastVisible].gapAfter = 0
    let n = Double(visible.count)
    switch node.distribution {
    case .fill:
      if let available {
        let surplus = available - sumLength - gaps
        if surplus > epsilon {
          giveSurplus(i, surplus, report: report)
        } else if surplus < -epsilon {
          shrink(i, by: -surplus, report: report)
        }
      }
    case .fillEqually:
      fillEqually(available: available, gaps: gaps, count: n, maxLength: maxLength)
    case .fillProportionally:
      if let available {
        fillProportionally(i, available: available, sumLength: sumLength, gaps: gaps)
      }
    case .equalSpacing:
      if visible.count == 1 {
        if let available { s[lastVisible].size = available }
      } else {
        var gap = maxGap
        if let available { gap = max((available - sumLength) / (n - 1), maxGap) }
        for c in visible.dropLast() { s[c].gapAfter = gap }
        if let available, sumLength + gap * (n - 1) > available + epsilon {
          shrink(i, by: sumLength + gap * (n - 1) - available, report: report)
        }
      }
    case .equalCentering:
      equalCentering(i, available: available, report: report)
    }
    // Negative spacing overlaps items as in UIKit; the stack's own length
    // stops at 0, and items reaching past either end are an overflow.
    let total = max(placeAlong(node), 0)
    if let available, total > available + epsilon {
      s[i].needsReport = true
      if report {
        note(
          .overflow, i,
          "content needs \(formatPoints(total)) pt along the axis but \(formatPoints(available)) pt are available"
        )
      }
    } else if itemsStart < -epsilon || itemsEnd > (available ?? total) + epsilon {
      s[i].needsReport = true
      if report {
        note(
          .overflow, i,
          "negative spacing puts items from \(formatPoints(itemsStart)) to \(formatPoints(itemsEnd)) pt along the axis, outside the stack's \(formatPoints(available ?? total)) pt"
        )
      }
    }
    return total
  }

  /// Every visible item gets (W − spacing) / n; unconstrained: the largest.
  private mutating func fillEqually(
    available: Double?, gaps: Double, count: Double, maxLength: Double
  ) {
    let each = available.map { max(($0 - gaps) / count, 0) } ?? maxLength
    for c in visible { s[c].size = each }
  }

  /// m_i = ℓ_i / (Σℓ + spacing): spacing counts in the denominator, so the
  /// last item with a positive length (lowest priority) absorbs the error.
  /// Each m_i applies to the stack's whole length, margins included (UIKit
  /// measured: a 200-pt stack with 10-pt margins and items of 25 and 75 lays
  /// them out 50 and 130), so the margins, like the spacing, come out of the
  /// last item.
  private mutating func fillProportionally(
    _ i: Int, available: Double, sumLength: Double, gaps: Double
  ) {
    let margins = nodes[i].margins
    let alongMargins =
      nodes[i].isHorizontal ? margins.left + margins.right : margins.top + margins.bottom
    let canvas = available + alongMargins
    var absorber = -1
    for c in visible where s[c].length > 0 { absorber = c }
    guard absorber >= 0 else {
      fillEqually(available: available, gaps: gaps, count: Double(visible.count), maxLength: 0)
      return
    }
    let denominator = sumLength + gaps
    guard denominator > epsilon else {
      // Negative spacing outweighing the items: no proportions to keep.
      fillEqually(available: available, gaps: gaps, count: Double(visible.count), maxLength: 0)
      return
    }
    // One ratio, so a canvas of exactly Σℓ + G gives every item exactly ℓ
    // (7 / 25 × 25 is 7.000000000000001; 7 × (25 / 25) is 7).
    let ratio = canvas / denominator
    var used = gaps
    for c in visible where c != absorber {
      let length = s[c].length
      let size = length > 0 ? length * ratio : 0
      s[c].size = size
      used += size
    }
    s[absorber].size = max(available - used, 0)
  }

  /// Gives the whole surplus to the visible item with the lowest hugging;
  /// ties go to the first by index.
  private mutating func giveSurplus(_ i: Int, _ surplus: Double, report: Bool) {
    var winner = visible[0]
    var lowest = s[winner].hug(horizontal: nodes[i].isHorizontal)
    var ties = 1
    let horizontal = nodes[i].isHorizontal
    for c in visible.dropFirst() {
      let hug = s[c].hug(horizontal: horizontal)
      if hug < lowest {
        lowest = hug
        winner = c
        ties = 1
      } else if hug == lowest {
        ties += 1
      }
    }
    s[winner].size += surplus
    if ties > 1 { s[i].needsReport = true }
    if report && ties > 1 {
      if lowest == 0 {
        note(
          .ambiguous, i,
          "\(ties) items have no intrinsic length; the first, \(ids[winner]), takes the "
            + "\(formatPoints(surplus)) pt surplus")
      } else {
        note(
          .tieResolvedByIndex, i,
          "\(ties) items share the lowest hugging priority \(formatPoints(lowest)); the first, "
            + "\(ids[winner]), takes the \(formatPoints(surplus)) pt surplus")
      }
    }
  }

  /// Takes `amount` from the visible items, lowest compression resistance
  /// first, each down to 0, before the next level; within a level the first
  /// by index shrinks first. Required (1000) items never shrink.
  mutating func shrink(_ i: Int, by amount: Double, report: Bool) {
    let horizontal = nodes[i].isHorizontal
    s[i].needsReport = true
    // Vertical compression needs natural heights, whose fits distribute
    // the items' own stacks: keep this stack's visible list.
    let (start, count) = (visibleStart, visibleCount)
    for c in visible { s[c].shrinkCR = horizontal ? s[c].crH : verticalCompression(c) }
    (visibleStart, visibleCount) = (start, count)
    var remaining = amount
    var level = -Double.infinity
    while remaining > epsilon {
      var next = Double.infinity
      for c in visible {
        let cr = s[c].shrinkCR
        if cr > level && cr < next && cr < 1000 && s[c].size > 0 { next = cr }
      }
      if next == .infinity { break }
      level = next
      var shared = 0
      var first = -1
      for c in visible where s[c].shrinkCR == level {
        guard s[c].size > 0 else { continue }
        shared += 1
        guard remaining > epsilon else { continue }
        if first < 0 { first = c }
        let take = min(s[c].size, remaining)
        s[c].size -= take
        remaining -= take
      }
      if report && remaining <= epsilon && shared > 1 {
        note(
          .tieResolvedByIndex, i,
          "\(shared) items share the lowest compression resistance \(formatPoints(level)); the "
            + "first, \(ids[first]), shrinks first")
      }
    }
  }

  /// Writes offsets along the axis from sizes and gaps; a hidden item is
  /// parked at the preceding visible item's trailing edge + half the gap.
  private mutating func placeAlong(_ node: NodeRef) -> Double {
    var position = 0.0
    var lastTrail = 0.0
    var lastVisible = -1
    itemsStart = 0
    itemsEnd = 0
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = children[k]
      if nodes[c].isHidden {
        s[c].offset =
          lastVisible >= 0 ? lastTrail + gapAfter(lastVisible, in: node) / 2 : 0
        continue
      }
      s[c].offset = position
      itemsStart = min(itemsStart, position)
      position += s[c].size
      itemsEnd = max(itemsEnd, position)
      lastTrail = position
      lastVisible = c
      position += s[c].gapAfter
    }
    return position
  }

}

/// Lengths within this many points count as equal.
let epsilon = 1e-9
