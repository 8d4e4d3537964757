import Testing

@testable import StackLayout

@Suite struct PriorityTests {
  let solver = StackSolver()

  @Test func surplusGoesToTheLowestHugging() {
    // 100 − 30 = 70 surplus → b (hug 200)
    let root = stack(
      "s", .horizontal,
      [box("a", 10, 10), box("b", 10, 10, hug: (200, 250)), box("c", 10, 10)])
    let result = solver.solve(root, width: 100, height: nil)
    #expect(result.frame("b") == rect(10, 0, 80, 10))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func hugTieGoesToTheFirstByIndexWithADiagnostic() {
    let root = stack("s", .horizontal, [box("a", 10, 10), box("b", 10, 10)])
    let result = solver.solve(root, width: 100, height: nil)
    #expect(result.frame("a")?.width == 90)
    #expect(result.frame("b") == rect(90, 0, 10, 10))
    #expect(result.diagnostics.map(\.kind) == [.tieResolvedByIndex])
    #expect(result.diagnostics.first?.nodeID == "s")
  }

  @Test func shortfallComesFromTheLowestCompressionFirstDownToZero() {
    // need 30 + 40 + 50 = 120 in 60: take 60 from b (CR 100: 40 → 0), then
    // 20 from a (CR 500: 30 → 10); c (CR 750) keeps 50.
    let root = stack(
      "s", .horizontal,
      [
        box("a", 30, 10, cr: (500, 750)), box("b", 40, 10, cr: (100, 750)),
        box("c", 50, 10),
      ])
    let result = solver.solve(root, width: 60, height: nil)
    #expect(result.frame("a")?.width == 10)
    #expect(result.frame("b") == rect(10, 0, 0, 10))
    #expect(result.frame("c") == rect(10, 0, 50, 10))
    #expect(Set(result.diagnostics.map(\.nodeID)) == ["a", "b"])
    #expect(result.diagnostics.allSatisfy { $0.kind == .compressed })
  }

  @Test func compressionTieShrinksTheFirstByIndex() {
    // 20 + 20 in 30: a shrinks to 10, b keeps 20
    let root = stack("s", .horizontal, [box("a", 20, 10), box("b", 20, 10)])
    let result = solver.solve(root, width: 30, height: nil)
    #expect(result.frame("a")?.width == 10 && result.frame("b")?.width == 20)
    #expect(result.diagnostics.contains { $0.kind == .tieResolvedByIndex })
  }

  @Test func requiredCompressionOverflows() {
    let root = stack(
      "s", .horizontal, spacing: 10, [box("a", 20, 10, cr: (1000, 1000)), box("b", 20, 10)])
    let result = solver.solve(root, width: 30, height: nil)
    // b shrinks to 0, a cannot: 20 + 10 + 0 = 30... fits exactly
    #expect(result.frame("a")?.width == 20 && result.frame("b")?.width == 0)
    let tight = solver.solve(root, width: 25, height: nil)
    #expect(tight.diagnostics.contains { $0.kind == .overflow && $0.nodeID == "s" })
  }

  @Test func itemWithoutIntrinsicSizeTakesTheSurplusFirst() {
    // the spacer (no intrinsic width) beats a hugging of 1
    let root = stack(
      "s", .horizontal, [box("a", 10, 10, hug: (1, 1)), box("spacer", nil, nil), box("b", 10, 10)])
    let result = solver.solve(root, width: 100, height: nil)
    #expect(result.frame("spacer") == rect(10, 0, 80, 10))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func twoItemsWithoutIntrinsicSizeAreAmbiguous() {
    let root = stack("s", .horizontal, [box("x", nil, 5), box("y", nil, 5)])
    let result = solver.solve(root, width: 50, height: nil)
    #expect(result.frame("x")?.width == 50 && result.frame("y")?.width == 0)
    #expect(result.diagnostics.map(\.kind) == [.ambiguous])
  }

  @Test func noIntrinsicCrossLengthCollapsesUnlessFill() {
    let centered = stack("s", .horizontal, .fill, .center, [box("a", 10, 20), box("x", 10, nil)])
    let c = solver.solve(centered, width: nil, height: nil)
    #expect(c.frame("x") == rect(10, 10, 10, 0))
    let filled = stack("s", .horizontal, .fill, .fill, [box("a", 10, 20), box("x", 10, nil)])
    #expect(solver.solve(filled, width: nil, height: nil).frame("x") == rect(10, 0, 10, 20))
  }

