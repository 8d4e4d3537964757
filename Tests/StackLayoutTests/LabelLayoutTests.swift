import Testing

@testable import StackLayout

/// Labels are measured height-for-width with the approximate measurer:
/// 10 pt font → 5 pt per character, line height 12 pt.
@Suite struct LabelLayoutTests {
  let font = FontSpec(pointSize: 10, lineHeight: 12)
  let solver = StackSolver(textMeasurer: ApproximateTextMeasurer())

  func label(_ id: String, _ text: String, lines: Int = 0) -> LayoutNode {
    .leaf(id, .label(TextSpec(text: text, font: font, numberOfLines: lines)))
  }

  @Test func measurerWrapsGreedily() {
    let m = ApproximateTextMeasurer()
    let spec = TextSpec(text: "hello world foo", font: font, numberOfLines: 0)
    // unwrapped: 15 characters × 5 = 75
    #expect(m.measure(spec, maxWidth: nil).width == 75)
    // at 50 pt (10 characters): "hello" | "world foo" → 2 lines, widest 9 × 5 = 45
    let wrapped = m.measure(spec, maxWidth: 50)
    #expect(wrapped.lineCount == 2)
    #expect(wrapped.width == 45)
    #expect(wrapped.height == 24)
    // numberOfLines 1 at 50 pt: "hello" + ellipsis, truncated
    let one = m.measure(TextSpec(text: spec.text, font: font, numberOfLines: 1), maxWidth: 50)
    #expect(one.lineCount == 1 && one.isTruncated && one.width == 30)
  }

  @Test func labelInVerticalStackWrapsAtTheStackWidth() {
    let root = stack("v", .vertical, .fill, .fill, [label("l", "hello world foo")])
    let result = solver.solve(root, width: 50, height: nil)
    #expect(result.frame("l") == rect(0, 0, 50, 24))
    #expect(result.height == 24)
    #expect(result.texts["l"]?.lineCount == 2)
  }

  @Test func unconstrainedLabelIsOneLine() {
    let root = stack("v", .vertical, .fill, .leading, [label("l", "hello world foo")])
    let result = solver.solve(root, width: nil, height: nil)
    #expect(result.frame("l") == rect(0, 0, 75, 12))
    #expect(result.width == 75)
  }

  @Test func quickActionButtonsWrapAtTheirEqualWidth() {
    // 3 buttons in 120 pt → 40 each; "Open Document" (65 pt) wraps into
    // "Open" | "Document" (8 × 5 = 40) → 24 tall; button = 32 + 24.
    let buttons = (0..<3).map { k in
      stack(
        "b\(k)", .vertical, .fill, .center,
        [box("i\(k)", 32, 32), label("t\(k)", "Open Document")])
    }
    let root = stack("row", .horizontal, .fillEqually, .fill, buttons)
    let result = solver.solve(root, width: 120, height: nil)
    #expect(result.height == 56)
    #expect(result.frame("b1") == rect(40, 0, 40, 56))
    #expect(result.frame("i1") == rect(44, 0, 32, 32))
    #expect(result.frame("t1") == rect(40, 32, 40, 24))
    #expect(result.texts["t2"]?.lineCount == 2)
  }

  @Test func withoutMeasurerLabelsHaveNoIntrinsicSize() {
    let root = stack("v", .vertical, .fill, .leading, [label("l", "hello"), box("b", 10, 10)])
    let result = StackSolver().solve(root, width: nil, height: nil)
    #expect(result.frame("l") == rect(0, 0, 0, 0))
    #expect(result.frame("b") == rect(0, 0, 10, 10))
  }
}

@Suite struct BaselineAndLabelDiagnosticTests {
  let font = FontSpec(pointSize: 10, lineHeight: 12)

  @Test func nestedStacksVendTheirBaselines() {
    // inner vertical stack [a (baseline 5, h 10), b (baseline 7, h 10)]:
    // first baseline 5, last baseline 10 + 7 = 17; beside c (baseline 12,
    // h 20) in a firstBaseline row: max(5, 12) = 12 above → inner at y 7.
    let inner = stack(
      "inner", .vertical, [box("a", 10, 10, baseline: 5), box("b", 10, 10, baseline: 7)])
    let row = stack(
      "row", .horizontal, .fill, .firstBaseline, [inner, box("c", 10, 20, baseline: 12)])
    let first = StackSolver().solve(row, width: nil, height: nil)
    #expect(first.frame("inner") == rect(0, 7, 10, 20))
    #expect(first.frame("c") == rect(10, 0, 10, 20))
    #expect(first.height == 27)
    // lastBaseline: inner 17, c 12 → inner at 0, c at 5
    let lastRow = stack(
      "row", .horizontal, .fill, .lastBaseline, [inner, box("c", 10, 20, baseline: 12)])
    let last = StackSolver().solve(lastRow, width: nil, height: nil)
    #expect(last.frame("inner") == rect(0, 0, 10, 20))
    #expect(last.frame("c") == rect(10, 5, 10, 20))
  }

  @Test func squeezedLabelIsReportedCompressed() {
    // a 2-line label (24 pt at 50 pt wide) in a stack held to 12 pt tall
    let label = LayoutNode.leaf(
      "l", .label(TextSpec(text: "hello world foo", font: font, numberOfLines: 0)))
    let root = stack("v", .vertical, .fill, .fill, [label])
    let result = StackSolver(textMeasurer: ApproximateTextMeasurer()).solve(
      root, width: 50, height: 12)
    #expect(result.frame("l") == rect(0, 0, 50, 12))
    #expect(result.diagnostics.map(\.kind) == [.compressed])
    #expect(result.texts["l"]?.lineCount == 2)
  }
}
