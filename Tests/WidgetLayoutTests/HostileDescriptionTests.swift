import Foundation
import SizingModel
import Testing

@testable import WidgetDescriptions

/// Hostile descriptions (issue 22, item 8) are refused when read, each with
/// its JSON path: a family listed twice, a list label that its items fill
/// past 1,000 characters, control characters in displayed text, and stacks
/// nested past 24 levels. Expected paths and messages are written by hand.
@Suite struct HostileDescriptionTests {
  @Test func aFamilyListedTwiceIsRefusedWithItsPath() {
    expectInvalid(
      #"{"version": 2, "appName": "K", "compact": {"type": "view"}, "widgetKit": "#
        + #"{"all": {"type": "view"}, "supportedFamilies": ["systemSmall", "systemMedium", "#
        + #""systemSmall"]}}"#,
      path: "$.widgetKit.supportedFamilies[2]", message: "systemSmall is listed twice")
  }

  @Test func treesForARepeatedFamilyHoldItOnce() {
    let root = WidgetNode(id: "v", content: .view(WidgetNode.View(width: 1, height: 1)))
    let trees = WidgetKitTrees(all: root, families: [.systemMedium, .systemSmall, .systemMedium])
    #expect(trees.families == [.systemSmall, .systemMedium])
  }

  /// A row label `{a}{b}`: 500 + 500 characters make exactly 1,000 (allowed),
  /// 600 + 600 make 1,200 (refused at the item, naming both fields).
  @Test func aListLabelIsLimitedAfterSubstitution() throws {
    func list(_ first: Int, _ second: Int) -> String {
      let a = String(repeating: "a", count: first)
      let b = String(repeating: "b", count: second)
      return version2(
        label,
        expanded: #"{"list": {"row": {"type": "label", "id": "t", "text": "{a}{b}", "#
          + #""textStyle": "body"}, "items": [{"a": "x", "b": "y"}, "#
          + #"{"a": "\#(a)", "b": "\#(b)"}]}}"#)
    }
    let widget = try WidgetDescription.parse(list(500, 500))
    guard case .list(let parsed) = widget.tree?.expanded else {
      Issue.record("no list")
      return
    }
    #expect(parsed.items.count == 2)
    expectInvalid(
      list(600, 600), path: "$.expanded.list.items[1]",
      message: #""a", "b" make the label at $.expanded.list.row.text 1200 characters long; "#
        + "a label holds at most 1000")
  }

  @Test(arguments: [
    (
      version2(#"{"type": "label", "text": "Hi\u0000 there", "textStyle": "body"}"#),
      "$.compact.text", "control character U+0000 at character 3"
    ),
    (
      version2(#"{"type": "image", "name": "star\u0007", "size": [10, 10]}"#),
      "$.compact.name", "control character U+0007 at character 5"
    ),
    (
      version2(
        label,
        expanded: #"{"list": {"row": {"type": "label", "id": "t", "text": "{a}", "#
          + #""textStyle": "body"}, "items": [{"a": "x\u001B[31m"}]}}"#),
      "$.expanded.list.items[0].a", "control character U+001B at character 2"
    ),
    (
      #"{"version": 2, "appName": "\u009B2J", "compact": {"type": "view"}}"#,
      "$.appName", "control character U+009B at character 1"
    ),
    (
      #"{"appName": "T", "quickActions": [], "recents": [{"title": "A\rB"}]}"#,
      "$.recents[0].title", "control character U+000D at character 2"
    ),
    (
      #"{"appName": "T", "quickActions": [{"title": "\u007F", "icon": "scan"}], "recents": []}"#,
      "$.quickActions[0].title", "control character U+007F at character 1"
    ),
  ])
  func controlCharactersAreRefusedWithTheirPath(json: String, path: String, message: String) {
    expectInvalid(json, path: path, message: message)
  }

  @Test func lineFeedAndTabAreText() throws {
    let widget = try WidgetDescription.parse(
      version2(#"{"type": "label", "text": "a\nb\tc", "textStyle": "body"}"#))
    guard case .label(let parsed) = widget.tree?.compact.content else {
      Issue.record("not a label")
      return
    }
    #expect(parsed.text == "a\nb\tc")
  }

  /// Stacks around a view: 24 levels are allowed, the 25th stack (24
  /// `items[0]` below the root) is refused.
  @Test func stacksNestTwentyFourLevels() throws {
    func nested(_ levels: Int) -> String {
      var json = #"{"type": "view"}"#
      for _ in 0..<levels { json = #"{"axis": "vertical", "items": [\#(json)]}"# }
      return version2(json)
    }
    _ = try WidgetDescription.parse(nested(24))
    expectInvalid(
      nested(25), path: "$.compact" + String(repeating: ".items[0]", count: 24),
      message: "stacks nest deeper than 24 levels")
  }
}