  @Test func nestedAlignedStackHugsAtFiftyOneAcross() {
    // the row's text stack (vertical, leading) grows before a 251 thumbnail
    // but not before a 50-hugging item.
    let text = stack("t", .vertical, .fill, .leading, [box("title", 40, 10)])
    let row = stack("row", .horizontal, [box("thumb", 20, 20, hug: (251, 251)), text])
    #expect(solver.solve(row, width: 100, height: nil).frame("t")?.width == 80)
    let loose = stack("row", .horizontal, [box("thumb", 20, 20, hug: (50, 50)), text])
    #expect(solver.solve(loose, width: 100, height: nil).frame("thumb")?.width == 60)
  }

  @Test func fillProportionallyLastItemAbsorbsTheError() {
    // ℓ = 10, 10, spacing 10: D = 30; in 60: a = 10/30 × 60 = 20, b absorbs
    // 60 − 10 − 20 = 30 (not 20)
    let root = stack(
      "s", .horizontal, .fillProportionally, spacing: 10, [box("a", 10, 10), box("b", 10, 10)])
    let result = solver.solve(root, width: 60, height: nil)
    #expect(result.frame("a")?.width == 20)
    #expect(result.frame("b") == rect(30, 0, 30, 10))
    // at W == D every item keeps its intrinsic length
    let exact = solver.solve(root, width: 30, height: nil)
    #expect(exact.frame("b") == rect(20, 0, 10, 10))
  }

  @Test func fillProportionallyTakesProportionsOfTheWholeStackWithMargins() {
    // Measured on UIKit (issue 12): a 200-pt stack, 10-pt margins each side, items of 25
    // and 75: a = 25/100 × 200 = 50 (the whole width, margins included); b absorbs the
    // rest of the 180-pt content: 180 − 50 = 130, from x = 10 + 50 = 60.
    let root = stack(
      "s", .horizontal, .fillProportionally,
      margins: Insets(top: 0, left: 10, bottom: 0, right: 10),
      [box("a", 25, 10), box("b", 75, 10)])
    let result = solver.solve(root, width: 200, height: nil)
    #expect(result.frame("a") == rect(10, 0, 50, 10))
    #expect(result.frame("b") == rect(60, 0, 130, 10))
  }

  @Test func fillProportionallyWithoutLengthsFallsBackToEqual() {
    let root = stack(
      "s", .horizontal, .fillProportionally, spacing: 10, [box("a", 0, 10), box("b", nil, 10)])
    let result = solver.solve(root, width: 50, height: nil)
    #expect(result.frame("a")?.width == 20 && result.frame("b") == rect(30, 0, 20, 10))
  }

  @Test func equalSpacingOverflowShrinksByCompression() {
    // 40 + 40 + min gap 10 in 70 → shrink 20 from b (CR 700)
    let root = stack(
      "s", .horizontal, .equalSpacing, spacing: 10,
      [box("a", 40, 10), box("b", 40, 10, cr: (700, 750))])
    let result = solver.solve(root, width: 70, height: nil)
    #expect(result.frame("b") == rect(50, 0, 20, 10))
  }

  @Test func equalCenteringKeepsTheLongestEqualPrefix() {
    // lengths 10, 10, 50, spacing 0, W = 100: centres 5 … 75, equal step 35
    // would leave b→c a gap of 35 − 5 − 25 = 5 ≥ 0 → feasible: b centre 40.
    let root = stack(
      "s", .horizontal, .equalCentering, .fill,
      [box("a", 10, 10), box("b", 10, 10), box("c", 50, 10)])
    #expect(solver.solve(root, width: 100, height: nil).frame("b")?.x == 35)
    // spacing 10: minimum distances 5+10+5 = 20 and 5+10+25 = 40; span 70:
    // 2 × 40 > 70, so d_0 = d_1 fails; d_1 sits at its minimum 40, d_0 = 30.
    let spaced = stack(
      "s", .horizontal, .equalCentering, spacing: 10,
      [box("a", 10, 10), box("b", 10, 10), box("c", 50, 10)])
    let result = solver.solve(spaced, width: 100, height: nil)
    #expect(result.frame("b")?.x == 30)
    #expect(result.frame("c")?.x == 50)
  }
}
