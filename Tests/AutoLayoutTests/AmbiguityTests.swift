import AutoLayout
import Geometry
import StackLayout
import Testing

/// Ambiguous layouts (a view with more than one solution, UIKit's
/// `hasAmbiguousLayout`), each worked out by hand, including one the
/// simplex reaches through a degenerate vertex: two constraints tight at
/// the same point, so the view can move only when both slacks grow
/// together.
@Suite struct AmbiguityTests {
  let root = LayoutItem(view: 0)
  let a = LayoutItem(view: 1)
  let b = LayoutItem(view: 2)

  /// A root without margins and views a and b with intrinsic sizes
  /// (width nil: none), both pinned to the root's top; the root 300 × 40.
  func solve(a aWidth: Double?, b bWidth: Double?, _ constraints: [LayoutConstraint])
    -> AutoLayoutResult
  {
    var s = ConstraintSystem()
    s.add(ConstraintView(name: "root", layoutMargins: .zero))
    s.add(ConstraintView(name: "a", parent: 0, intrinsicWidth: aWidth, intrinsicHeight: 20))
    s.add(ConstraintView(name: "b", parent: 0, intrinsicWidth: bWidth, intrinsicHeight: 20))
    for view in [a, b] { s.add(LayoutConstraint(view, .top, .equal, root, .top)) }
    for constraint in constraints { s.add(constraint) }
    var engine = AutoLayoutEngine(s)
    return engine.solve(width: 300, height: 40)
  }

  @Test func aViewPinnedOnlyByItsLeadingEdgeHasAFreeWidth() {
    // a: leading 16, no intrinsic width, nothing on its trailing edge: any
    // width holds. b: leading 16 and trailing 16, so 268 wide: determined.
    let r = solve(
      a: nil, b: nil,
      [
        LayoutConstraint(a, .leading, .equal, root, .leading, constant: 16),
        LayoutConstraint(b, .leading, .equal, root, .leading, constant: 16),
        LayoutConstraint(root, .trailing, .equal, b, .trailing, constant: 16),
      ])
    #expect(r.ambiguousViews == ["a"])
    #expect(r.frame("b") == Rect(x: 16, y: 0, width: 268, height: 20))
  }

  @Test func twoViewsSharingAGapBetweenEqualPriorityBoundsSlide() {
    // a and b, 100 wide each, 8 apart (b.leading == a.trailing + 8), kept
    // inside the root by a.leading ≥ 0 and b.trailing ≤ 300, both at 750.
    // The pair is 208 wide in 300: any a.leading in 0…92 satisfies every
    // constraint at every level, so both views are ambiguous.
    let r = solve(
      a: 100, b: 100,
      [
        LayoutConstraint(b, .leading, .equal, a, .trailing, constant: 8),
        LayoutConstraint(a, .leading, .greaterThanOrEqual, root, .leading, priority: 750),
        LayoutConstraint(root, .trailing, .greaterThanOrEqual, b, .trailing, priority: 750),
      ])
    #expect(Set(r.ambiguousViews) == ["a", "b"])
    let x = r.frame("a")?.x ?? -1
    #expect(x >= 0 && x <= 92 && r.frame("b")?.x == x + 108)
  }

  @Test func aViewHeldByTwoBoundsMeetingAtOnePointIsStillAmbiguous() {
    // a is pinned at x = 133, 50 wide. b (50 wide) must end by the root's
    // centre, b.trailing ≤ 150, so b.leading ≤ 100; and a.leading ≥
    // b.centerX + 8, so b.leading ≤ 133 − 8 − 25 = 100 too. Both bounds
    // meet at 100 and nothing bounds b from the left: b.leading can be
    // anything up to 100. At the vertex the simplex stops on (b.leading =
    // 100) both slacks are 0 and each alone is held by the other's row:
    // the degenerate case, found by minimising b.leading over the optimal
    // solutions. a is fixed.
    let r = solve(
      a: 50, b: 50,
      [
        LayoutConstraint(a, .leading, .equal, root, .leading, constant: 133),
        LayoutConstraint(b, .trailing, .lessThanOrEqual, root, .centerX),
        LayoutConstraint(a, .leading, .greaterThanOrEqual, b, .centerX, constant: 8),
      ])
    #expect(r.ambiguousViews == ["b"])
    #expect(r.frame("a") == Rect(x: 133, y: 0, width: 50, height: 20))
    #expect((r.frame("b")?.x ?? 101) <= 100)
  }

  @Test func aDegenerateVertexTheSlackTestAloneMisses() {
    // a (50 wide) is centred 42 pt in from the root's trailing edge at 750:
    // x = 300 − 42 − 25 = 233, its trailing edge 283. b (50 wide) must end
    // 8 pt before a's, b.trailing ≤ 275, and its centre by 250, b.centerX ≤
    // 250: both say b.leading ≤ 225 and nothing bounds b from the left, so
    // b.leading can be anything up to 225. The simplex stops on the vertex
    // b.leading = 225 where both bounds are tight and the slack it could
    // move along is held by the other bound's row at 0: looking at each
    // zero-cost symbol alone (the test before this one was added) calls b
    // fixed; minimising b.leading over the optimal solutions finds it is
    // not. a is fixed by its 750 constraint.
    let r = solve(
      a: 50, b: 50,
      [
        LayoutConstraint(a, .trailing, .greaterThanOrEqual, b, .trailing, constant: 8),
        LayoutConstraint(b, .centerX, .lessThanOrEqual, root, .trailing, constant: -50),
        LayoutConstraint(a, .centerX, .equal, root, .trailing, constant: -42, priority: 750),
      ])
    #expect(r.ambiguousViews == ["b"])
    #expect(r.frame("a") == Rect(x: 233, y: 0, width: 50, height: 20))
    #expect((r.frame("b")?.x ?? 226) <= 225)
  }

  @Test func threeBoundsMeetingAtOnePointFromBothSidesLeaveNoChoice() {
    // The same two upper bounds and a lower one, b.leading ≥ 100, all
    // tight at 100: degenerate again, but b.leading = 100 is the only
    // solution, so nothing is ambiguous.
    let r = solve(
      a: 50, b: 50,
      [
        LayoutConstraint(a, .leading, .equal, root, .leading, constant: 133),
        LayoutConstraint(b, .trailing, .lessThanOrEqual, root, .centerX),
        LayoutConstraint(a, .leading, .greaterThanOrEqual, b, .centerX, constant: 8),
        LayoutConstraint(b, .leading, .greaterThanOrEqual, root, .leading, constant: 100),
      ])
    #expect(r.ambiguousViews.isEmpty)
    #expect(r.frame("b") == Rect(x: 100, y: 0, width: 50, height: 20))
  }
}
