import SizingModel
import StackLayout
import Testing
import WidgetDescriptions
import WidgetLayout

/// Text modifiers, container backgrounds, Label, ProgressView, Gauge and
/// ViewThatFits read from JSON and laid out in systemSmall on 375x667
/// (the 148 × 148 frame, 16-pt margins: content 116 × 116 at (16, 16)).
/// Body text is 17 pt at Large: 8.5 pt a character.
@Suite struct SwiftUIControlsTests {
  typealias T = SwiftUITreeTests

  /// `bold`, `italic` and `monospacedDigits` reach the font; the alignment
  /// and tightening the text; `lineSpacing` 4 adds 4 pt between the two
  /// lines "Hello Hello" wraps to in a 60-pt frame (93.5 > 60).
  @Test func textModifiersReachTheFontAndTheText() throws {
    func text(_ extra: String) throws -> WidgetElement {
      let result = try T.layout(
        #"{"layout": "swiftui", "type": "text", "id": "t", "text": "Hello Hello", "#
          + extra + #""modifiers": [{"frame": {"width": 60}}]}"#)
      return try #require(result.elements.first { $0.id == "t" })
    }
    let plain = try text("")
    let styled = try text(
      #""bold": true, "italic": true, "monospacedDigits": true, "lineSpacing": 4, "#
        + #""multilineTextAlignment": "center", "allowsTightening": true, "#)
    let font = try #require(styled.text?.font)
    #expect(font.weight == 700 && font.isItalic && font.monospacedDigits)
    #expect(styled.text?.alignment == .center && styled.text?.allowsTightening == true)
    #expect(plain.text?.lineCount == 2 && styled.text?.lineCount == 2)
    #expect(styled.frame.height == plain.frame.height + 4)
  }

  /// `bold` and `weight` together are refused.
  @Test func boldAndWeightAreExclusive() {
    let error = T.error(
      #"{"layout": "swiftui", "type": "text", "text": "x", "bold": true, "weight": "light"}"#)
    #expect(error.contains("not both"))
  }

  /// Rule 11: the container background is proposed the whole 148 × 148
  /// frame and fills it from (0, 0), margins included, without a
  /// family-clipped finding; the text keeps its size (42.5 wide, centred:
  /// x = 16 + (116 − 42.5) / 2 = 52.75).
  @Test func containerBackgroundFillsTheWidgetFrame() throws {
    let result = try T.layout(
      ##"""
      {"layout": "swiftui", "type": "text", "id": "t", "text": "Hello", "modifiers": [
        {"containerBackground": {"type": "color", "id": "bg", "color": "#223344"}}]}
      """##)
    let background = try #require(result.elements.first { $0.id == "bg" })
    #expect(background.frame == Rect(x: 0, y: 0, width: 148, height: 148))
    let text = try #require(result.elements.first { $0.id == "t" })
    #expect(text.frame.x == 52.75 && text.frame.width == 42.5)
    #expect(result.diagnostics.isEmpty)
  }

  /// Elements are drawn in order (pre-order of the shadow tree): a stack's
  /// container background and background come before its items (else the
  /// fill covers them, as the emoji widget's `.fill.tertiary` covered its
  /// texts), an overlay after them.
  @Test func aStacksBackgroundsAreDrawnBeforeItsItemsAndOverlaysAfter() throws {
    let result = try T.layout(
      ##"""
      {"layout": "swiftui", "type": "vstack", "id": "s", "items": [
        {"type": "text", "id": "t", "text": "Hello"}], "modifiers": [
        {"overlay": {"type": "color", "id": "over", "color": "#000000"}},
        {"background": {"type": "color", "id": "back", "color": "#445566"}},
        {"containerBackground": {"type": "color", "id": "bg", "color": "#223344"}}]}
      """##)
    let order = result.elements.map(\.id).filter { ["s", "t", "over", "back", "bg"].contains($0) }
    #expect(order == ["s", "back", "bg", "t", "over"])
  }

  /// `contentMarginsDisabled` (the widgetKit key): the content rectangle is
  /// the whole frame, so a colour with infinite maximum frames fills 148 × 148.
  @Test func contentMarginsDisabledGivesTheWholeFrame() throws {
    let tree =
      ##"{"layout": "swiftui", "type": "color", "id": "c", "color": "#112233", "modifiers": "##
      + #"[{"frame": {"maxWidth": "infinity", "maxHeight": "infinity"}}]}"#
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(
        widgetKitAll(tree, extra: #", "contentMarginsDisabled": true"#)),
      measurer: ApproximateTextMeasurer())
    let screen = try WidgetKitSizes.standard.screen("375x667")
    let result = try layout.layout(.systemSmall, on: screen, category: .large)
    let color = try #require(result.elements.first { $0.id == "c" })
    #expect(color.frame == Rect(x: 0, y: 0, width: 148, height: 148))
  }

  /// Label: a 20 × 20 icon, 8 pt, then "Hi" (2 × 8.5 = 17): 45 wide,
  /// x = 16 + (116 − 45) / 2 = 51.5; the title at 51.5 + 28 = 79.5.
  @Test func labelPutsTheIconBeforeTheTitle() throws {
    let result = try T.layout(
      #"""
      {"layout": "swiftui", "type": "label", "id": "l",
       "icon": {"type": "image", "id": "i", "size": [20, 20]},
       "title": {"type": "text", "id": "t", "text": "Hi"}}
      """#)
    let frames = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0.frame) })
    #expect(frames["l"]?.x == 51.5 && frames["l"]?.width == 45)
    #expect(frames["i"] == Rect(x: 51.5, y: 64, width: 20, height: 20))
    #expect(frames["t"]?.x == 79.5)
  }

  /// Estimated sizes: a linear ProgressView takes the 116-pt width and is
  /// 4 tall (y = 16 + 56); an accessoryCircular Gauge is 58 × 58 at
  /// 16 + (116 − 58) / 2 = 45.
  @Test func progressViewAndGaugeSizes() throws {
    let progress = try T.layout(#"{"layout": "swiftui", "type": "progressView", "id": "p"}"#)
    let bar = try #require(progress.elements.first { $0.id == "p" })
    #expect(bar.frame == Rect(x: 16, y: 72, width: 116, height: 4))
    let gauge = try T.layout(
      #"{"layout": "swiftui", "type": "gauge", "id": "g", "style": "accessoryCircular"}"#)
    let dial = try #require(gauge.elements.first { $0.id == "g" })
    #expect(dial.frame == Rect(x: 45, y: 45, width: 58, height: 58))
  }

  /// ViewThatFits: "Hello Hello Hello" is ideally 17 × 8.5 = 144.5 wide,
  /// more than 116, so "Hello" (42.5) is shown, centred at x = 52.75; the
  /// long text is hidden in this layout and reported nowhere.
  @Test func viewThatFitsShowsTheFirstThatFits() throws {
    let result = try T.layout(
      #"""
      {"layout": "swiftui", "type": "viewThatFits", "id": "v", "items": [
        {"type": "text", "id": "long", "text": "Hello Hello Hello"},
        {"type": "text", "id": "short", "text": "Hello"}]}
      """#)
    let short = try #require(result.elements.first { $0.id == "short" })
    #expect(short.frame.x == 52.75 && short.isVisible)
    #expect(result.elements.first { $0.id == "long" }?.isVisible == false)
    #expect(result.diagnostics.isEmpty)
  }

  /// A ViewThatFits needs a view; a label its icon and title.
  @Test func controlsAreReadStrictly() {
    #expect(
      T.error(#"{"layout": "swiftui", "type": "viewThatFits", "items": []}"#)
        .contains("at least one"))
    #expect(
      T.error(#"{"layout": "swiftui", "type": "label", "icon": {"type": "divider"}}"#)
        .contains("title"))
  }
}
