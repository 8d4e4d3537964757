import Foundation
import SizingModel
import StackLayout
import Testing

@testable import WidgetDescriptions

/// A version-2 description with `compact` and optional `expanded` members.
func version2(_ compact: String, expanded: String? = nil) -> String {
  #"{"version": 2, "appName": "T", "compact": "# + compact
    + (expanded.map { #", "expanded": "# + $0 } ?? "") + "}"
}

let label = #"{"type": "label", "id": "l", "text": "Hi", "textStyle": "body"}"#

@Suite struct Version2DescriptionTests {
  @Test func everyShippedVersion2FileParses() throws {
    for name in ["reference-v2", "weather", "stocks", "calendar", "chart"] {
      let text = try #require(WidgetSizes.embeddedFile("widgets/\(name).json"), "\(name)")
      let widget = try WidgetDescription.parse(text)
      #expect(widget.tree != nil, "\(name)")
    }
    // The WidgetKit examples: the PDF viewer (WidgetKit only) and the weather (both hosts).
    let kit = try WidgetDescription.parse(
      try #require(WidgetSizes.embeddedFile("widgets/pdf-viewer-widgetkit.json")))
    #expect(kit.tree == nil && !kit.hasTodayWidget)
    #expect(kit.widgetKit?.families == [.systemSmall, .systemMedium, .systemLarge])
    let weather = try WidgetDescription.parse(
      try #require(WidgetSizes.embeddedFile("widgets/weather.json")))
    #expect(weather.hasTodayWidget)
    #expect(weather.widgetKit?.families == [.systemSmall, .systemMedium, .accessoryRectangular])
  }

  @Test func treeShapeDefaultsAndPlaceholdersAreRead() throws {
    let widget = try WidgetDescription.parse(
      version2(
        #"{"axis": "horizontal", "items": [\#(label), {"type": "view"}]}"#,
        expanded: #"""
          {"list": {"row": {"type": "label", "id": "t", "text": "{a} and {b}", "textStyle": "caption2"},
                    "items": [{"a": "1", "b": "2"}, {"a": "3", "b": "4", "c": "unused"}]}}
          """#))
    let tree = try #require(widget.tree)
    #expect(tree.compact.id == "compact")
    #expect(tree.compact.children.map(\.id) == ["l", "compact.items[1]"])
    guard case .label(let text) = tree.compact.children[0].content else {
      Issue.record("not a label")
      return
    }
    #expect(text.numberOfLines == 1 && text.lineBreakMode == .truncatingTail)
    #expect(text.adjustsFontForContentSizeCategory && text.weight == nil)
    guard case .list(let list) = tree.expanded else {
      Issue.record("not a list")
      return
    }
    #expect(list.maxRows == 4 && list.separators && list.items.count == 2)
    #expect(widget.maxRows == 4 && widget.quickActions.isEmpty)
    #expect(tree.textStyles == [.body, .caption2])
    #expect(Placeholders.fill("{a} and {b}", with: list.items[1]) == "3 and 4")
    #expect(Placeholders.fill("{ a } {} {b", with: ["a": "x"]) == "{ a } {} {b")
  }

  @Test func imageSizeFromAnAspectRatio() throws {
    let widget = try WidgetDescription.parse(
      version2(#"{"type": "image", "id": "i", "height": 30, "aspectRatio": 1.5}"#))
    #expect(widget.tree?.compact.content == .image(.init(name: nil, width: 45, height: 30)))
  }

  @Test func versionOneFilesStayVersionOne() throws {
    #expect(WidgetDescription.reference.tree == nil)
    expectInvalid(
      #"{"version": 1, "appName": "A", "quickActions": [], "recents": []}"#, path: "$.version",
      message: "the only other is 2")
  }

  @Test func refusedValuesNameTheirPathAndTheValidChoices() {
    expectInvalid(
      version2(#"{"type": "button", "id": "b"}"#), path: "$.compact.type",
      message: #"unknown view type "button"; valid: stack, label, image, view"#)
    expectInvalid(
      version2(#"{"type": "label", "text": "x", "textStyle": "huge"}"#),
      path: "$.compact.textStyle", message: "valid: largeTitle, title1")
    expectInvalid(
      version2(#"{"type": "label", "text": "x", "textStyle": "body", "lineBreakMode": "wrap"}"#),
      path: "$.compact.lineBreakMode", message: "valid: wordWrapping, charWrapping, clipping")
    expectInvalid(
      version2(##"{"type": "view", "colour": "#fff"}"##), path: "$.compact.colour",
      message: "valid keys: type, id, hidden, intrinsic, color")
    expectInvalid(
      version2(#"{"type": "view", "color": "red"}"#), path: "$.compact.color",
      message: "not a colour #rrggbb")
    expectInvalid(
      version2(#"{"axis": "diagonal", "items": []}"#), path: "$.compact.axis",
      message: "valid: horizontal, vertical")
    expectInvalid(
      version2(#"{"type": "image", "id": "i"}"#), path: "$.compact",
      message: "an image needs \"size\"")
    expectInvalid(
      version2(label, expanded: #"{"list": {"row": \#(label), "items": []}, "body": \#(label)}"#),
      path: "$.expanded", message: "not both")
  }

  @Test func idsAreUniqueValidAndNotReserved() {
    expectInvalid(
      version2(#"{"axis": "vertical", "items": [\#(label), \#(label)]}"#),
      path: "$.compact.items[1].id",
      message: #"duplicate id "l" (first used at $.compact.items[0])"#)
    expectInvalid(
      version2(label, expanded: #"{"body": \#(label)}"#), path: "$.expanded.body.id",
      message: "duplicate id")
    expectInvalid(
      version2(#"{"type": "view", "id": "widget"}"#), path: "$.compact.id", message: "reserved")
    expectInvalid(
      version2(#"{"type": "view", "id": "a[1]"}"#), path: "$.compact.id",
      message: "use letters, digits")
  }

  @Test func placeholdersOnlyInARowTemplateAndEveryItemHasTheirFields() {
    expectInvalid(
      version2(#"{"type": "label", "text": "{price}", "textStyle": "body"}"#),
      path: "$.compact.text", message: "only filled in a list's row template")
    expectInvalid(
      version2(
        label,
        expanded: #"""
          {"list": {"row": {"type": "label", "id": "p", "text": "{price}", "textStyle": "body"},
                    "items": [{"price": "1"}, {"cost": "2"}]}}
          """#),
      path: "$.expanded.list.items[1]",
      message: #"missing field "price" (used at $.expanded.list.row.text)"#)
    expectInvalid(
      version2(
        label,
        expanded: #"{"list": {"row": {"type": "view", "id": "v"}, "items": [{"n": 5}]}}"#),
      path: "$.expanded.list.items[0].n", message: "expected a string")
  }

  @Test func depthAndSizeAreLimited() {
    // Depth: HostileDescriptionTests.stacksNestTwentyFourLevels.
    let many = Array(repeating: #"{"type": "view"}"#, count: WidgetTreeReader.maximumNodes)
    expectInvalid(
      version2(#"{"axis": "vertical", "items": [\#(many.joined(separator: ","))]}"#),
      path: "$.compact.items[1999]", message: "more than 2000 views")
  }
}
