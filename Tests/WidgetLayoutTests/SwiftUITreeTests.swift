import SizingModel
import StackLayout
import Testing
import WidgetDescriptions
import WidgetLayout

/// `"layout": "swiftui"` WidgetKit trees: read strictly, laid out by the
/// proposal engine in the family's content rectangle (systemSmall on
/// 375x667: 116 × 116 at (16, 16)), texts in the family's Dynamic Type
/// fonts. Text is measured at 0.5 × the point size a character.
@Suite struct SwiftUITreeTests {
  static func layout(_ tree: String, category: ContentSizeCategory = .large) throws
    -> WidgetKitLayoutResult
  {
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(widgetKitAll(tree)),
      measurer: ApproximateTextMeasurer())
    let screen = try WidgetKitSizes.standard.screen("375x667")
    return try layout.layout(.systemSmall, on: screen, category: category)
  }

  static func error(_ tree: String) -> String {
    do {
      _ = try WidgetDescription.parse(widgetKitAll(tree))
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  /// Rule 9 and Dynamic Type: body is 17 pt at Large and 23 pt at xxxL
  /// (iOS's type scale), so "Hello" is 5 × 8.5 = 42.5 and 5 × 11.5 = 57.5
  /// wide; the hosted root is centred: x = 16 + (116 − width) / 2.
  @Test func textTakesTheFamilyFontAtTheTextSize() throws {
    let tree = #"{"layout": "swiftui", "type": "text", "id": "t", "text": "Hello"}"#
    let large = try #require(try Self.layout(tree).elements.first { $0.id == "t" })
    #expect(large.text?.font.pointSize == 17)
    #expect(large.frame.width == 42.5 && large.frame.x == 52.75)
    let xxxl = try Self.layout(tree, category: .extraExtraExtraLarge)
    let bigger = try #require(xxxl.elements.first { $0.id == "t" })
    #expect(bigger.frame.width == 57.5 && bigger.frame.x == 45.25)
  }

  /// Rules 6, 7 and 11: the flexible frame proposes 116 × 116; the
  /// horizontal 10-pt padding leaves the colour 96 wide; the background is
  /// proposed the padded 116 × 116. The background is the colour's child.
  @Test func modifiersApplyInOrderAndBackgroundsAreChildren() throws {
    let result = try Self.layout(
      #"""
      {"layout": "swiftui", "type": "color", "id": "c", "color": "#112233", "modifiers": [
        {"padding": {"edges": ["horizontal"], "length": 10}},
        {"background": {"type": "rectangle", "id": "bg"}, "alignment": "top"},
        {"frame": {"maxWidth": "infinity", "maxHeight": "infinity"}}]}
      """#)
    #expect(result.elements.map(\.id) == ["widget", "c", "bg"])
    #expect(result.elements[1].frame == Rect(x: 26, y: 16, width: 96, height: 116))
    #expect(result.elements[2].frame == Rect(x: 16, y: 16, width: 116, height: 116))
    #expect(result.elements[2].depth == 2)
    #expect(result.diagnostics.isEmpty)
  }

  /// Rule 11: an overlay does not change its view's size; `"padding": true`
  /// is the default 16 (rule 7): the text (5 × 8.5 = 42.5 by 20.5) becomes
  /// 74.5 × 52.5.
  @Test func defaultPaddingAndOverlay() throws {
    let result = try Self.layout(
      #"""
      {"layout": "swiftui", "type": "text", "id": "t", "text": "Hello", "modifiers": [
        {"padding": true}, {"overlay": {"type": "capsule", "id": "o", "color": "#ff0000"}}]}
      """#)
    let overlay = try #require(result.elements.first { $0.id == "o" })
    #expect(overlay.frame == Rect(x: 36.75, y: 47.75, width: 74.5, height: 52.5))
  }

  /// Rules 3 and 5 through JSON: an HStack aligned "bottom" with no spacing
  /// is 20 × 30, centred at (16 + 48, 16 + 43); the short box sits at its
  /// bottom (y + 20) and is moved by its offset (2, 3); the ZStack puts the
  /// dot at its bottom-trailing corner.
  @Test func stackAlignmentOffsetAndZStackReadFromJSON() throws {
    let result = try Self.layout(
      ##"""
      {"layout": "swiftui", "type": "zstack", "alignment": "bottomTrailing", "items": [
        {"type": "hstack", "id": "h", "alignment": "bottom", "spacing": 0, "items": [
          {"type": "color", "id": "tall", "color": "#000000", "modifiers": [{"frame": {"width": 10, "height": 30}}]},
          {"type": "color", "id": "short", "color": "#000000", "modifiers": [
            {"frame": {"width": 10, "height": 10}}, {"layoutPriority": 1}, {"offset": [2, 3]}]}]},
        {"type": "circle", "id": "dot", "modifiers": [{"frame": {"width": 4, "height": 4}}]}]}
      """##)
    let frames = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0.frame) })
    #expect(frames["tall"] == Rect(x: 64, y: 59, width: 10, height: 30))
    #expect(frames["short"] == Rect(x: 76, y: 82, width: 10, height: 10))
    #expect(frames["dot"] == Rect(x: 80, y: 85, width: 4, height: 4))
  }

  /// Rule 10: a resizable 2 : 1 image fits 116 × 116 as 116 × 58 (centred:
  /// y = 16 + 29); smaller than its 200 × 100 size, it is not "squeezed".
  /// Without a ratio it stretches to 116 × 116, out of its 2 : 1 size: distorted.
  @Test func resizableImagesFitWithoutFindingsAndStretchDistorted() throws {
    let fit = try Self.layout(
      #"{"layout": "swiftui", "type": "image", "id": "i", "size": [200, 100], "resizable": true, "contentMode": "fit"}"#
    )
    #expect(
      fit.elements.first { $0.id == "i" }?.frame == Rect(x: 16, y: 45, width: 116, height: 58))
    #expect(fit.diagnostics.isEmpty, "\(fit.diagnostics)")
    let stretched = try Self.layout(
      #"{"layout": "swiftui", "type": "image", "id": "i", "size": [20, 10], "resizable": true}"#)
    #expect(stretched.elements.first { $0.id == "i" }?.frame.width == 116)
    #expect(stretched.diagnostics.map(\.kind) == [.imageDistorted])
  }

  @Test(arguments: [
    (
      #"{"layout": "uikit", "type": "text", "text": "x"}"#,
      #"$.widgetKit.all.layout: unknown layout "uikit"; valid: swiftui"#
    ),
    (
      #"{"layout": "swiftui", "type": "text", "text": "x", "modifiers": [{"frame": {"width": 1, "maxWidth": 2}}]}"#,
      "$.widgetKit.all.modifiers[0].frame.maxWidth: give \"width\"/\"height\" or the min/ideal/max"
    ),
    (
      #"{"layout": "swiftui", "type": "text", "text": "x", "modifiers": [{"padding": 1, "offset": [1, 2]}]}"#,
      "$.widgetKit.all.modifiers[0]: a modifier is one of frame, padding"
    ),
    (
      #"{"layout": "swiftui", "type": "hstack", "alignment": "leading", "items": []}"#,
      #"$.widgetKit.all.alignment: unknown alignment "leading"; valid: top, center, bottom"#
    ),
    (
      #"{"layout": "swiftui", "type": "color"}"#,
      #"$.widgetKit.all: missing required key "color""#
    ),
    (
      #"{"layout": "swiftui", "type": "vstack", "items": [{"type": "text", "text": "x", "layout": "swiftui"}]}"#,
      #"$.widgetKit.all.items[0].layout: unknown key "layout""#
    ),
  ])
  func strictReading(tree: String, message: String) {
    let error = Self.error(tree)
    #expect(error.contains(message), "\(error)")
  }
}
