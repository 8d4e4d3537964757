import AutoLayout
import Geometry
import StackLayout
import Testing

/// A conflict larger than the deletion filter narrows (a machine-made
/// file): listed as found, still broken by the rule, and quick.
@Suite struct ConflictLimitTests {
  @Test func aChainOfSeventyEqualWidthsIsListedAsFound() {
    // view 1 is 10 wide, each of views 2…70 as wide as the one before, and
    // view 70 is 20 wide: the 71 constraints conflict only all together
    // (any one left out, the rest hold), more than the 64 the filter
    // narrows. The newest constant width, 20, is the one broken, so every
    // view is 10 wide.
    var s = ConstraintSystem()
    s.add(ConstraintView(name: "root", layoutMargins: .zero))
    for i in 1...70 {
      s.add(ConstraintView(name: "v\(i)", parent: 0, intrinsicHeight: 10))
      s.add(LayoutConstraint(LayoutItem(view: i), .leading, .equal, LayoutItem(view: 0), .leading))
      s.add(LayoutConstraint(LayoutItem(view: i), .top, .equal, LayoutItem(view: 0), .top))
    }
    s.add(LayoutConstraint(LayoutItem(view: 1), .width, constant: 10))
    for i in 2...70 {
      s.add(LayoutConstraint(LayoutItem(view: i), .width, .equal, LayoutItem(view: i - 1), .width))
    }
    s.add(LayoutConstraint(LayoutItem(view: 70), .width, constant: 20))
    var engine = AutoLayoutEngine(s)
    let r = engine.solve(width: 300, height: 10)
    #expect(r.conflicts.count == 1)
    #expect(r.conflicts.first?.broken.constant == 20)
    #expect((r.conflicts.first?.conflicting.count ?? 0) >= 71)
    #expect(r.frame("v70")?.width == 10)
  }
}
