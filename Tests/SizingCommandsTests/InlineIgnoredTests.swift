import Foundation
import SizingCommands
import Testing

/// accessoryInline as the system shows it (doc-wf-rect; issue 23 §5): one
/// line of text and an optional image in the system font. The rest of the
/// tree is reported by `inline-ignored`, each with what the system does.
@Suite struct InlineIgnoredTests {
  static let widget = #"""
    {"version": 2, "appName": "K", "widgetKit": {"families": {
      "accessoryInline": {"id": "row", "axis": "horizontal", "items": [
        {"type": "image", "id": "icon", "name": "scan", "size": [12, 12]},
        {"type": "label", "id": "title", "text": "Next", "textStyle": "body", "numberOfLines": 2},
        {"type": "image", "id": "second", "name": "scan", "size": [12, 12]},
        {"type": "label", "id": "detail", "text": "3 pages", "textStyle": "caption1"},
        {"type": "view", "id": "dot", "color": "#ff0000", "intrinsic": [6, 6]}]},
      "systemSmall": {"id": "small", "axis": "vertical", "items": [
        {"type": "label", "id": "a", "text": "A", "textStyle": "body"},
        {"type": "label", "id": "b", "text": "B", "textStyle": "body"}]}}}}
    """#

  @Test func everythingButOneTextAndOneImageIsNamedAsIgnored() throws {
    let result = try CheckGateTests.run(
      Self.widget, ["--format", "json", "--device", "390x844", "--category", "L"])
    let findings = try CheckGateTests.findings(result).filter {
      $0["rule"] as? String == "inline-ignored"
    }
    let byElement = Dictionary(
      uniqueKeysWithValues: findings.map {
        ($0["element"] as? String ?? "", $0["message"] as? String ?? "")
      })
    #expect(Set(byElement.keys) == ["title", "second", "detail", "dot"])
    #expect(byElement["title"]?.contains("on one line") == true)
    #expect(byElement["second"]?.contains("one image (icon); this image is ignored") == true)
    #expect(byElement["detail"]?.contains("one text (title); this label is ignored") == true)
    #expect(byElement["dot"]?.contains("this view is ignored") == true)
    // Two labels in systemSmall are no finding: the rule is accessoryInline's.
    #expect(findings.allSatisfy { $0["family"] as? String == "accessoryInline" })
  }
}
