import Foundation
import SwiftWidgetSource
import Testing

/// A character Swift's lexer cannot place (a control character, a
/// byte-order mark or line separator mid-file) next to an operator made
/// swift-syntax's diagnostics generator build a Fix-It with no change and
/// trap (the fuzz target's Swift surface, seed 97803: `family \u{19}=
/// .systemSmall`). The reader now names the character and where it is, as
/// the compiler refuses it; the two the compiler only warns about (a
/// non-breaking space, a NUL) are still read.
@Suite struct UnplacedCharacterTests {
  @Test(arguments: ["\u{1}", "\u{19}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}"])
  func aCharacterTheCompilerRefusesIsAnErrorAtItsPlace(character: String) throws {
    let fixture = try SourceFixture(["W.swift": "struct A {\n  var x = a \(character)= b\n}\n"])
    defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
    let error = #expect(throws: SwiftSourceError.self) {
      try SwiftSourceSet.load(paths: [fixture.path("W.swift")])
    }
    // "  var x = a " is 12 characters: the character is at line 2, column 13.
    let code = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: 4 - code.count) + code
    #expect(error?.exitCode == 65)
    #expect(
      error?.description
        == "\(fixture.path("W.swift")):2:13: error: character U+\(padded) is not allowed in Swift source here"
    )
  }

  @Test(arguments: ["\u{A0}", "\u{0}"])
  func aCharacterTheCompilerOnlyWarnsAboutIsRead(character: String) throws {
    let source = SourceFixture.widget(body: "    Text(\"a\")") + "\nlet y = 1 \(character)+ 2\n"
    let fixture = try SourceFixture(["W.swift": source])
    defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    let imported = try sources.importWidget(sources.widget(matching: nil), sample: nil)
    #expect(imported.json.contains("\"systemSmall\""))
  }

  /// A form feed or vertical tab beside `=` with a space on each side
  /// (fuzz seed 270176: `family =\u{C} .systemSmall`) made the same
  /// generator trap on its whitespace Fix-It: the reader reports the
  /// lexer's complaint itself, at the `=` (column 13 of "  var x = a =").
  @Test(arguments: ["\u{C}", "\u{B}"])
  func unevenWhitespaceAroundEqualsIsAnError(whitespace: String) throws {
    let fixture = try SourceFixture(["W.swift": "struct A {\n  var x = a =\(whitespace) b\n}\n"])
    defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
    let error = #expect(throws: SwiftSourceError.self) {
      try SwiftSourceSet.load(paths: [fixture.path("W.swift")])
    }
    #expect(error?.exitCode == 65)
    #expect(
      error?.description
        == "\(fixture.path("W.swift")):2:13: error: '=' must have consistent whitespace on both sides"
    )
  }
}
