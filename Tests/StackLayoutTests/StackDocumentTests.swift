import Testing

@testable import StackLayout

/// The error reading `json` as a solve document gives, or nil if it reads.
func documentError(_ json: String) -> String? {
  do {
    _ = try StackDocument(json: json)
    return nil
  } catch {
    return error.description
  }
}

@Suite struct StackDocumentTests {
  func error(_ json: String) -> String? { documentError(json) }

  @Test func readsEveryKey() throws {
    let document = try StackDocument(
      json: """
        {"width": 200, "scale": 2, "root": {"id": "s", "axis": "horizontal",
          "distribution": "equalSpacing", "alignment": "bottom", "spacing": 4,
          "customSpacing": {"a": 9}, "margins": [1, 2, 3, 4], "items": [
            {"id": "a", "intrinsic": [10, null], "hugging": [251, 252],
             "compression": [700, 701], "hidden": true, "baseline": [5, 6]},
            {"id": "t", "text": "Hi", "font": {"size": 17, "lineHeight": 22}, "lines": 0}]}}
        """)
    #expect(document.width == 200 && document.height == nil && document.scale == 2)
    guard case .stack(let s) = document.root.content else {
      Issue.record("root is not a stack")
      return
    }
    #expect(s.distribution == .equalSpacing && s.alignment == .trailing && s.spacing == 4)
    #expect(s.customSpacing == ["a": 9])
    #expect(s.margins == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(s.isLayoutMarginsRelativeArrangement)
    #expect(s.items[0].isHidden)
    guard case .leaf(let a) = s.items[0].content, case .leaf(let t) = s.items[1].content else {
      Issue.record("items are not leaves")
      return
    }
    #expect(a.intrinsicWidth == 10 && a.intrinsicHeight == nil)
    #expect(a.hugging == PriorityPair(horizontal: 251, vertical: 252))
    #expect(a.compression == PriorityPair(horizontal: 700, vertical: 701))
    #expect(a.firstBaseline == 5 && a.lastBaseline == 6)
    #expect(t.text?.text == "Hi" && t.text?.numberOfLines == 0 && t.text?.font.lineHeight == 22)
  }

  /// The parser's own edge cases are in StrictJSONTests; these check how its
  /// errors read as a document's (the same wording as every other input).
  @Test(arguments: [
    (
      "{\"root\": {\"id\": \"a\",}",
      "line 1, column 20: trailing comma before }"
    ),
    ("{\"root\":\n  [1, 2", "line 2, column 8: unterminated array"),
    ("{\"width\": 1e999, \"root\": {}}", "line 1, column 11: number 1e999 is out of range"),
  ])
  func malformedJSONNamesLineAndColumn(json: String, message: String) {
    let description = error(json)
    #expect(description?.contains(message) == true, "\(String(describing: description))")
  }

  @Test(arguments: [
    (
      #"{"root": {"id": "s", "axis": "diagonal", "items": []}}"#,
      #"$.root.axis: unknown axis "diagonal"; valid: horizontal, vertical (line 1, column 30)"#
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "distribution": "fil", "items": []}}"#,
      #"$.root.distribution: unknown distribution "fil"; valid: fill, fillEqually, "#
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "alignment": "middle", "items": []}}"#,
      "valid: fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline"
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "items": [{"id": "s", "intrinsic": [1, 1]}]}}"#,
      #"$.root.items[0].id: duplicate id "s" (first used at $.root)"#
    ),
    (
      #"{"root": {"id": "a", "intrinsic": [-1, 1]}}"#,
      "$.root.intrinsic[0]: -1 is out of range 0…1000000"
    ),
    (
      #"{"width": -5, "root": {"id": "a", "intrinsic": [1, 1]}}"#,
      "$.width: -5 is out of range 0…1000000 (line 1, column 11)"
    ),
    (#"{"root": {"id": "a", "intrinsic": [1]}}"#, "$.root.intrinsic: expected an array of 2"),
    (#"{"root": {"id": "a"}}"#, "$.root: a leaf needs \"intrinsic\""),
    (#"{"root": {"intrinsic": [1, 1]}}"#, "$.root: missing required key \"id\""),
    (#"{"root": {"id": "a", "intrinsic": [1, 1], "colour": 1}}"#, "unknown key \"colour\""),
    (
      #"{"root": {"id": "a", "intrinsic": [1, 1], "hugging": [1001, 1]}}"#,
      "$.root.hugging[0]: 1001 is out of range 0…1000"
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "customSpacing": {"z": 1}, "items": []}}"#,
      #"$.root.customSpacing.z: "z" is not an item of this stack"#
    ),
    (#"{"width": 5}"#, "$: missing required key \"root\""),
    (
      #"{"scale": 1e300, "root": {"id": "a", "intrinsic": [1, 1]}}"#,
      "$.scale: 1e+300 is out of range 0…16"
    ),
    (#"[1]"#, "$: expected an object, found an array"),
  ])
  func invalidValuesNameTheirPath(json: String, message: String) {
    let description = error(json)
    #expect(description?.contains(message) == true, "\(String(describing: description))")
  }

  func nested(_ levels: Int) -> String {
    var json = #"{"id": "leaf", "intrinsic": [1, 1]}"#
    for k in 0..<levels {
      json = #"{"id": "s\#(k)", "axis": "vertical", "items": [\#(json)]}"#
    }
    return #"{"root": \#(json)}"#
  }

  @Test func sixtyFourLevelsAreAllowed() throws {
    // 63 stacks + the leaf = 64 levels
    let document = try StackDocument(json: nested(63))
    #expect(document.solve().height == 1)
    #expect(error(nested(64))?.contains("nesting deeper than 64 levels") == true)
  }

  @Test func deepJSONIsRefusedWithoutRecursing() {
    let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    #expect(error(deep)?.contains("nesting deeper than 256 levels") == true)
    let deepTree = nested(5_000)
    #expect(error(deepTree)?.contains("nesting deeper than") == true)
  }

  @Test func moreThan100000NodesAreRefused() {
    let leaves = (0...100_000).map { #"{"id": "n\#($0)", "intrinsic": [1, 1]}"# }
    let json =
      #"{"root": {"id": "root", "axis": "vertical", "items": ["#
      + leaves.joined(separator: ",") + "]}}"
    #expect(error(json)?.contains("more than 100000 nodes") == true)
  }

  @Test func resultJSONIsDeterministicAndShortest() throws {
    let document = try StackDocument(
      json:
        #"{"width": 10, "root": {"id": "s", "axis": "horizontal", "distribution": "fillEqually", "items": [{"id": "a\"b", "intrinsic": [1, 1]}, {"id": "c", "intrinsic": [1, 1]}, {"id": "d", "intrinsic": [1, 1]}]}}"#
    )
    let json = document.solve().jsonString()
    #expect(
      json == #"{"width":10,"height":1,"frames":{"s":{"x":0,"y":0,"width":10,"height":1},"#
        + #""a\"b":{"x":0,"y":0,"width":3.3333333333333335,"height":1},"#
        + #""c":{"x":3.3333333333333335,"y":0,"width":3.3333333333333335,"height":1},"#
        + #""d":{"x":6.666666666666667,"y":0,"width":3.3333333333333335,"height":1}},"#
        + #""diagnostics":[]}"#)
  }
}
