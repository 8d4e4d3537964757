import Testing

@testable import StackLayout

@Suite struct SpacingHiddenMarginTests {
  let solver = StackSolver()

  @Test func customSpacingReplacesSpacingAfterItsItem() {
    // a 10, gap after a = 20 (custom), b 10, gap 5, c 10 → total 55
    let root = stack(
      "s", .horizontal, spacing: 5, custom: ["a": 20],
      [box("a", 10, 10), box("b", 10, 10), box("c", 10, 10)])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.width == 55)
    #expect(result.frame("b")?.x == 30)
    #expect(result.frame("c")?.x == 45)
  }

  @Test func hiddenItemsCollapseTheirGapsIntoOne() {
    // a | (b hidden) | c: one gap, the custom spacing after a (20); the
    // custom spacing after hidden b (99) has no effect.
    let root = stack(
      "s", .horizontal, spacing: 5, custom: ["a": 20, "b": 99],
      [box("a", 10, 10), box("b", 10, 10, hidden: true), box("c", 10, 10)])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.width == 40)  // 10 + 20 + 10
    #expect(result.frame("c")?.x == 30)
    // b: zero length, parked at a's trailing edge + half the gap
    #expect(result.frame("b") == rect(20, 0, 0, 10))
  }

  @Test func leadingHiddenItemsTakeNoSpace() {
    let root = stack(
      "s", .vertical, spacing: 8,
      [box("a", 10, 10, hidden: true), box("b", 10, 10, hidden: true), box("c", 10, 10)])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.height == 10)
    #expect(result.frame("c") == rect(0, 0, 10, 10))
    #expect(result.frame("a") == rect(0, 0, 10, 0))
  }

  @Test func allHiddenCollapsesToTheMargins() {
    let root = stack(
      "s", .horizontal, spacing: 8, margins: Insets(top: 1, left: 2, bottom: 3, right: 4),
      [box("a", 10, 10, hidden: true)])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.width == 6)
    #expect(result.height == 4)
  }

  @Test func hiddenStackLaysOutItsSubtreeWithoutDiagnostics() {
    let inner = stack("inner", .horizontal, spacing: 4, hidden: true, [box("x", 30, 10)])
    let root = stack("s", .horizontal, [box("a", 10, 10), inner])
    let result = solver.solve(root, width: 10, height: nil)
    #expect(result.frame("inner")?.width == 0)
    #expect(result.frame("x") != nil)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func marginsInsetTheCanvasOnlyWhenRelative() {
    // relative: 2 + 10 + 4 wide, 1 + 10 + 3 tall
    let on = stack(
      "s", .horizontal, margins: Insets(top: 1, left: 2, bottom: 3, right: 4), [box("a", 10, 10)])
    let relative = solver.solve(on, width: nil, height: nil)
    #expect(relative.width == 16 && relative.height == 14)
    #expect(relative.frame("a") == rect(2, 1, 10, 10))
    // not relative: the margins are ignored
    let off = LayoutNode.stack(
      "s",
      LayoutNode.Stack(
        axis: .horizontal, margins: Insets(top: 1, left: 2, bottom: 3, right: 4),
        isLayoutMarginsRelativeArrangement: false, items: [box("a", 10, 10)]))
    #expect(solver.solve(off, width: nil, height: nil).frame("a") == rect(0, 0, 10, 10))
  }

  @Test func defaultMarginsAreEightPoints() {
    let root = LayoutNode.stack(
      "s",
      LayoutNode.Stack(
        axis: .vertical, isLayoutMarginsRelativeArrangement: true, items: [box("a", 10, 10)]))
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.width == 26 && result.frame("a") == rect(8, 8, 10, 10))
  }

  @Test func nestedFramesAreRelativeToTheRoot() {
    // root margins 5; inner at (5, 5) with margins 3 → x at (8, 8)
    let inner = stack(
      "inner", .vertical, margins: Insets(top: 3, left: 3, bottom: 3, right: 3),
      [box("x", 10, 10)])
    let root = stack(
      "root", .horizontal, margins: Insets(top: 5, left: 5, bottom: 5, right: 5),
      [inner])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.frame("x") == rect(8, 8, 10, 10))
    #expect(result.width == 26)
  }

  @Test func spacingIsRoundedToThePixelGridAndEdgesSnap() {
    // scale 2: spacing 3.3 → 3.5; fillEqually (100 − 7) / 3 = 31 each
    let root = stack(
      "s", .horizontal, .fillEqually, spacing: 3.3,
      [box("a", 10, 10), box("b", 10, 10), box("c", 10, 10)])
    let snapped = StackSolver(scale: 2).solve(root, width: 100, height: nil)
    #expect(snapped.frame("b") == rect(34.5, 0, 31, 10))
    // scale 3: (100 − 6.6667) / 3 = 31.111 → b edges 31.111 + 3.333 = 34.444 →
    // 34.333, 65.556 → 65.667
    let thirds = StackSolver(scale: 3).solve(root, width: 100, height: nil)
    let b = thirds.frame("b")!
    #expect(abs(b.x - 103.0 / 3) < 1e-9 && abs(b.maxX - 197.0 / 3) < 1e-9)
  }
}
