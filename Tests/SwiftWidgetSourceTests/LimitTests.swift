import Testing

@testable import SwiftWidgetSource

/// Hostile or broken sources end with one clear line, never a crash or a hang,
/// and what cannot be evaluated becomes a placeholder with a note.
@Suite struct LimitTests {
  func imported(_ body: String, extra: String = "") throws -> ImportedWidget {
    let fixture = try SourceFixture(["W.swift": SourceFixture.widget(body: body, extra: extra)])
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    return try sources.importWidget(sources.widget(matching: nil), sample: nil)
  }

  @Test func endlessRecursionStopsAtTheCallDepthLimit() throws {
    let extra = """
      struct Loop: View {
        var body: some View { Loop() }
      }
      """
    let error = #expect(throws: SwiftSourceError.self) { try imported("Loop()", extra: extra) }
    #expect(error?.exitCode == 65)
    #expect(error?.description.contains("calls nest deeper than 64 levels") == true)
  }

  @Test func aHugeLoopStopsAtTheStepBudget() throws {
    let body = """
      VStack {
        ForEach(0..<1000) { i in
          ForEach(0..<1000) { j in
            Text("\\(i * j)")
          }
        }
      }
      """
    let error = #expect(throws: SwiftSourceError.self) { try imported(body) }
    #expect(error?.exitCode == 65)
    #expect(error?.description.contains("evaluation stopped after 200000 steps") == true)
  }

  @Test func tooManyViewsAndTooDeepNestingAreRefusedWithTheirPlace() throws {
    let many = try #require(
      #expect(throws: SwiftSourceError.self) {
        try imported("VStack { ForEach(0..<1000) { i in Text(\"a\"); Text(\"b\") } }")
      })
    #expect(many.description.contains("more than 2000 views in one family's tree"))
    let nest = """
      struct Nest: View {
        let depth: Int
        var body: some View {
          if depth == 0 { Text("x") } else { VStack { Nest(depth: depth - 1) } }
        }
      }
      """
    let nested = try #require(
      #expect(throws: SwiftSourceError.self) { try imported("Nest(depth: 30)", extra: nest) })
    #expect(nested.description.contains("views nest deeper than 24 levels"))
    // Nesting too deep to parse is the parser's error, with its place.
    let deep = String(repeating: "VStack { ", count: 100) + String(repeating: "}", count: 100)
    let unparsable = try #require(#expect(throws: SwiftSourceError.self) { try imported(deep) })
    #expect(unparsable.exitCode == 65)
    #expect(
      unparsable.description.hasSuffix("error: parsing has exceeded the maximum nesting level"))
  }

  @Test func anUnknownViewIsAPlaceholderAndTheRestStillLaysOut() throws {
    let widget = try imported(
      """
      VStack {
        Chart(entry.values) { value in BarMark(y: value) }
        Text(entry.title)
      }
      """)
    // The placeholder is a 44 × 44 box (the stated size); the text is still there.
    #expect(widget.json.contains("\"text\": \"Sample\""))
    #expect(widget.json.contains("\"width\": 44"))
    let note = try #require(widget.notes.first { $0.kind == .placeholder })
    // The body starts on line 21 of the fixture's file (SourceFixture.widget): Chart is on 22.
    #expect(note.location.line == 22)
    #expect(note.message.contains("Chart(…)"))
  }

  @Test func aSampleNumberOutOfRangeIsAUsageError() throws {
    let fixture = try SourceFixture(["W.swift": SourceFixture.widget(body: "Text(entry.title)")])
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    let error = #expect(throws: SwiftSourceError.self) {
      try sources.importWidget(sources.widget(matching: nil), sample: 5)
    }
    #expect(error?.exitCode == 64)
    #expect(
      error?.description.hasPrefix("--sample 5 is out of range: TestWidget has 1 sample entry")
        == true)
  }

  @Test func hostileNumbersAndStringsNeverTrap() throws {
    let widget = try imported(
      """
      VStack {
        Text("\\(9223372036854775807 / -1) \\((-9223372036854775807 - 1) / -1) \\(5 % 0)")
        Text(Date().addingTimeInterval(1e300), style: .time)
        Text(String(format: "%d %.3f", 1e300, -1e300))
        Text(entry.values.prefix(-1).count.formatted())
        Color(red: 1e300, green: -5, blue: 0.5)
        ForEach(Int.min..<Int.max) { i in EmptyView() }
        Text(twice("ab", 40))
      }
      """,
      extra: """
        func twice(_ text: String, _ times: Int) -> String {
          var result = text
          for _ in 0..<times { result = result + result }
          return result
        }
        """)
    // Everything evaluates or becomes a note; nothing traps. Int.min / −1 overflows
    // and 5 % 0 has no value: both are shown as "…".
    #expect(widget.json.contains("\"text\": \"-9223372036854775807 … …\""))
    #expect(widget.notes.contains { $0.message.contains("shown as …") })
  }
}
