import AutoLayout
import Geometry
import StackLayout
import Testing

/// Small constraint systems whose solutions are worked out by hand in each
/// test's comment: every relation, priority order, margins, centring,
/// multipliers, breaking order and ambiguity.
@Suite struct HandBuiltSystemTests {
  /// A root with no margins on the sides it is not asked about and one
  /// child with an intrinsic size (nil: none).
  func system(child width: Double?, _ height: Double?, margins: Insets = .uiViewDefault)
    -> ConstraintSystem
  {
    var s = ConstraintSystem()
    s.add(ConstraintView(name: "root", layoutMargins: margins))
    s.add(ConstraintView(name: "a", parent: 0, intrinsicWidth: width, intrinsicHeight: height))
    return s
  }

  let root = LayoutItem(view: 0)
  let a = LayoutItem(view: 1)

  func solve(_ s: ConstraintSystem, width: Double? = 300, height: Double? = nil) -> AutoLayoutResult
  {
    var engine = AutoLayoutEngine(s)
    return engine.solve(width: width, height: height)
  }

  /// Pins a's top to the root and the root's bottom to a (a fitting height).
  func pinVertically(_ s: inout ConstraintSystem, top: Double = 10, bottom: Double = 10) {
    s.add(LayoutConstraint(a, .top, .equal, root, .top, constant: top))
    s.add(LayoutConstraint(root, .bottom, .equal, a, .bottom, constant: bottom))
  }

