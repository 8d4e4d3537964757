import Testing

@testable import StackLayout

/// Which baseline a nested stack vends to a baseline-aligned row, as UIKit's
/// `forFirstBaselineLayout` / `forLastBaselineLayout` pick the view (iOS 26.1
/// `-[UIStackView _shouldRequestTallestBaselineViewForFirst:]`): a vertical
/// stack its first / last visible item's; a horizontal one its tallest
/// visible item's when centred, for the last baseline when top-aligned, for
/// the first when bottom-aligned, else its first / last visible item's.
/// Every inner stack sits in a row beside `c` (10 × 20, baselines 12), so
/// the row puts the larger baseline at the top: the inner stack at
/// y = above − its baseline, `c` at above − 12.
@Suite struct BaselineVendingTests {
  let solver = StackSolver()

  func c() -> LayoutNode { box("c", 10, 20, baseline: 12) }

  func row(_ alignment: Alignment, _ inner: LayoutNode) -> LayoutNode {
    stack("row", .horizontal, .fill, alignment, [inner, c()])
  }

  /// Solves `inner` beside `c` in a row aligned by `alignment`, unconstrained,
  /// and checks inner's frame, c's and the row's height.
  func expectRow(
    _ alignment: Alignment, _ inner: LayoutNode, inner innerFrame: Rect, c cFrame: Rect,
    height: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let result = solver.solve(row(alignment, inner), width: nil, height: nil)
    #expect(result.frame("inner") == innerFrame, sourceLocation: sourceLocation)
    #expect(result.frame("c") == cFrame, sourceLocation: sourceLocation)
    #expect(result.height == height, sourceLocation: sourceLocation)
  }

  /// An inner horizontal stack [a, b] (each 10 wide, heights and
  /// first/last baselines given) aligned by `alignment`, and where the row
  /// puts it: (inner y, c y, row height) by first and by last baselines.
  struct Case: Sendable, CustomTestStringConvertible {
    var alignment: Alignment
    var a: (height: Double, first: Double, last: Double)
    var b: (height: Double, first: Double, last: Double)
    var byFirst: (innerY: Double, cY: Double, height: Double)
    var byLast: (innerY: Double, cY: Double, height: Double)
    var testDescription: String { "\(alignment)" }
  }

  @Test(arguments: [
    // fill: both 30 tall; first baseline a's 20, last b's 6 (not the
    // tallest's). First: above max(20, 12) = 20 → inner y 0, c y 8; below
    // max(30 − 20, 20 − 12) = 10 → 30. Last: above max(6, 12) = 12 → inner
    // y 6, c y 0; below max(24, 8) = 24 → 36.
    Case(
      alignment: .fill, a: (30, 20, 25), b: (10, 4, 6), byFirst: (0, 8, 30), byLast: (6, 0, 36)),
    // top: first baseline the first item's (a 4), last the tallest's (b 25).
    // First: above 12 → inner y 8, c y 0; below max(26, 8) → 38. Last: above
    // 25 → inner y 0, c y 13; below max(5, 8) → 33.
    Case(
      alignment: .leading, a: (10, 4, 6), b: (30, 20, 25), byFirst: (8, 0, 38),
      byLast: (0, 13, 33)),
    // bottom: b at y 20; first baseline the tallest's (a 5), last the last
    // item's (b 20 + 8 = 28). First: above 12 → inner y 7, c y 0; below
    // max(25, 8) → 37. Last: above 28 → inner y 0, c y 16; below max(2, 8) → 36.
    Case(
      alignment: .trailing, a: (30, 5, 25), b: (10, 6, 8), byFirst: (7, 0, 37),
      byLast: (0, 16, 36)),
  ])
  func horizontalStackVendsByItsAlignment(_ t: Case) {
    let inner = stack(
      "inner", .horizontal, .fill, t.alignment,
      [
        box("a", 10, t.a.height, baselines: (t.a.first, t.a.last)),
        box("b", 10, t.b.height, baselines: (t.b.first, t.b.last)),
      ])
    let height = max(t.a.height, t.b.height)
    for (alignment, row) in [(Alignment.firstBaseline, t.byFirst), (.lastBaseline, t.byLast)] {
      expectRow(
        alignment, inner, inner: rect(0, row.innerY, 20, height), c: rect(20, row.cY, 10, 20),
        height: row.height)
    }
  }

