import Foundation
import PropertyBased
import PropertyTestSupport
import SizingModel
import Testing

@testable import WidgetDescriptions

/// Expects `parse(json)` to fail with an invalid-data error whose path starts
/// with `path` and whose message contains `message` (version 1 and 2 alike).
func expectInvalid(
  _ json: String, path: String, message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    _ = try WidgetDescription.parse(json)
    Issue.record("parsed without error", sourceLocation: sourceLocation)
  } catch .invalidData(let where_, let text) {
    #expect(where_.hasPrefix(path), "path \(where_)", sourceLocation: sourceLocation)
    #expect(text.contains(message), "message \(text)", sourceLocation: sourceLocation)
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
  }
}

private let minimal = #"{"appName": "A", "quickActions": [], "recents": []}"#

@Suite struct DescriptionTests {
  @Test func referenceWidgetHasThreeActionsAndSixRecents() {
    let widget = WidgetDescription.reference
    #expect(widget.appName == "PDF Viewer")
    #expect(widget.quickActions.map(\.title) == ["Scan Document", "New Note", "Search"])
    #expect(widget.quickActions.map(\.icon) == ["scan", "note", "search"])
    #expect(widget.recents.count == 6)
    #expect(widget.recents.allSatisfy { !$0.title.isEmpty && !$0.subtitle.isEmpty })
    #expect(widget.maxRows == 4)
    #expect(widget.rowStyle.titleStyle == .body)
    #expect(widget.rowStyle.subtitleStyle == .caption1)
    #expect(widget.labelLines == 2)
    #expect(!widget.marginInsetsOptOut)
  }

  @Test func shippedExamplesParse() throws {
    for name in ["widgets/minimal.json", "widgets/crowded.json"] {
      let text = try #require(WidgetSizes.embeddedFile(name))
      _ = try WidgetDescription.parse(text)
    }
  }

  @Test func defaultsApplyWhenKeysAreAbsent() throws {
    let widget = try WidgetDescription.parse(minimal)
    #expect(widget.maxRows == 4)
    #expect(widget.actionStyle == WidgetDescription.ActionStyle())
    #expect(widget.rowStyle == WidgetDescription.RowStyle())
    #expect(widget.labelLines == nil && widget.minimumWidth == nil)
  }

