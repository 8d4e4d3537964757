import Testing

@testable import StackLayout

/// The "Swift API" example of the solver article
/// (Sources/SizingCommands/SizingCommands.docc/TheSolver.md, once the README's)
/// compiles and does what it says.
@Suite struct ReadmeSnippetTests {
  @Test func apiExampleRuns() throws {
    let root = LayoutNode.stack(
      "row",
      .init(
        axis: .horizontal, alignment: .center, spacing: 12,
        items: [
          .leaf(
            "thumb",
            .init(
              intrinsicWidth: 36, intrinsicHeight: 36,
              hugging: PriorityPair(horizontal: 251, vertical: 251))),
          .leaf(
            "title",
            .label(TextSpec(text: "Annual Report", font: FontSpec(pointSize: 17, lineHeight: 22)))),
        ]))
    let solver = StackSolver(textMeasurer: ApproximateTextMeasurer(), scale: 3)
    let result = solver.solve(root, width: 343, height: nil)
    // title: 13 characters × 8.5 = 110.5 pt, rounded up to the 3× grid as
    // UILabel's size is: 332 / 3; the label (hugging 251) and the thumbnail
    // (251) tie, so the thumbnail (first) takes the surplus:
    // 343 − 12 − 332 / 3 = 661 / 3
    #expect(result.frame("thumb")?.width == 661.0 / 3)
    #expect(result.diagnostics.map(\.kind) == [.tieResolvedByIndex])
    var prepared = solver.prepare(root)
    _ = prepared.solve(width: 398, height: nil)
    prepared.setIntrinsicSize(at: prepared.index(of: "thumb")!, width: 40, height: 40)
    // 40 + 12 + 110.5 = 162.5, snapped at 3× to 488 / 3
    #expect(prepared.solve(width: nil, height: nil).width == 488.0 / 3)
    let document = try StackDocument(
      json: Array(#"{"root": {"id": "a", "intrinsic": [1, 2]}}"#.utf8))
    #expect(document.solve().jsonString().hasPrefix(#"{"width":1,"height":2"#))
  }
}