  /// a then b (view 2) from the root's leading edge to its trailing edge,
  /// no gaps, both at the root's top, the root as tall as a.
  func pinSideBySide(_ s: inout ConstraintSystem) {
    let b = LayoutItem(view: 2)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading))
    s.add(LayoutConstraint(b, .leading, .equal, a, .trailing))
    s.add(LayoutConstraint(root, .trailing, .equal, b, .trailing))
    s.add(LayoutConstraint(b, .top, .equal, root, .top))
    pinVertically(&s, top: 0, bottom: 0)
  }

  @Test func equalityPinsAndFittingHeight() {
    // leading 16, top 10, bottom 10, intrinsic 100 × 20: a at (16, 10,
    // 100, 20) and the root 10 + 20 + 10 = 40 tall at its fitting height.
    var s = system(child: 100, 20)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 16))
    pinVertically(&s)
    let r = solve(s)
    #expect(r.frame("a") == Rect(x: 16, y: 10, width: 100, height: 20))
    #expect(r.size.width == 300 && r.size.height == 40)
    #expect(r.conflicts.isEmpty && r.ambiguousViews.isEmpty)
  }

  @Test(arguments: [
    // (relation, constant, expected width): a required ≥ 150 beats hugging
    // (250) and ≤ 80 beats compression resistance (750); a ≥ 60 or ≤ 120
    // that already holds leaves the intrinsic 100.
    (LayoutRelation.greaterThanOrEqual, 150.0, 150.0), (.lessThanOrEqual, 80, 80),
    (.greaterThanOrEqual, 60, 100), (.lessThanOrEqual, 120, 100), (.equal, 42, 42),
  ])
  func relations(relation: LayoutRelation, constant: Double, expected: Double) {
    var s = system(child: 100, 20)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading))
    s.add(LayoutConstraint(a, .width, relation, constant: constant))
    pinVertically(&s)
    #expect(solve(s).frame("a")?.width == expected)
  }

  @Test func higherOptionalPriorityWinsOutright() {
    // width == 200 @500 and width == 120 @600, no intrinsic size: 120.
    var s = system(child: nil, 20)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading))
    s.add(LayoutConstraint(a, .width, constant: 200, priority: 500))
    s.add(LayoutConstraint(a, .width, constant: 120, priority: 600))
    pinVertically(&s)
    #expect(solve(s).frame("a")?.width == 120)
  }

  @Test func prioritiesAreLevelsNotWeights() {
    // Three constraints at 300 want width 100, one at 301 wants 200. With
    // weights (kiwisolver) the three would outweigh the one (900 > 301);
    // with UIKit's levels the 301 is satisfied first: 200.
    var s = system(child: nil, 20)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading))
    for _ in 0..<3 { s.add(LayoutConstraint(a, .width, constant: 100, priority: 300)) }
    s.add(LayoutConstraint(a, .width, constant: 200, priority: 301))
    pinVertically(&s)
    #expect(solve(s).frame("a")?.width == 200)
  }

  @Test func hiddenViewsStillFollowPlainConstraints() {
    // isHidden changes drawing, not layout, outside a stack view.
    var s = system(child: 100, 20)
    s.views[1].isHidden = true
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 5))
    pinVertically(&s)
    #expect(solve(s).frame("a") == Rect(x: 5, y: 10, width: 100, height: 20))
  }

  @Test func layoutMarginsGuide() {
    // root margins 16 left and right: a from the leading margin to the
    // trailing margin is 16 in and 300 − 32 = 268 wide; topMargin 4 and
    // bottomMargin 6 with a 20 tall: 4 + 20 + 6 = 30.
    var s = system(child: nil, 20, margins: Insets(top: 4, left: 16, bottom: 6, right: 16))
    s.add(LayoutConstraint(a, .leading, .equal, root, .leadingMargin))
    s.add(LayoutConstraint(a, .trailing, .equal, LayoutItem(view: 0, guide: .margins), .trailing))
    s.add(LayoutConstraint(a, .top, .equal, root, .topMargin))
    s.add(LayoutConstraint(a, .bottom, .equal, root, .bottomMargin))
    let r = solve(s)
    #expect(r.frame("a") == Rect(x: 16, y: 4, width: 268, height: 20))
    #expect(r.size.height == 30)
  }

  @Test func safeAreaIsTheBounds() {
    // A Today widget's safe area is its frame: trailing to the safe area's
    // trailing − 10 puts a 100 wide view at 300 − 10 − 100 = 190.
    var s = system(child: 100, 20)
    s.add(
      LayoutConstraint(
        a, .trailing, .equal, LayoutItem(view: 0, guide: .safeArea), .trailing, constant: -10))
    pinVertically(&s)
    #expect(solve(s).frame("a")?.x == 190)
  }

  @Test func centring() {
    // centerX to the root's: (300 − 100) / 2 = 100; centerY with the
    // root 60 tall and a 20 tall: 20.
    var s = system(child: 100, 20)
    s.add(LayoutConstraint(a, .centerX, .equal, root, .centerX))
    s.add(LayoutConstraint(a, .centerY, .equal, root, .centerY))
    let r = solve(s, height: 60)
    #expect(r.frame("a") == Rect(x: 100, y: 20, width: 100, height: 20))
  }

  @Test func multipliers() {
    // width == 0.5 × root.width − 10 at 300: 140; centerX == 1.5 ×
    // root.centerX: 225, so x = 225 − 70 = 155.
    var s = system(child: nil, 20)
    s.add(LayoutConstraint(a, .width, .equal, root, .width, multiplier: 0.5, constant: -10))
    s.add(LayoutConstraint(a, .centerX, .equal, root, .centerX, multiplier: 1.5))
    pinVertically(&s)
    #expect(solve(s).frame("a") == Rect(x: 155, y: 10, width: 140, height: 20))
  }

  @Test func compressionResistanceDecidesWhoShrinks() {
    // Two 200-wide views side by side in 300 with 0 gaps: 100 too much.
    // b resists at 751, a at 750: a shrinks to 100 and b keeps 200.
    var s = system(child: 200, 20)
    s.add(
      ConstraintView(
        name: "b", parent: 0, intrinsicWidth: 200, intrinsicHeight: 20,
        compression: PriorityPair(horizontal: 751, vertical: 750)))
    pinSideBySide(&s)
    let r = solve(s)
    #expect(
      r.frame("a")?.width == 100 && r.frame("b") == Rect(x: 100, y: 0, width: 200, height: 20))
    #expect(r.ambiguousViews.isEmpty)
  }

  @Test func requiredConflictBreaksTheNewestAndLogsLikeUIKit() {
    // leading 20 and trailing 20 in 300 make a 260 wide; a required width
    // of 300, added last, cannot hold: it is the one broken, and a is 260.
    var s = system(child: nil, 20)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 20))
    s.add(LayoutConstraint(root, .trailing, .equal, a, .trailing, constant: 20))
    s.add(LayoutConstraint(a, .width, constant: 300, identifier: "fixed-width", sourceLine: 42))
    pinVertically(&s)
    let r = solve(s)
    #expect(r.frame("a")?.width == 260)
    #expect(r.conflicts.count == 1)
    let log = r.conflicts.first?.log ?? ""
    #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(
      log.hasSuffix(
        "Will attempt to recover by breaking constraint\n"
          + "<NSLayoutConstraint 'fixed-width' UIView:a.width == 300 (line 42)>"))
    #expect(log.contains("UIView:a.leading == UIView:root.leading + 20"))
    #expect(log.contains("'UIView-Encapsulated-Layout-Width' UIView:root.width == 300"))
  }

  @Test func aConstantSizeIsBrokenBeforeAPin() {
    // The width == 300 comes first this time; the trailing pin, added
    // last, completes the conflict. The constant size is still the one
    // broken (as in UIKit's published logs), so the pins hold: 260.
    var s = system(child: nil, 20)
    s.add(LayoutConstraint(a, .width, constant: 300))
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 20))
    s.add(LayoutConstraint(root, .trailing, .equal, a, .trailing, constant: 20))
    pinVertically(&s)
    let r = solve(s)
    #expect(r.frame("a")?.width == 260)
    #expect(r.conflicts.map(\.broken.constant) == [300])
    #expect(r.conflicts.first?.conflicting.count == 4)
  }

  @Test func aViewWithTwoSolutionsIsAmbiguous() {
    // a and b share 300 with no intrinsic widths: any split holds.
    var s = system(child: nil, 20)
    s.add(ConstraintView(name: "b", parent: 0, intrinsicHeight: 20))
    pinSideBySide(&s)
    #expect(Set(solve(s).ambiguousViews) == ["a", "b"])
  }

  @Test func equalHuggingIsAmbiguousToo() {
    // Both 100 wide hugging at 250 in 300: one must stretch by 100 and
    // nothing says which (Xcode's "content priority ambiguity").
    var s = system(child: 100, 20)
    s.add(ConstraintView(name: "b", parent: 0, intrinsicWidth: 100, intrinsicHeight: 20))
    pinSideBySide(&s)
    let r = solve(s)
    #expect(Set(r.ambiguousViews) == ["a", "b"])
    #expect((r.frame("a")?.width ?? 0) + (r.frame("b")?.width ?? 0) == 300)
  }

  @Test func widthReSolveMatchesAColdSolve() {
    // The same engine at 300, then 420, then 250 gives what a fresh one
    // gives at each: a pinned 16 from both sides is W − 32 wide.
    var s = system(child: 100, 20)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 16))
    s.add(LayoutConstraint(root, .trailing, .equal, a, .trailing, constant: 16))
    pinVertically(&s)
    var engine = AutoLayoutEngine(s)
    for width in [300.0, 420, 250] {
      let warm = engine.solve(width: width, height: nil)
      #expect(warm.frame("a") == Rect(x: 16, y: 10, width: width - 32, height: 20))
      #expect(warm.frames == solve(s, width: width).frames)
    }
  }
}
