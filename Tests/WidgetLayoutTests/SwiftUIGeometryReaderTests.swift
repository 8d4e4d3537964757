import SizingModel
import StackLayout
import Testing
import WidgetDescriptions

/// `"geometryReader"` views and frames given as fractions of the reader's
/// size, read from JSON (systemSmall on 375x667: 116 × 116 content at (16, 16)).
@Suite struct SwiftUIGeometryReaderTests {
  /// The reader takes the whole 116 × 116 content; a 0.5-wide colour is
  /// 58 × 116 at the reader's top-leading corner (16, 16).
  @Test func aFractionFrameIsReadAndResolvedAgainstTheReader() throws {
    let tree = """
      {"layout": "swiftui", "type": "geometryReader", "id": "reader", "items": [
        {"type": "color", "id": "half", "color": "#ff0000",
         "modifiers": [{"frame": {"widthFraction": 0.5}}]}]}
      """
    let result = try SwiftUITreeTests.layout(tree)
    let frames = Dictionary(result.elements.map { ($0.id, $0.frame) }) { a, _ in a }
    #expect(frames["reader"] == Rect(x: 16, y: 16, width: 116, height: 116))
    #expect(frames["half"] == Rect(x: 16, y: 16, width: 58, height: 116))
  }

  @Test func fractionsAndLengthsInOneFrameAreRefused() {
    let tree = """
      {"layout": "swiftui", "type": "color", "id": "c", "color": "#ff0000",
       "modifiers": [{"frame": {"widthFraction": 0.5, "height": 10}}]}
      """
    #expect(SwiftUITreeTests.error(tree).contains("give the fractions or the lengths, not both"))
  }
}
