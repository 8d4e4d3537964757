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
  static func gaps(_ items: [ViewNode], spacing: Double?) -> [Double] {
    guard items.count > 1 else { return [] }
    return (0..<items.count - 1).map { index in
      if let spacing { return spacing }
      return items[index].view.isSpacer || items[index + 1].view.isSpacer
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
    let items = node.items
    let gaps = Self.gaps(items, spacing: spacing)
    let across = proposal.across(axis)
    var proposals = Array(repeating: proposal, count: items.count)
    if let length = proposal.along(axis), length.isFinite {
      let minimum = items.map {
        size($0, layer: $0.outermost, .on(axis, along: 0, across: across)).along(axis)
      }
      let flexibility = items.indices.map { index -> Double in
        let maximum = size(
          items[index], layer: items[index].outermost, .on(axis, along: .infinity, across: across)
        ).along(axis)
        let range = maximum - minimum[index]
        return range.isNaN ? .infinity : range
      }
      let priority = items.map(\.view.layoutPriority)
      var remaining = length - gaps.reduce(0, +)
      for group in Set(priority).sorted(by: >) {
        let lower = items.indices.filter { priority[$0] < group }.map { minimum[$0] }
        var left = remaining - lower.reduce(0, +)
        let members = items.indices.filter { priority[$0] == group }
          .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        for (turn, index) in members.enumerated() {
          let share = max(0, left / Double(members.count - turn))
          proposals[index] = .on(axis, along: share, across: across)
          let chosen = size(items[index], layer: items[index].outermost, proposals[index])
            .along(axis)
          left -= chosen
          remaining -= chosen
        }
      }
    }
    let sizes = items.indices.map { size(items[$0], layer: items[$0].outermost, proposals[$0]) }
    let along = sizes.reduce(0) { $0 + $1.along(axis) } + gaps.reduce(0, +)
    let thickest = sizes.map { $0.across(axis) }.max() ?? 0
    return StackPlan(
      proposals: proposals, sizes: sizes, gaps: gaps,
      size: .on(axis, along: along, across: thickest))
  }
}
