import SizingModel
import StackLayout
import Testing
import TodayLayout

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
}
