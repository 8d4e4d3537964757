import Foundation
import SizingCommands
import Testing

/// `glyph-missing`: a label that shows a character no installed font has
/// (drawn as a box) is an error in both hosts; an emoji is drawn from Noto
/// Color Emoji and is not.
///
/// U+12000 (CUNEIFORM SIGN A) is in no font the project installs
/// (`fc-list ':charset=12000'` is empty); Noto Color Emoji's advance is 2550
/// units on a 2048-unit em (its `hmtx` and `head` tables).
@Suite struct GlyphMissingCommandTests {
  static let sweep = [
    "--device", "iphone-8", "--category", "L", "--os", "13", "--orientation", "portrait",
    "--location", "today-view",
  ]

  static func kit(_ text: String) -> String {
    #"{"version": 2, "appName": "K", "widgetKit": {"all": {"id": "s", "axis": "vertical", "#
      + #""alignment": "leading", "items": [{"type": "label", "id": "t", "text": "\#(text)", "#
      + #""fontSize": 17}]}}}"#
  }

  static func today(_ title: String) -> String {
    #"{"appName": "T", "quickActions": [{"title": "A", "icon": "scan"}], "#
      + #""recents": [{"title": "\#(title)", "subtitle": "B"}]}"#
  }

  static func version2(_ text: String) -> String {
    #"{"version": 2, "appName": "V", "compact": {"id": "c", "axis": "vertical", "#
      + #""alignment": "leading", "items": [{"type": "label", "id": "name", "text": "\#(text)", "#
      + #""textStyle": "body"}]}}"#
  }

  static func rules(_ result: CommandResult) throws -> [String] {
    try CheckGateTests.findings(result).compactMap { $0["rule"] as? String }
  }

  @Test func anEmojiLabelHasNoFindingAndIsAnEmojiWide() throws {
    let result = try CheckGateTests.run(
      Self.kit("Done 🙂"), ["--family", "systemSmall", "--format", "json"])
    #expect(try Self.rules(result).contains("glyph-missing") == false, "\(result.stdout)")
    let file = try CheckGateTests.file(Self.kit("🙂"))
    defer { try? FileManager.default.removeItem(at: file) }
    let layout = SizingCLI.execute([
      "layout", "--widget", file.path, "--family", "systemSmall", "--device", "iphone-8",
      "--format", "json",
    ])
    #expect(layout.exitCode == 0, "\(layout.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let label = try #require(elements.first { $0["id"] as? String == "t" })
    let width = try #require(label["width"] as? Double)
    // Noto Color Emoji's advance, 2550/2048 em at 17 pt = 21.167 pt, rounded up
    // to the iPhone 8's @2x grid as a label's size is: 21.5.
    #expect(width == (17.0 * 2550 / 2048 * 2).rounded(.up) / 2, "\(width)")
  }

  @Test func aWidgetKitLabelWithAMissingCharacterIsAnError() throws {
    let result = try CheckGateTests.run(
      Self.kit("Tablet \u{12000}"), ["--family", "systemSmall", "--format", "json"])
    #expect(result.exitCode == 1)
    let finding = try #require(
      try CheckGateTests.findings(result).first { $0["rule"] as? String == "glyph-missing" })
    #expect(finding["element"] as? String == "t")
    #expect(finding["severity"] as? String == "error")
    #expect((finding["message"] as? String)?.contains("U+12000") == true, "\(finding)")
  }

  @Test func todayTitlesAndVersion2LabelsAreCheckedToo() throws {
    let today = try CheckGateTests.run(
      Self.today("Tablet \u{12000} \u{10000}"), Self.sweep + ["--format", "json"])
    let row = try #require(
      try CheckGateTests.findings(today).first { $0["rule"] as? String == "glyph-missing" })
    #expect(row["element"] as? String == "row0.title")
    #expect((row["message"] as? String)?.contains("U+12000, U+10000") == true, "\(row)")
    let tree = try CheckGateTests.run(
      Self.version2("Tablet \u{12000}"), Self.sweep + ["--format", "json"])
    let label = try #require(
      try CheckGateTests.findings(tree).first { $0["rule"] as? String == "glyph-missing" })
    #expect(label["element"] as? String == "name")
    let emoji = try CheckGateTests.run(Self.today("Done 🙂"), Self.sweep + ["--format", "json"])
    #expect(try Self.rules(emoji).contains("glyph-missing") == false)
  }

  @Test func theGateFailsOnItUnderFailOnError() throws {
    let widget = Self.kit("Tablet \u{12000}")
    let small = ["--family", "systemSmall", "--device", "375x667", "--category", "L"]
    #expect(try CheckGateTests.run(widget, small + ["--fail-on", "error"]).exitCode == 1)
    #expect(try CheckGateTests.run(widget, small + ["--fail-on", "never"]).exitCode == 0)
    let ignored = try CheckGateTests.run(
      widget, small + ["--fail-on", "error", "--ignore", "glyph-missing:t"])
    #expect(ignored.exitCode == 0)
    let text = try CheckGateTests.run(widget, small)
    #expect(text.stdout.contains("glyph-missing"), "\(text.stdout)")
    #expect(text.stdout.contains("U+12000"))
  }
}