  @Test func styleValuesAreRead() throws {
    let widget = try WidgetDescription.parse(
      #"""
      {"appName": "A", "quickActions": [{"title": "Go", "icon": "go"}],
       "recents": [{"title": "T"}], "maxRows": 2, "marginInsetsOptOut": true,
       "actionStyle": {"iconSize": 24, "labelStyle": "FOOTNOTE", "numberOfLines": 0},
       "rowStyle": {"thumbnail": {"width": 20, "height": 25}, "padding": {"top": 3},
                    "titleStyle": "headline", "separator": false},
       "minimumWidth": 300.5}
      """#)
    #expect(widget.maxRows == 2 && widget.marginInsetsOptOut)
    #expect(widget.actionStyle.iconSize == 24 && widget.actionStyle.labelStyle == .footnote)
    #expect(widget.actionStyle.numberOfLines == 0)
    #expect(widget.rowStyle.thumbnailWidth == 20 && widget.rowStyle.thumbnailHeight == 25)
    #expect(widget.rowStyle.padding == .init(top: 3, leading: 0, bottom: 0, trailing: 0))
    #expect(widget.rowStyle.titleStyle == .headline && !widget.rowStyle.separator)
    #expect(widget.recents[0].subtitle == "")
    #expect(widget.minimumWidth == 300.5)
  }

  @Test func unknownKeysAreRejectedWithTheirPath() {
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [], "maxrows": 3}"#,
      path: "$.maxrows", message: #"unknown key "maxrows"; valid keys: appName"#)
    expectInvalid(
      #"{"appName": "A", "quickActions": [{"title": "x", "icon": "y", "colour": 1}], "recents": []}"#,
      path: "$.quickActions[0].colour", message: "unknown key")
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [], "rowStyle": {"thumbnail": {"depth": 1}}}"#,
      path: "$.rowStyle.thumbnail.depth", message: "valid keys: width, height")
  }

  @Test func wrongTypesAndRangesNameThePath() {
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [{"title": 3}]}"#,
      path: "$.recents[0].title", message: "expected a string, found a number")
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [], "maxRows": 0}"#,
      path: "$.maxRows", message: "0 is out of range 1…20")
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [], "maxRows": 2.5}"#,
      path: "$.maxRows", message: "whole number")
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [], "actionStyle": {"iconSize": -1}}"#,
      path: "$.actionStyle.iconSize", message: "-1 is out of range 0…200")
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [], "rowStyle": {"titleStyle": "huge"}}"#,
      path: "$.rowStyle.titleStyle", message: #"unknown text style "huge"; valid: largeTitle"#)
    expectInvalid(
      #"{"appName": "A", "quickActions": [], "recents": [], "marginInsetsOptOut": 1}"#,
      path: "$.marginInsetsOptOut", message: "expected true or false")
    expectInvalid(
      #"{"appName": "", "quickActions": [], "recents": []}"#,
      path: "$.appName", message: "must not be empty")
  }

  @Test func missingKeysAndTooManyItems() {
    expectInvalid(
      #"{"appName": "A", "recents": []}"#, path: "$",
      message: #"missing required key "quickActions""#)
    expectInvalid(
      #"{"appName": "A", "quickActions": [{"title": "x"}], "recents": []}"#,
      path: "$.quickActions[0]", message: #"missing required key "icon""#)
    let nine = Array(repeating: #"{"title": "x", "icon": "y"}"#, count: 9).joined(separator: ",")
    expectInvalid(
      #"{"appName": "A", "quickActions": [\#(nine)], "recents": []}"#,
      path: "$.quickActions", message: "9 items; at most 8")
  }

  /// The parser's own edge cases are in StrictJSONTests; these check how
  /// its errors read as ``SizingError``.
  @Test func malformedJSONNamesLineAndColumn() {
    expectInvalid(
      "{\"appName\": \"A\",\n  \"recents\": [1, 2,]}", path: "line 2, column 19",
      message: "trailing comma before ]")
    expectInvalid(
      "[1]", path: "$", message: "expected an object, found an array (line 1, column 1)")
    let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    expectInvalid(deep, path: "line 1, column 65", message: "nesting deeper than 64 levels")
  }

  @Test func filesReportUnreadableAndInvalidWithExitCodes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("today-tests-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.json").path
    #expect(throws: SizingError.unreadable(path: missing, reason: "no such file")) {
      try WidgetDescription(contentsOf: missing)
    }
    let broken = folder.appendingPathComponent("broken.json")
    try Data(#"{"appName": 1}"#.utf8).write(to: broken)
    do {
      _ = try WidgetDescription(contentsOf: broken.path)
      Issue.record("parsed a broken file")
    } catch {
      #expect(error.exitCode == 65)
      #expect(error.description.hasPrefix("\(broken.path): $.appName: expected a string"))
    }
    let binary = folder.appendingPathComponent("binary.json")
    try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: binary)
    #expect(throws: SizingError.invalidData(path: binary.path, message: "not UTF-8 text")) {
      try WidgetDescription(contentsOf: binary.path)
    }
    #expect(throws: SizingError.unreadable(path: folder.path, reason: "is a directory")) {
      try WidgetDescription(contentsOf: folder.path)
    }
    let good = folder.appendingPathComponent("good.json")
    try Data(minimal.utf8).write(to: good)
    #expect(try WidgetDescription(contentsOf: good.path).appName == "A")
  }

  @Test func repeatedActionsAndPlaceholderRecents() throws {
    let widget = WidgetDescription.reference
    #expect(widget.quickAction(at: 3) == widget.quickActions[0])
    #expect(widget.recent(at: 7) == widget.recents[1])
    let empty = try WidgetDescription.parse(minimal)
    #expect(empty.recent(at: 0).title == "Document 1")
  }
}

@Suite struct DescriptionFuzzTests {
  static let alphabet = Array(#"{}[]:,"\ 0123456789.-+eEtrufalsn"#.utf8)

  /// One to four byte edits of the reference widget, generated (and shrunk
  /// on failure) by PropertyBased: (position, 0 replace / 1 delete /
  /// 2 insert, index into `alphabet`).
  static let edits = zip(
    Gen.int(in: 0...9_999), Gen.int(in: 0...2), Gen.int(in: 0...alphabet.count - 1)
  ).array(of: 1...4)

  @Test func mutatedDescriptionsParseOrFailWithData() async throws {
    let original = Array(try #require(WidgetSizes.embeddedFile("reference-widget.json")).utf8)
    var parsed = 0
    await seededCheck(count: 3000, input: Self.edits) { edits in
      var bytes = original
      for (position, kind, letter) in edits {
        let index = position % bytes.count
        switch kind {
        case 0: bytes[index] = Self.alphabet[letter]
        case 1: bytes.remove(at: index)
        default: bytes.insert(Self.alphabet[letter], at: index)
        }
      }
      do throws(SizingError) {
        _ = try WidgetDescription.parse(String(decoding: bytes, as: UTF8.self))
        parsed += 1
      } catch {
        #expect(error.exitCode == 65, "\(error)")
      }
    }
    #expect(parsed < 3000, "some edits must break the description")
  }
}