  @Test func centredRowVendsTheFirstOfItsTallestVisibleItems() {
    // inner [a 10 × 10 (4/6), hidden h 10 × 50 (1/1), b 10 × 30 (20/25),
    // d 10 × 30 (10/12)], centred: hidden h does not count; b and d are the
    // tallest, b first → first 20, last 25; inner 30 tall, a at y 10.
    let inner = stack(
      "inner", .horizontal, .fill, .center,
      [
        box("a", 10, 10, baselines: (4, 6)), box("h", 10, 50, hidden: true, baseline: 1),
        box("b", 10, 30, baselines: (20, 25)), box("d", 10, 30, baselines: (10, 12)),
      ])
    // first: above 20 → inner y 0, c y 8; below max(10, 8) = 10 → 30 tall
    expectRow(.firstBaseline, inner, inner: rect(0, 0, 30, 30), c: rect(30, 8, 10, 20), height: 30)
    let first = solver.solve(row(.firstBaseline, inner), width: nil, height: nil)
    #expect(first.frame("a") == rect(0, 10, 10, 10))
    // last: above 25 → inner y 0, c y 13; below max(5, 8) = 8 → 33
    expectRow(.lastBaseline, inner, inner: rect(0, 0, 30, 30), c: rect(30, 13, 10, 20), height: 33)
  }

  @Test func verticalStackVendsItsFirstAndLastVisibleItemsBelowItsTopMargin() {
    // inner vertical, margins top 3 / bottom 1, spacing 2: [hidden h (1/1),
    // a 10 × 10 (4/6), b 10 × 10 (7/9)] → first 3 + 4 = 7, last 3 + 12 + 9
    // = 24; 3 + 10 + 2 + 10 + 1 = 26 tall.
    let inner = stack(
      "inner", .vertical, .fill, .fill, spacing: 2,
      margins: Insets(top: 3, left: 0, bottom: 1, right: 0),
      [
        box("h", 10, 10, hidden: true, baseline: 1), box("a", 10, 10, baselines: (4, 6)),
        box("b", 10, 10, baselines: (7, 9)),
      ])
    // first: above 12 → inner y 5, c y 0; below max(26 − 7, 8) = 19 → 31;
    // a at 5 + 3
    expectRow(.firstBaseline, inner, inner: rect(0, 5, 10, 26), c: rect(10, 0, 10, 20), height: 31)
    let first = solver.solve(row(.firstBaseline, inner), width: nil, height: nil)
    #expect(first.frame("a") == rect(0, 8, 10, 10))
    // last: above 24 → inner y 0, c y 12; below max(2, 8) = 8 → 32
    expectRow(.lastBaseline, inner, inner: rect(0, 0, 10, 26), c: rect(10, 12, 10, 20), height: 32)
  }

  @Test func wrappedLabelVendsItsLastBaselineAtItsFinalWidth() {
    // 10 pt font, line height 12 (approximate measurer): first baseline
    // (12 − 10)/2 + 8 = 9, each further line 12 lower. The row is held to
    // 60 pt: inner (75 natural) and c (10) need 85, so the first of the two
    // equal compression resistances, inner, gives up 25 → 50 wide; at 50 pt
    // "hello world foo" wraps to "hello" | "world foo": 24 tall, last
    // baseline 9 + 12 = 21. Row: above max(21, 12) = 21 → c y 9; below
    // max(24 − 21, 8) = 8 → 29 tall.
    let font = FontSpec(pointSize: 10, lineHeight: 12)
    let label = LayoutNode.leaf(
      "l", .label(TextSpec(text: "hello world foo", font: font, numberOfLines: 0)))
    let inner = stack("inner", .vertical, .fill, .fill, [label])
    let result = StackSolver(textMeasurer: ApproximateTextMeasurer()).solve(
      row(.lastBaseline, inner), width: 60, height: nil)
    #expect(result.frame("inner") == rect(0, 0, 50, 24))
    #expect(result.frame("l") == rect(0, 0, 50, 24))
    #expect(result.frame("c") == rect(50, 9, 10, 20))
    #expect(result.height == 29)
    #expect(result.texts["l"]?.lineCount == 2)
  }
}
