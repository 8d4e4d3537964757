import Foundation
import SizingCommands
import Testing

/// Hostile descriptions and option values (issue 22, item 8) give one clear
/// line and a sysexits code, or a true answer; expected values by hand.
@Suite struct HostileInputTests {
  static let duplicateFamily =
    #"{"version": 2, "appName": "T", "compact": {"type": "label", "text": "Hi", "#
    + #""textStyle": "body"}, "widgetKit": {"all": {"type": "label", "text": "Hi", "#
    + #""textStyle": "body"}, "supportedFamilies": ["systemSmall", "systemMedium", "#
    + #""systemSmall"]}}"#

  /// Runs `arguments` with `{file}` replaced by a temporary file holding `json`.
  static func run(_ json: String, _ arguments: [String]) throws -> CommandResult {
    let url = try CheckGateTests.file(json)
    defer { try? FileManager.default.removeItem(at: url) }
    return SizingCLI.execute(arguments.map { $0 == "{file}" ? url.path : $0 })
  }

  static func expectDataError(_ result: CommandResult, _ text: String) {
    #expect(result.exitCode == 65, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(text), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    ["layout", "--widget", "{file}"], ["check", "{file}"], ["check", "{file}", "--host", "today"],
    ["render", "--widget", "{file}", "--out", "/tmp/never-written-hostile.png"],
  ])
  func aFamilyListedTwiceExits65(arguments: [String]) throws {
    let result = try Self.run(Self.duplicateFamily, arguments)
    Self.expectDataError(result, "$.widgetKit.supportedFamilies[2]: systemSmall is listed twice")
  }

  /// `{a}{a}` with a 600-character value is 1,200 characters, past 1,000.
  @Test func aLabelFilledPastTheLimitExits65() throws {
    let value = String(repeating: "x", count: 600)
    let json =
      #"{"version": 2, "appName": "T", "compact": {"type": "view"}, "expanded": {"list": "#
      + #"{"row": {"type": "label", "id": "t", "text": "{a}{a}", "textStyle": "body"}, "#
      + #""items": [{"a": "\#(value)"}]}}}"#
    let result = try Self.run(json, ["layout", "--widget", "{file}"])
    Self.expectDataError(
      result,
      #"$.expanded.list.items[0]: its "a" make the label at $.expanded.list.row.text 1200 "#
        + "characters long")
  }

  @Test func aNulInALabelExits65() throws {
    let json =
      #"{"version": 2, "appName": "T", "compact": {"type": "label", "text": "ab\u0000cd", "#
      + #""textStyle": "body"}}"#
    let result = try Self.run(json, ["check", "{file}"])
    Self.expectDataError(result, "$.compact.text: control character U+0000 at character 3")
  }

  @Test func escapeSequencesInOptionValuesAreShownEscaped() {
    let result = SizingCLI.execute(["layout", "--device", "x\u{1B}[31mred\u{7}"])
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains(#"unknown device 'x\e[31mred\u{7}'"#), "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
  }

  @Test func escapeSequencesInFileNamesAreShownEscaped() throws {
    let folder = FileManager.default.temporaryDirectory
    let url = folder.appendingPathComponent("w\u{1B}]0;title\u{7}-\(UUID()).json")
    try CheckGateTests.narrow.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(["check", url.path] + CheckGateTests.sweep())
    #expect(result.stdout.contains(#"w\e]0;title\u{7}-"#), "\(result.stdout)")
    #expect(!result.stdout.unicodeScalars.contains("\u{1B}"))
    #expect(!result.stdout.unicodeScalars.contains("\u{7}"))
  }

  @Test func aLineBreakInALabelStaysOnItsElementLine() throws {
    let json =
      #"{"version": 2, "appName": "T", "compact": {"type": "label", "id": "two", "#
      + #""text": "one\ntwo", "textStyle": "body", "numberOfLines": 2}}"#
    let result = try Self.run(json, ["layout", "--widget", "{file}", "--device", "iphone-8"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""one\ntwo" 2 lines"#), "\(result.stdout)")
  }

  /// The smallest phone in landscape at AX5 fits no row (UsingSizingCLI.md, "layout"):
  /// expanded mode reports it, compact mode shows no rows and does not, in
  /// `layout` as in `check`.
  @Test func compactModeReportsNoRowInLayoutAndCheckAlike() throws {
    let place = [
      "--device", "iphone-se", "--category", "AX5", "--orientation", "landscape", "--os", "13",
      "--location", "today-view",
    ]
    let compact = SizingCLI.execute(["layout", "--mode", "compact"] + place)
    #expect(compact.exitCode == 0, "\(compact.stderr)")
    #expect(!compact.stdout.contains("noRowFits"))
    let expanded = SizingCLI.execute(["layout", "--mode", "expanded"] + place)
    #expect(expanded.stdout.contains("noRowFits"))
    let checkCompact = SizingCLI.execute(
      ["check", "Data/reference-widget.json", "--mode", "compact"] + place)
    #expect(!checkCompact.stdout.contains("no-row-shown"), "\(checkCompact.stdout)")
    #expect(!checkCompact.stdout.contains("rows-never-fit"), "\(checkCompact.stdout)")
    // In this one environment no row ever fits: rows-never-fit, which replaces
    // no-row-shown and keeps its numbers (the first row's height, the room).
    let checkExpanded = SizingCLI.execute(
      ["check", "Data/reference-widget.json", "--mode", "expanded"] + place)
    #expect(checkExpanded.stdout.contains("rows-never-fit"), "\(checkExpanded.stdout)")
    #expect(checkExpanded.stdout.contains("does not fit in the"), "\(checkExpanded.stdout)")
  }
}
