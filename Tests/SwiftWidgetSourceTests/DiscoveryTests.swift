import Testing

@testable import SwiftWidgetSource

/// Finding widgets in Swift sources (issue 21 item 1) and the errors for
/// sources that hold none, several, or not the one asked for.
@Suite struct DiscoveryTests {
  @Test func theEmojiWidgetsKindFamiliesAndPlaceComeFromItsDeclaration() throws {
    let sources = try SwiftSourceSet.load(paths: [SourceFixture.example("EmojiWidget")])
    let widget = try sources.widget(matching: nil)
    // `let kind: String = "EmojiWidget"`, `.supportedFamilies([.systemSmall, .systemMedium])`,
    // `struct EmojiWidget: Widget` on line 48 of EmojiWidget.swift.
    #expect(widget.kind == "EmojiWidget")
    #expect(widget.typeName == "EmojiWidget")
    #expect(widget.families == ["systemSmall", "systemMedium"])
    #expect(widget.familiesDeclared)
    #expect(!widget.contentMarginsDisabled)
    #expect(widget.file.hasSuffix("EmojiWidget/EmojiWidget.swift"))
    #expect(widget.line == 48)
    #expect(widget.displayName == "Emoji")
  }

  @Test func withoutSupportedFamiliesTheDefaultThreeAreListedAsNotDeclared() throws {
    let text = SourceFixture.widget(body: "Text(entry.title)")
      .replacingOccurrences(
        of: ".supportedFamilies([.systemSmall])", with: ".contentMarginsDisabled()")
    let fixture = try SourceFixture(["W.swift": text])
    let widget = try SwiftSourceSet.load(paths: [fixture.directory]).widget(matching: nil)
    // WidgetKit's default when supportedFamilies is not called.
    #expect(widget.families == ["systemSmall", "systemMedium", "systemLarge"])
    #expect(!widget.familiesDeclared)
    #expect(widget.contentMarginsDisabled)
    #expect(widget.kind == "test")
  }

  @Test func aDirectoryWithNoWidgetIsADataErrorNamingWhatWasSearched() throws {
    let fixture = try SourceFixture(["A.swift": "struct A { let x = 1 }"])
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    #expect(
      throws: SwiftSourceError.data("no struct conforming to Widget in \(fixture.path("A.swift"))")
    ) {
      try sources.widget(matching: nil)
    }
  }

  @Test func severalWidgetsNeedAKindAndAMistypedOneGetsADidYouMean() throws {
    let second = """
      struct OtherWidget: Widget {
        let kind = "other.kind"
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: kind, provider: Provider()) { entry in EntryView(entry: entry) }
        }
      }
      """
    let fixture = try SourceFixture([
      "W.swift": SourceFixture.widget(body: "Text(\"a\")", extra: second)
    ])
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    let error = #expect(throws: SwiftSourceError.self) { try sources.widget(matching: nil) }
    #expect(error?.exitCode == 64)
    #expect(
      error?.description
        == "2 widgets in the sources; pick one with --kind: test (TestWidget), other.kind (OtherWidget)"
    )
    #expect(try sources.widget(matching: "other.kind").typeName == "OtherWidget")
    #expect(try sources.widget(matching: "TestWidget").kind == "test")
    let typo = #expect(throws: SwiftSourceError.self) { try sources.widget(matching: "other.kimd") }
    #expect(typo?.exitCode == 64)
    #expect(typo?.description.contains("did you mean other.kind?") == true)
  }

  @Test func aMissingPathIsNoInputAndAFileThatDoesNotParseNamesItsLineAndColumn() throws {
    #expect(throws: SwiftSourceError.noInput("/no/such/dir: no such file or directory")) {
      try SwiftSourceSet.load(paths: ["/no/such/dir"])
    }
    let fixture = try SourceFixture(["Bad.swift": "struct A {\n  var x = \n}\n"])
    let error = #expect(throws: SwiftSourceError.self) {
      try SwiftSourceSet.load(paths: [fixture.path("Bad.swift")])
    }
    #expect(error?.exitCode == 65)
    // The expression missing after `=` is reported where it should start: line 2,
    // column 11, just after the 10 characters of "  var x = ".
    #expect(
      error?.description
        == "\(fixture.path("Bad.swift")):2:11: error: expected expression in variable")
    let empty = try SourceFixture(["README.md": "no swift"])
    #expect(
      throws: SwiftSourceError.noInput("\(empty.directory): no .swift files in the directory")
    ) {
      try SwiftSourceSet.load(paths: [empty.directory])
    }
  }

  @Test func aStaticKindIsReadThroughSelfOrItsName() throws {
    let second = """
      struct StaticKindWidget: Widget {
        static let kind = "static.kind"
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: Self.kind, provider: Provider()) { entry in EntryView(entry: entry) }
        }
      }
      """
    let fixture = try SourceFixture([
      "W.swift": SourceFixture.widget(body: "Text(\"a\")", extra: second)
    ])
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    #expect(sources.widgets.map(\.kind) == ["test", "static.kind"])
  }
}
