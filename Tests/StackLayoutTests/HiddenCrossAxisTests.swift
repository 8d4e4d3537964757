import Testing

@testable import StackLayout

/// Hidden items across the axis. UIKit hides an item along the axis only
/// (`UISV-hiding` size == 0); under alignment `fill` the hidden item's
/// `UISV-alignment` edges stay tied to the visible items', so its
/// compression resistance (750) beats the visible items' hugging (250) on
/// the shared cross length and the stack is as long across as the hidden
/// item. Every other alignment bounds its items by the spanner guide, whose
/// constraints to hidden items iOS 26.1 switches off: they do not count.
@Suite struct HiddenCrossAxisTests {
  let solver = StackSolver()

  @Test func hiddenItemHoldsAFillRowAsTallAsItself() {
    // [a 10 × 20, hidden b 10 × 50], unconstrained: 10 wide (b has no
    // width), 50 tall; a stretched to 50; b parked at a's trailing edge.
    let root = stack(
      "s", .horizontal, .fill, .fill, [box("a", 10, 20), box("b", 10, 50, hidden: true)])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.width == 10 && result.height == 50)
    #expect(result.frame("a") == rect(0, 0, 10, 50))
    #expect(result.frame("b") == rect(10, 0, 0, 50))
  }

  @Test(arguments: [
    Alignment.leading, .center, .trailing, .firstBaseline, .lastBaseline,
  ])
  func hiddenItemDoesNotCountUnderOtherAlignments(alignment: Alignment) {
    // the same items: 20 tall, a at y 0 in every alignment (it is the
    // tallest visible item; a and hidden b have no baselines: the bottom)
    let root = stack(
      "s", .horizontal, .fill, alignment, [box("a", 10, 20), box("b", 10, 50, hidden: true)])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.width == 10 && result.height == 20)
    #expect(result.frame("a") == rect(0, 0, 10, 20))
  }

  @Test func hiddenItemHoldsAFillColumnAsWideAsItself() {
    // vertical [a 20 × 10, hidden b 50 × 10]: fill → 50 wide, 10 tall;
    // leading → 20 wide
    let items = [box("a", 20, 10), box("b", 50, 10, hidden: true)]
    let fill = solver.solve(stack("s", .vertical, .fill, .fill, items), width: nil, height: nil)
    #expect(fill.width == 50 && fill.height == 10)
    #expect(fill.frame("a") == rect(0, 0, 50, 10))
    let leading = solver.solve(
      stack("s", .vertical, .fill, .leading, items), width: nil, height: nil)
    #expect(leading.width == 20 && leading.height == 10)
  }

  @Test func everyItemHiddenStillCollapsesAFillStack() {
    // no visible item: nothing holds the canvas (the spanner's fit drops
    // to 0.001): 0 × 0 plus the margins 2 + 4 wide, 1 + 3 tall
    let root = stack(
      "s", .horizontal, .fill, .fill, margins: Insets(top: 1, left: 2, bottom: 3, right: 4),
      [box("a", 10, 50, hidden: true)])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.width == 6 && result.height == 4)
  }

  @Test func hidingAndShowingReSolvesTheCrossLength() {
    // a vertical leading root holds the row [a 10 × 20, b 10 × 50]:
    // b visible → row 20 × 50; b hidden → 10 × 50 under fill (b still
    // holds it), 10 × 20 under center.
    for (alignment, hiddenHeight) in [(Alignment.fill, 50.0), (.center, 20)] {
      let row = stack(
        "row", .horizontal, .fill, alignment, [box("a", 10, 20), box("b", 10, 50)])
      var prepared = solver.prepare(stack("root", .vertical, .fill, .leading, [row]))
      let shown = prepared.solve(width: nil, height: nil)
      #expect(shown.frame("row") == rect(0, 0, 20, 50))
      prepared.setHidden(at: prepared.index(of: "b")!, true)
      let hidden = prepared.solve(width: nil, height: nil)
      #expect(hidden.frame("row") == rect(0, 0, 10, hiddenHeight), "\(alignment)")
      #expect(hidden.height == hiddenHeight)
      prepared.setHidden(at: prepared.index(of: "b")!, false)
      #expect(prepared.solve(width: nil, height: nil).frame("row") == rect(0, 0, 20, 50))
    }
  }
}
