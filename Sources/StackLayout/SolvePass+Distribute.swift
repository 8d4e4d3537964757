extension LayoutEngine {
  /// Sizes and places the items of stack `i` along its axis in `available`
  /// points (nil: unconstrained), from each item's `length`. Writes `size`,
  /// `offset` and `gapAfter` of every item; returns the content length.
  mutating func distribute(_ i: Int, available: Double?, report: Bool) -> Double {
    let node = tree.nodes[i]
    visible.removeAll(keepingCapacity: true)
    var sumLength = 0.0
    var maxLength = 0.0
    var gaps = 0.0
    var maxGap = -Double.infinity
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = tree.children[k]
      if tree.nodes[c].isHidden {
        scratch[c].size = 0
        continue
      }
      if let prev = visible.last {
        let gap = gapAfter(prev, in: node)
        scratch[prev].gapAfter = gap
        gaps += gap
        maxGap = max(maxGap, gap)
      }
      let length = scratch[c].length
      scratch[c].size = length
      sumLength += length
      maxLength = max(maxLength, length)
      visible.append(c)
    }
    guard let lastVisible = visible.last else {
      for k in node.firstChild..<end { scratch[tree.children[k]].offset = 0 }
      return 0
    }
    scratch[lastVisible].gapAfter = 0
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
        if let available { scratch[lastVisible].size = available }
      } else {
        var gap = maxGap
        if let available { gap = max((available - sumLength) / (n - 1), maxGap) }
        for c in visible.dropLast() { scratch[c].gapAfter = gap }
        if let available, sumLength + gap * (n - 1) > available + epsilon {
          shrink(i, by: sumLength + gap * (n - 1) - available, report: report)
        }
      }
    case .equalCentering:
      equalCentering(i, available: available, report: report)
    }
    let total = placeAlong(node)
    if report, let available, total > available + epsilon {
      note(
        .overflow, i,
        "content needs \(format(total)) pt along the axis but \(format(available)) pt are available"
      )
    }
    return total
  }

  /// Every visible item gets (W − spacing) / n; unconstrained: the largest.
  private mutating func fillEqually(
    available: Double?, gaps: Double, count: Double, maxLength: Double
  ) {
    let each = available.map { max(($0 - gaps) / count, 0) } ?? maxLength
    for c in visible { scratch[c].size = each }
  }

  /// m_i = ℓ_i / (Σℓ + spacing): spacing counts in the denominator, so the
  /// last item with a positive length (lowest priority) absorbs the error.
  private mutating func fillProportionally(
    _ i: Int, available: Double, sumLength: Double, gaps: Double
  ) {
    var absorber = -1
    for c in visible where scratch[c].length > 0 { absorber = c }
    guard absorber >= 0 else {
      fillEqually(available: available, gaps: gaps, count: Double(visible.count), maxLength: 0)
      return
    }
    let denominator = sumLength + gaps
    var used = gaps
    for c in visible where c != absorber {
      let length = scratch[c].length
      let size = length > 0 ? length / denominator * available : 0
      scratch[c].size = size
      used += size
    }
    scratch[absorber].size = max(available - used, 0)
  }

  /// Gives the whole surplus to the visible item with the lowest hugging;
  /// ties go to the first by index.
  private mutating func giveSurplus(_ i: Int, _ surplus: Double, report: Bool) {
    var winner = visible[0]
    var lowest = scratch[winner].hug(horizontal: tree.nodes[i].isHorizontal)
    var ties = 1
    let horizontal = tree.nodes[i].isHorizontal
    for c in visible.dropFirst() {
      let hug = scratch[c].hug(horizontal: horizontal)
      if hug < lowest {
        lowest = hug
        winner = c
        ties = 1
      } else if hug == lowest {
        ties += 1
      }
    }
    scratch[winner].size += surplus
    if report && ties > 1 {
      if lowest == 0 {
        note(
          .ambiguous, i,
          "\(ties) items have no intrinsic length; the first, \(tree.ids[winner]), takes the "
            + "\(format(surplus)) pt surplus")
      } else {
        note(
          .tieResolvedByIndex, i,
          "\(ties) items share the lowest hugging priority \(format(lowest)); the first, "
            + "\(tree.ids[winner]), takes the \(format(surplus)) pt surplus")
      }
    }
  }

  /// Takes `amount` from the visible items, lowest compression resistance
  /// first, each down to 0, before the next level; within a level the first
  /// by index shrinks first. Required (1000) items never shrink.
  mutating func shrink(_ i: Int, by amount: Double, report: Bool) {
    let horizontal = tree.nodes[i].isHorizontal
    var remaining = amount
    var level = -Double.infinity
    while remaining > epsilon {
      var next = Double.infinity
      for c in visible {
        let cr = scratch[c].cr(horizontal: horizontal)
        if cr > level && cr < next && cr < 1000 && scratch[c].size > 0 { next = cr }
      }
      if next == .infinity { break }
      level = next
      var shared = 0
      var first = -1
      for c in visible where scratch[c].cr(horizontal: horizontal) == level {
        guard scratch[c].size > 0 else { continue }
        shared += 1
        guard remaining > epsilon else { continue }
        if first < 0 { first = c }
        let take = min(scratch[c].size, remaining)
        scratch[c].size -= take
        remaining -= take
      }
      if report && remaining <= epsilon && shared > 1 {
        note(
          .tieResolvedByIndex, i,
          "\(shared) items share the lowest compression resistance \(format(level)); the "
            + "first, \(tree.ids[first]), shrinks first")
      }
    }
  }

  /// Writes offsets along the axis from sizes and gaps; a hidden item is
  /// parked at the preceding visible item's trailing edge + half the gap.
  private mutating func placeAlong(_ node: FlatNode) -> Double {
    var position = 0.0
    var lastTrail = 0.0
    var lastVisible = -1
    let end = node.firstChild + node.childCount
    for k in node.firstChild..<end {
      let c = tree.children[k]
      if tree.nodes[c].isHidden {
        scratch[c].offset =
          lastVisible >= 0 ? lastTrail + gapAfter(lastVisible, in: node) / 2 : 0
        continue
      }
      scratch[c].offset = position
      position += scratch[c].size
      lastTrail = position
      lastVisible = c
      position += scratch[c].gapAfter
    }
    return position
  }

  func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

/// Lengths within this many points count as equal.
let epsilon = 1e-9
