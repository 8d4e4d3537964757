import Testing

@testable import StackLayout

/// Three items a, b, c in a stack 100 pt along × 40 pt across, spacing 5.
/// Along the axis the intrinsic lengths are 20, 30, 10 (c hugs at 249, so
/// `fill` gives it the surplus); across, 10, 20, 30. First baselines 8, 15,
/// 12; last baselines 2, 18, 26. Every distribution × alignment × axis is
/// checked against the product of the hand-computed along and across rows.
@Suite struct DistributionAlignmentTests {
  static let lengths = [20.0, 30, 10]
  static let crosses = [10.0, 20, 30]
  static let firstBaselines = [8.0, 15, 12]
  static let lastBaselines = [2.0, 18, 26]

  /// (offset, size) along the axis, in a 100 pt canvas.
  static func along(_ d: Distribution) -> [(Double, Double)] {
    switch d {
    case .fill:
      // surplus 100 − 60 − 10 = 30 → c (hug 249): 10 + 30 = 40
      return [(0, 20), (25, 30), (60, 40)]
    case .fillEqually:
      // (100 − 10) / 3 = 30
      return [(0, 30), (35, 30), (70, 30)]
    case .fillProportionally:
      // D = 60 + 10 = 70: a = 20/70 × 100 = 200/7, b = 300/7, c (last)
      // absorbs: 100 − 10 − 500/7 = 130/7 (not 100/7: the quirk)
      return [(0, 200.0 / 7), (200.0 / 7 + 5, 300.0 / 7), (570.0 / 7, 130.0 / 7)]
    case .equalSpacing:
      // gaps (100 − 60) / 2 = 20
      return [(0, 20), (40, 30), (90, 10)]
    case .equalCentering:
      // centres 10 … 95, step 42.5 → b centre 52.5, b at 37.5
      return [(0, 20), (37.5, 30), (90, 10)]
    }
  }

  /// (offset, size) across the axis, in a 40 pt canvas.
  static func across(_ a: Alignment, horizontal: Bool) -> [(Double, Double)] {
    switch a {
    case .fill: return [(0, 40), (0, 40), (0, 40)]
    case .leading: return [(0, 10), (0, 20), (0, 30)]
    case .center: return [(15, 10), (10, 20), (5, 30)]  // (40 − c) / 2
    case .trailing: return [(30, 10), (20, 20), (10, 30)]  // 40 − c
    case .firstBaseline:
      // top of the tallest-above: max(8, 15, 12) = 15 → 15 − b
      return horizontal ? [(7, 10), (0, 20), (3, 30)] : across(.leading, horizontal: false)
    case .lastBaseline:
      // max(2, 18, 26) = 26 → 26 − b
      return horizontal ? [(24, 10), (8, 20), (0, 30)] : across(.trailing, horizontal: false)
    }
  }

  static func tree(_ axis: Axis, _ d: Distribution, _ a: Alignment) -> LayoutNode {
    let horizontal = axis == .horizontal
    let items = (0..<3).map { k -> LayoutNode in
      let hug = k == 2 ? 249.0 : 250
      return .leaf(
        ["a", "b", "c"][k],
        LayoutNode.Leaf(
          intrinsicWidth: horizontal ? lengths[k] : crosses[k],
          intrinsicHeight: horizontal ? crosses[k] : lengths[k],
          hugging: PriorityPair(horizontal: hug, vertical: hug),
          firstBaseline: firstBaselines[k], lastBaseline: lastBaselines[k]))
    }
    return stack("s", axis, d, a, spacing: 5, items)
  }

  static let cases: [(Axis, Distribution, Alignment)] = Axis.allCases.flatMap { axis in
    Distribution.allCases.flatMap { d in Alignment.allCases.map { (axis, d, $0) } }
  }

  @Test(arguments: cases)
  func framesMatchHandComputedRows(axis: Axis, distribution: Distribution, alignment: Alignment) {
    let horizontal = axis == .horizontal
    let result = StackSolver().solve(
      Self.tree(axis, distribution, alignment), width: horizontal ? 100 : 40,
      height: horizontal ? 40 : 100)
    let along = Self.along(distribution)
    let across = Self.across(alignment, horizontal: horizontal)
    for (k, id) in ["a", "b", "c"].enumerated() {
      let expected =
        horizontal
        ? rect(along[k].0, across[k].0, along[k].1, across[k].1)
        : rect(across[k].0, along[k].0, across[k].1, along[k].1)
      #expect(close(result.frame(id), expected), "\(id): \(result.frame(id)!) ≠ \(expected)")
    }
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  /// Unconstrained along: fill, fillProportionally 60 + 10 = 70; fillEqually
  /// 3 × 30 + 10 = 100; equalSpacing 60 + 2 × 5 = 70; equalCentering: every
  /// centre distance is the largest minimum max(10 + 5 + 15, 15 + 5 + 5) = 30
  /// → 10 + 2 × 30 + 5 = 75. Across: the largest item, 30, except baselines:
  /// first 15 above + max(2, 5, 18) below = 33; last 26 + max(8, 2, 4) = 34.
  @Test(arguments: cases)
  func unconstrainedFittingSize(axis: Axis, distribution: Distribution, alignment: Alignment) {
    let horizontal = axis == .horizontal
    let result = StackSolver().solve(
      Self.tree(axis, distribution, alignment), width: nil, height: nil)
    let along: Double =
      switch distribution {
      case .fill, .fillProportionally, .equalSpacing: 70
      case .fillEqually: 100
      case .equalCentering: 75
      }
    var across = 30.0
    if horizontal && alignment == .firstBaseline { across = 33 }
    if horizontal && alignment == .lastBaseline { across = 34 }
    #expect(abs(result.width - (horizontal ? along : across)) < 1e-9)
    #expect(abs(result.height - (horizontal ? across : along)) < 1e-9)
  }
}
