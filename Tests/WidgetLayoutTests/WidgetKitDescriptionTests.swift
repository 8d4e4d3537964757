import SizingModel
import Testing
import WidgetDescriptions

/// Reading `"widgetKit"`: per-family trees or one for all, each with its own
/// ids; strict errors with the JSON path, unknown families listing the valid ones.
@Suite struct WidgetKitDescriptionTests {
  static func error(_ json: String) -> String {
    do {
      _ = try WidgetDescription.parse(json)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func familiesAreReadInWidgetKitOrderWithTheirOwnIds() throws {
    let widget = try WidgetDescription.parse(
      #"""
      {"version": 2, "appName": "K", "widgetKit": {"families": {
        "systemMedium": {"type": "label", "id": "t", "text": "M", "textStyle": "body"},
        "systemSmall": {"type": "label", "id": "t", "text": "S", "textStyle": "body"}}}}
      """#)
    let kit = try #require(widget.widgetKit)
    #expect(kit.families == [.systemSmall, .systemMedium])
    #expect(kit.root(for: .systemLarge) == nil)
    #expect(!kit.contentMarginsDisabled)
    #expect(widget.tree == nil && !widget.hasTodayWidget)
  }

  @Test func allDefaultsToSmallMediumAndLarge() throws {
    let widget = try WidgetDescription.parse(widgetKitAll(label))
    #expect(widget.widgetKit?.families == [.systemSmall, .systemMedium, .systemLarge])
    let listed = try WidgetDescription.parse(
      widgetKitAll(label, families: #"["accessoryInline", "systemSmall"]"#))
    #expect(listed.widgetKit?.families == [.systemSmall, .accessoryInline])
  }

  @Test func bothHostsInOneFile() throws {
    let widget = try WidgetDescription.parse(
      #"{"version": 2, "appName": "K", "compact": \#(label), "widgetKit": {"all": \#(label)}}"#)
    #expect(widget.hasTodayWidget && widget.tree != nil && widget.widgetKit != nil)
  }

  @Test(
    arguments: [
      (
        #"{"version": 2, "appName": "K"}"#,
        #"$: missing required key "compact" (the Today widget) or "widgetKit""#
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"families": {"systemMedum": {"type": "view"}}}}"#,
        "$.widgetKit.families.systemMedum: unknown key \"systemMedum\"; valid keys: systemSmall, "
          + "systemMedium, systemLarge, systemExtraLarge, accessoryCircular, "
          + "accessoryRectangular, accessoryInline"
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"all": {"type": "view"}, "supportedFamilies": ["big"]}}"#,
        "$.widgetKit.supportedFamilies[0]: unknown family \"big\"; valid: systemSmall"
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"all": {"type": "view"}, "supportedFamilies": ["systemSmall", "systemMedium", "systemSmall"]}}"#,
        "$.widgetKit.supportedFamilies[2]: systemSmall is listed twice"
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"all": {"type": "view"}, "families": {}}}"#,
        #"$.widgetKit.families: give "families" or "all", not both"#
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {}}"#,
        #"$.widgetKit: expected "families" (a view per family) or "all""#
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"families": {}}}"#,
        "$.widgetKit.families: name at least one family"
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"families": {"systemSmall": {"type": "view"}}, "supportedFamilies": ["systemSmall"]}}"#,
        #"$.widgetKit.supportedFamilies: only with "all""#
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"all": {"type": "view"}}, "expanded": {"body": {"type": "view"}}}"#,
        #"$.expanded: an expanded section needs a "compact" one"#
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"all": {"type": "label", "text": "x", "fontSize": 0.5}}}"#,
        "$.widgetKit.all.fontSize: 0.5 is out of range 1…200"
      ),
      (
        #"{"version": 2, "appName": "K", "widgetKit": {"all": {"type": "label", "text": "x"}}}"#,
        #"$.widgetKit.all: missing required key "textStyle""#
      ),
    ])
  func refusalsNameTheirPath(json: String, message: String) {
    #expect(Self.error(json).contains(message), "\(Self.error(json))")
  }
}
