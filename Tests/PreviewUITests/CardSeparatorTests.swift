import PreviewUI
import WidgetDrawing
import XCTest

/// The last visible row's separator lies along the card's bottom edge (the
/// layout keeps its 0.5 pt inside the row): it is drawn inside the card,
/// never below it or across the rounded bottom corner. Headless pixels.
final class CardSeparatorTests: XCTestCase {
  func testTheLastRowsSeparatorStaysInsideTheCard() throws {
    var state = PreviewState()
    state.mode = .expanded
    let scene = try XCTUnwrap(PreviewEngine(description: .reference).frame(for: state).scene)
    let lastRow = try XCTUnwrap(
      scene.elements.filter { $0.id.hasPrefix("row") && !$0.isGhost }.map(\.frame.maxY).max())
    XCTAssertEqual(lastRow, scene.height, accuracy: 1e-6, "the last row ends at the card's edge")
    for zoom in [1.0, 2.0] {
      let options = DrawingOptions.plain(zoom: zoom)
      let size = WidgetPainter.canvasSize(scene, options: options)
      let image = ImagePixels(
        width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up))
      ) { WidgetPainter.draw(scene, options: options, into: $0) }
      let origin = WidgetPainter.contentOrigin(options)
      let left = Int((origin.x * zoom).rounded()),
        right = Int(((origin.x + scene.width) * zoom).rounded())
      let bottom = Int(((origin.y + scene.height) * zoom).rounded())
      let paper: UInt32 = 0xFFFFFF
      // Below the card: paper all along.
      for x in left..<right { XCTAssertEqual(image.pixel(x, bottom), paper, "x \(x) at \(zoom)×") }
      // The bottom-right corner's last pixel lies outside a 13 pt radius: paper.
      XCTAssertEqual(image.pixel(right - 1, bottom - 1), paper, "the corner at \(zoom)×")
      // Mid-card, the separator is drawn in the card's last pixel row.
      let middle = (left + right) / 2
      XCTAssertNotEqual(image.pixel(middle, bottom - 1), Palette.light.card.rgb, "at \(zoom)×")
      XCTAssertEqual(image.pixel(middle, bottom - 1 - Int(4 * zoom)), Palette.light.card.rgb)
    }
  }
}
