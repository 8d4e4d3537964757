import Testing

@testable import StackLayout

/// `"baselines": [first, last]` on a solve document's leaf (points from the
/// leaf's top), so baseline alignment can be checked without fonts; the
/// older name `"baseline"` still reads the same.
@Suite struct StackDocumentBaselinesTests {
  func error(_ json: String) -> String? { documentError(json) }

  func row(_ a: String, _ b: String) -> String {
    #"{"root": {"id": "row", "axis": "horizontal", "alignment": "lastBaseline", "items": ["#
      + #"{"id": "a", "intrinsic": [10, 30], \#(a)}, {"id": "b", "intrinsic": [10, 20], \#(b)}]}}"#
  }

  @Test func baselinesAlignTheRow() throws {
    // last baselines a 25, b 12 → above 25: a at y 0, b at 13; below
    // max(30 − 25, 20 − 12) = 8 → 33 tall
    let document = try StackDocument(json: row(#""baselines": [20, 25]"#, #""baselines": [6, 12]"#))
    guard case .stack(let s) = document.root.content, case .leaf(let a) = s.items[0].content
    else {
      Issue.record("not a row of leaves")
      return
    }
    #expect(a.firstBaseline == 20 && a.lastBaseline == 25)
    let result = document.solve()
    #expect(result.frame("a") == rect(0, 0, 10, 30))
    #expect(result.frame("b") == rect(10, 13, 10, 20))
    #expect(result.height == 33)
  }

  @Test func theOlderNameStillReads() throws {
    let document = try StackDocument(json: row(#""baseline": [20, 25]"#, #""baselines": [6, 12]"#))
    #expect(document.solve().frame("b") == rect(10, 13, 10, 20))
  }

  @Test(arguments: [
    (
      #""baselines": [-1, 5]"#,
      "$.root.items[0].baselines[0]: -1 is out of range 0…1000000 (line 1, column"
    ),
    (#""baselines": [1, 2e6]"#, "$.root.items[0].baselines[1]: 2000000 is out of range 0…1000000"),
    (#""baselines": [1]"#, "$.root.items[0].baselines: expected an array of 2 numbers"),
    (#""baselines": [1, null]"#, "$.root.items[0].baselines[1]: expected a number"),
    (#""baselines": 4"#, "$.root.items[0].baselines: expected an array of 2 numbers"),
    (
      #""baselines": [1, 2], "baseline": [1, 2]"#,
      #"$.root.items[0].baseline: give "baselines" or "baseline", not both"#
    ),
  ])
  func badBaselinesNameTheirPath(json: String, message: String) {
    let description = error(row(json, #""baselines": [6, 12]"#))
    #expect(description?.contains(message) == true, "\(String(describing: description))")
  }

  @Test func aLabelRefusesBaselines() {
    let json =
      #"{"root": {"id": "l", "text": "Hi", "font": {"size": 10}, "baselines": [1, 2]}}"#
    let description = error(json)
    #expect(
      description?.contains(#"$.root.baselines: a label's baselines come from its font"#) == true,
      "\(String(describing: description))")
  }
}
