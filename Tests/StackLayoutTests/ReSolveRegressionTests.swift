import Testing

@testable import StackLayout

/// Trees on which a prepared re-solve and a fresh solve used to differ
/// (found by `PreparedLayoutTests.reSolvesMatchFreshSolves`). Expected frames
/// are worked out by hand from TheSolver.md's rules, in points.
@Suite struct ReSolveRegressionTests {
  /// A vertical stack 100 × 30 of `a` (a row holding a row holding a
  /// 10 × 20 leaf with vertical compression resistance 250) and `b`
  /// (10 × 20, 750). Rule: the 40 − 30 = 10 pt shortfall comes from the
  /// lowest compression resistance, a's (a row offers its tallest item's,
  /// 250): a 10 tall, b 20 below it; alignment `fill` makes every item 100
  /// wide, and a's rows stretch their only item to 100 × 10. Finding a's
  /// compression measures the inner row at its natural width, which lays
  /// that row out; that used to overwrite the outer stack's list of visible
  /// items mid-shrink, so the leaf shrank instead of `a`, and only when the
  /// measurement was not cached (fresh solves, not re-solves).
  @Test func shrinkingKeepsItsItemsWhileMeasuringNestedRows() {
    let root = stack(
      "root", .vertical,
      [
        stack("a", .horizontal, [stack("inner", .horizontal, [box("x", 10, 20, cr: (750, 250))])]),
        box("b", 10, 20),
      ])
    let result = StackSolver().solve(root, width: 100, height: 30)
    #expect(result.frame("a") == rect(0, 0, 100, 10))
    #expect(result.frame("inner") == rect(0, 0, 100, 10))
    #expect(result.frame("x") == rect(0, 0, 100, 10))
    #expect(result.frame("b") == rect(0, 10, 100, 20))
  }

  /// Inside a hidden stack, after a leaf's height changes from 0 to 1 pt.
  /// s8 (horizontal) holds only the hidden s7, so nothing holds its canvas:
  /// s8 and s7 are 0 × 0. s7 (vertical) lays out in 0 pt: s1 and s2 are
  /// empty stacks (compression 1000), s6 is 2 tall (l5's 1 + its 1-pt
  /// bottom margin) and offers l5's compression, 250, so s6 gives up all
  /// 2 pt; in s6's 0 pt, l5 (250) shrinks to 0 before the empty s3 and s4.
  /// Every frame is 0 × 0 at the origin. A fresh solve used to keep s6
  /// 2 tall and l5 1 tall (the shrink of the bug above).
  @Test func hiddenSubtreeAfterAnIntrinsicChange() {
    func tree(_ height: Double) -> LayoutNode {
      let s6 = stack(
        "s6", .vertical, margins: Insets(top: 0, left: 0, bottom: 1, right: 0),
        [
          stack("s3", .horizontal, []),
          stack("s4", .horizontal, margins: Insets(top: 0, left: 0, bottom: 0, right: 1), []),
          box("l5", 0, height, cr: (250, 250)),
        ])
      return stack(
        "s8", .horizontal,
        [
          stack(
            "s7", .vertical, hidden: true,
            [stack("s1", .horizontal, []), stack("s2", .horizontal, []), s6])
        ])
    }
    var prepared = StackSolver().prepare(tree(0))
    _ = prepared.solve(width: 0, height: nil)
    prepared.setIntrinsicSize(at: prepared.index(of: "l5")!, width: 0, height: 1)
    let again = prepared.solve(width: 0, height: nil)
    let fresh = StackSolver().solve(tree(1), width: 0, height: nil)
    let zero = [Rect](repeating: rect(0, 0, 0, 0), count: 8)
    #expect(again.ids == ["s8", "s7", "s1", "s2", "s6", "s3", "s4", "l5"])
    #expect(again.frames == zero)
    #expect(fresh.frames == zero)
  }

  /// A vertical `fillProportionally` stack with a 1-pt top margin and items
  /// of 10 × 7 and 10 × 1. Fitting height: 7 + 1 + 1 = 9. Rule: the
  /// proportions apply to the whole 9 pt, margins included: the first gets
  /// 7 / 8 × 9 = 7.875 at y 1, the last absorbs the rest of the 8-pt canvas,
  /// 0.125 at y 8.875. Fitted (height nil) or given 9 pt, fresh or
  /// re-solved after the first item grew from 3 to 7 pt: the same frames.
  /// The fitted solve used to keep the unconstrained 7 and 1.
  @Test func fittedProportionalStackWithMarginsUsesTheRuleAtItsHeight() {
    func tree(_ first: Double) -> LayoutNode {
      stack(
        "s", .vertical, .fillProportionally, .fill,
        margins: Insets(top: 1, left: 0, bottom: 0, right: 0),
        [box("a", 10, first), box("b", 10, 1)])
    }
    var prepared = StackSolver().prepare(tree(3))
    _ = prepared.solve(width: nil, height: nil)
    prepared.setIntrinsicSize(at: prepared.index(of: "a")!, width: 10, height: 7)
    let results = [
      StackSolver().solve(tree(7), width: nil, height: nil),
      StackSolver().solve(tree(7), width: nil, height: 9),
      prepared.solve(width: nil, height: nil),
      prepared.solve(width: 10, height: 9),
    ]
    for result in results {
      #expect(result.frame("s") == rect(0, 0, 10, 9))
      #expect(result.frame("a") == rect(0, 1, 10, 7.875))
      #expect(result.frame("b") == rect(0, 8.875, 10, 0.125))
    }
  }

  /// A vertical `fillProportionally` stack of 10 × 7 and 10 × 18 given
  /// exactly Σℓ = 25 pt: by the rule each item keeps its intrinsic height,
  /// 7 at y 0 and 18 at y 7, exactly (a fitted solve keeps the unconstrained
  /// 7 and 18 without dividing, so a re-solve that lays the stack out again
  /// must agree to the last bit; 7 / 25 × 25 used to give 7.000000000000001).
  @Test func proportionalStackAtItsFittingHeightKeepsExactLengths() {
    let root = stack(
      "s", .vertical, .fillProportionally, .fill, [box("a", 10, 7), box("b", 10, 18)])
    let result = StackSolver().solve(root, width: nil, height: 25)
    #expect(result.frame("a") == rect(0, 0, 10, 7))
    #expect(result.frame("b") == rect(0, 7, 10, 18))
  }
}
