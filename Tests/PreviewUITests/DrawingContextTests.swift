import StackLayout
import XCTest

@testable import WidgetDrawing

/// ``DrawingContext`` on an image surface (no display): shapes, clipping,
/// group alpha, saved state and Pango text land on the pixels computed by
/// hand below.
final class DrawingContextTests: XCTestCase {
  let black = Color(0, 0, 0)

  func testRoundedRectangleLeavesItsCornersOutside() {
    // A 40 × 40 px square, corners of radius 10: the corner pixel (0, 0)
    // has its centre 13.4 px from the arc's centre (10, 10), outside.
    let image = ImagePixels(width: 40, height: 40) {
      DrawingContext(cairo: $0).fillRoundedRectangle(
        Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, self.black)
    }
    let white: UInt32 = 0xFF_FFFF
    for (x, y, expected) in [(0, 0, white), (39, 39, white), (20, 0, 0), (20, 20, 0), (0, 20, 0)] {
      XCTAssertEqual(image.pixel(x, y), expected, "pixel (\(x), \(y))")
    }
  }

  func testSavedStateUndoesTranslationAndClip() {
    let image = ImagePixels(width: 20, height: 10) {
      let context = DrawingContext(cairo: $0)
      context.withSavedState {
        context.translate(x: 10, y: 0)
        context.clip(to: Rect(x: 0, y: 0, width: 5, height: 10))
        context.paint(self.black)
      }
      context.fillRectangle(Rect(x: 0, y: 0, width: 2, height: 10), self.black)
    }
    // Painted: x 10..<15 (clipped paint) and x 0..<2 (after restore).
    let blackColumns = (0..<20).filter { image.pixel($0, 5) == 0 }
    XCTAssertEqual(blackColumns, Array(0..<2) + Array(10..<15))
    XCTAssertEqual(image.count(0), 5 * 10 + 2 * 10)
  }

  func testGroupIsPaintedAtItsAlphaInsideItsClipOnly() {
    let image = ImagePixels(width: 10, height: 10) {
      let context = DrawingContext(cairo: $0)
      context.paintGroup(alpha: 0.5, clippedTo: Rect(x: 0, y: 5, width: 10, height: 5)) {
        context.paint(self.black)
      }
    }
    XCTAssertEqual(image.pixel(5, 2), 0xFF_FFFF)
    // Half black over white: 255 × 0.5 = 127.5 in each channel.
    let grey = image.pixel(5, 7) & 0xFF
    XCTAssertTrue((127...128).contains(grey), "grey \(grey)")
  }

  func testLineIsDrawnWithPangoOnItsBaseline() {
    // DejaVu Sans's "H" (DejaVuSans.ttf, glyf bounding box 201, 0, 1339,
    // 1493 in 2048 units per em): at 20 px it is 14.6 px tall and stands on
    // the baseline at y = 30, so its ink rows are 15…29.
    let font = FontSpec(family: "DejaVu Sans", pointSize: 20, lineHeight: 24)
    let image = ImagePixels(width: 40, height: 40) {
      DrawingContext(cairo: $0).drawLine("H", font: font, x: 5, baseline: 30, self.black)
    }
    let inkRows = (0..<40).filter { y in (0..<40).contains { image.pixel($0, y) & 0xFF < 128 } }
    XCTAssertEqual(inkRows.last, 29)
    XCTAssertEqual(Double(inkRows.first ?? 0), 30 - 20 * 1493 / 2048, accuracy: 1)
    // The stems start at x = 5 plus the glyph's left edge, 201 / 2048 em.
    let inkColumns = (0..<40).filter { x in image.pixel(x, 22) & 0xFF < 128 }
    XCTAssertEqual(Double(inkColumns.first ?? 0), 5 + 20 * 201 / 2048, accuracy: 1)
  }
}

/// Labels are drawn as UILabel draws them: clipped to their frame, nothing
/// for a frame without area (text-metrics note §2).
final class LabelClippingTests: XCTestCase {
  let body = FontSpec(
    pointSize: 17, lineHeight: 17.0 * 2444 / 2048, ascender: 17.0 * 1950 / 2048)

  func testALabelWithoutWidthDrawsNothing() {
    let image = ImagePixels(width: 60, height: 40) {
      WidgetPainter.drawText(
        TextSpec(text: "27", font: self.body), at: Rect(x: 10, y: 10, width: 0, height: 20.5),
        Color(0, 0, 0), DrawingContext(cairo: $0))
    }
    XCTAssertEqual(image.count(0xFF_FFFF), 60 * 40, "no ink, not even an ellipsis")
  }

  func testTextTallerThanItsLabelIsClippedToIt() {
    // A 17-pt label squeezed to 8 pt at y 16: no ink above 16 or below 24.
    let frame = Rect(x: 4, y: 16, width: 50, height: 8)
    let image = ImagePixels(width: 60, height: 40) {
      WidgetPainter.drawText(
        TextSpec(text: "HgHg", font: self.body), at: frame, Color(0, 0, 0),
        DrawingContext(cairo: $0))
    }
    var inkRows = Set<Int>()
    for y in 0..<40 { for x in 0..<60 where image.pixel(x, y) != 0xFF_FFFF { inkRows.insert(y) } }
    XCTAssertFalse(inkRows.isEmpty, "the part that fits is drawn")
    XCTAssertTrue(inkRows.allSatisfy { (16..<24).contains($0) }, "\(inkRows.sorted())")
  }

  func testAlignmentPlacesTheLineInTheLabelsWidth() {
    // "HH" in a 100-pt label: left starts at the frame, centre is centred in
    // it, right ends at it (within the glyphs' side bearings, 2 px).
    func inkColumns(_ alignment: TextAlignment) -> ClosedRange<Int> {
      let image = ImagePixels(width: 120, height: 30) {
        WidgetPainter.drawText(
          TextSpec(text: "HH", font: self.body, alignment: alignment),
          at: Rect(x: 10, y: 4, width: 100, height: 21), Color(0, 0, 0),
          DrawingContext(cairo: $0))
      }
      let columns = (0..<120).filter { x in (0..<30).contains { image.pixel(x, $0) != 0xFF_FFFF } }
      return columns.first!...columns.last!
    }
    let left = inkColumns(.left)
    let centre = inkColumns(.center)
    let right = inkColumns(.right)
    XCTAssertEqual(Double(left.lowerBound), 10, accuracy: 2)
    XCTAssertEqual(Double(centre.lowerBound + centre.upperBound) / 2, 60, accuracy: 2)
    XCTAssertEqual(Double(right.upperBound), 110, accuracy: 2)
    XCTAssertEqual(inkColumns(.natural), left)
  }
}
