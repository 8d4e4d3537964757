import Geometry

/// How a stack divides its length: each item's proposal and chosen size,
/// the gaps after each item and the stack's own size, in points.
struct StackPlan {
  var proposals: [ProposedSize]
  var sizes: [PointSize]
  /// `gaps[i]` stands between item i and item i + 1.
  var gaps: [Double]
  var size: PointSize
}

extension LayoutPass {
  /// The gaps between a stack's items: `spacing` when given, else the
  /// platform spacing (8 points), 0 next to a Spacer.
  static func gaps(_ items: [LayoutView], spacing: Double?) -> [Double] {
    guard items.count > 1 else { return [] }
    return (0..<items.count - 1).map { index in
      if let spacing { return spacing }
      return items[index].isSpacer || items[index + 1].isSpacer
        ? 0 : ProposalLayout.platformSpacing
    }
  }

  /// Divides an HStack's or VStack's proposed length. Spacing comes off
  /// first; then layout-priority groups, highest first, each after setting
  /// aside the minimum lengths of the lower groups; in a group the items go
  /// from least to most flexible (maximum − minimum length, found by
  /// proposing 0 and ∞), each proposed an equal share of what is left.
  /// A nil or infinite length is proposed to every item as it is.
  func stackPlan(_ node: ViewNode, axis: StackAxis, spacing: Double?, _ proposal: ProposedSize)
    -> StackPlan
  {
    node.plan(proposal) { makeStackPlan(node, axis: axis, spacing: spacing, proposal) }
  }

  private func makeStackPlan(
    _ node: ViewNode, axis: StackAxis, spacing: Double?, _ proposal: ProposedSize
  ) -> StackPlan {
    let items = node.items
    let across = proposal.across(axis)
    var proposals = Array(repeating: proposal, count: items.count)
    if let length = proposal.along(axis), length.isFinite {
      let left = length - node.gaps.reduce(0, +)
      if left > 0 {
        distribute(left, among: node, axis: axis, across: across, into: &proposals)
      } else {
        // Nothing is left after the spacing: every item is proposed 0.
        proposals = Array(repeating: .on(axis, along: 0, across: across), count: items.count)
      }
    }
    let sizes = items.indices.map { size(items[$0], layer: items[$0].outermost, proposals[$0]) }
    let along = sizes.reduce(0) { $0 + $1.along(axis) } + node.gaps.reduce(0, +)
    let thickest = sizes.map { $0.across(axis) }.max() ?? 0
    return StackPlan(
      proposals: proposals, sizes: sizes, gaps: node.gaps,
      size: .on(axis, along: along, across: thickest))
  }

  /// Proposes the stack's items their shares of `length` (what is left
  /// after the spacing), priority group by priority group, least flexible
  /// first (see ``stackPlan(_:axis:spacing:_:)``). Scratch lengths live on
  /// the stack, not the heap: this runs for every proposal a stack meets.
  private func distribute(
    _ length: Double, among node: ViewNode, axis: StackAxis, across: Double?,
    into proposals: inout [ProposedSize]
  ) {
    let items = node.items
    withUnsafeTemporaryAllocation(of: Double.self, capacity: items.count * 2) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { order in
        for index in items.indices {
          let item = items[index]
          let least = size(item, layer: item.outermost, .on(axis, along: 0, across: across))
          let most = size(item, layer: item.outermost, .on(axis, along: .infinity, across: across))
          let range = most.along(axis) - least.along(axis)
          scratch[index] = least.along(axis)
          scratch[items.count + index] = range.isNaN ? .infinity : range
        }
        var remaining = length
        for group in node.priorityGroups {
          var left = remaining
          var members = 0
          for index in items.indices {
            let priority = items[index].view.layoutPriority
            if priority < group { left -= scratch[index] }
            if priority == group {
              order[members] = index
              members += 1
            }
          }
          let flexibility = scratch.baseAddress! + items.count
          var groupOrder = UnsafeMutableBufferPointer(rebasing: order[0..<members])
          groupOrder.sort { (flexibility[$0], $0) < (flexibility[$1], $1) }
          for turn in 0..<members {
            let index = order[turn]
            let share = max(0, left / Double(members - turn))
            proposals[index] = .on(axis, along: share, across: across)
            let chosen = size(items[index], layer: items[index].outermost, proposals[index])
              .along(axis)
            left -= chosen
            remaining -= chosen
          }
        }
      }
    }
  }
}
