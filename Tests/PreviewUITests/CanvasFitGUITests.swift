import Foundation
import XCTest

/// A widget wider than the canvas: at 1× (the default) it is drawn as Fit
/// draws it, never above 1×, and a line under the canvas says so; at 2× the
/// canvas scrolls and the line says to scroll. A widget that fits at 1× is
/// drawn at 1× with no line.
///
/// Hand figures: the iPad Pro 12.9" landscape widget is 1350 pt wide; the
/// canvas adds a 12 pt margin on each side and a 64 pt gutter for the
/// dimension labels, 1438 pt in all (1374 pt without the gutter, which is
/// what must fit at 1×: an iPhone Plus's 398 + 24 = 422 pt does). The scroller keeps 4 px spare, so the
/// fitted zoom is (canvas width − 4) / 1438: 452 / 1438 = 0.314, rounded
/// down to a whole percent, 0.31 (31 %), in the default 1280 × 860 window,
/// whose canvas column is 456 px wide.
final class CanvasFitGUITests: XCTestCase {
  private func inkPixels(
    _ shot: ScreenPixels, in box: (x: Double, y: Double, width: Double, height: Double)
  ) -> Int {
    var dark = 0
    for y in Int(box.y)..<Int(box.y + box.height) {
      for x in Int(box.x)..<Int(box.x + box.width) {
        let p = shot.pixel(x, y)
        if (p >> 16) & 0xFF < 120 && (p >> 8) & 0xFF < 120 && p & 0xFF < 120 { dark += 1 }
      }
    }
    return dark
  }

  func testAWidgetWiderThanTheCanvasFitsAtOneXAndScrollsAtTwoX() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "ipad-pro-12-9", "--orientation", "landscape"])
    var report = try app.waitForReport { ($0["zoomHint"] ?? "").hasPrefix("Shown at") }
    XCTAssertEqual(report["zoomChoice"], "1")
    XCTAssertEqual(report["widgetWidth"], "1350.0")
    let canvas = try app.rect("canvas")
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    XCTAssertEqual(zoom, ((canvas.width - 4) / 1438 * 100).rounded(.down) / 100, accuracy: 1e-9)
    XCTAssertEqual(canvas.width, 456, "the default window's canvas column")
    let percent = Int(((canvas.width - 4) / 1438 * 100).rounded(.down))
    XCTAssertEqual(
      report["zoomHint"], "Shown at \(percent) % to fit: wider than the canvas at 1× (2× scrolls)")
    let hint = try app.rect("hintLine")
    XCTAssertGreaterThanOrEqual(
      hint.y, canvas.y + canvas.height - 1, "the line is under the canvas")
    XCTAssertGreaterThan(inkPixels(try app.screenshot(), in: hint), 100, "the hint's text is drawn")

    try app.key("ctrl+plus")
    report = try app.waitForReport { $0["zoomChoice"] == "2" }
    XCTAssertEqual(report["zoom"], "2.0")
    XCTAssertEqual(
      report["zoomHint"], "Wider than the canvas at 2×: scroll sideways (Shift+wheel) or choose Fit"
    )
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  func testAWidgetThatFitsIsDrawnAtOneXWithNoHint() throws {
    try PreviewProcess.requireDisplay()
    // The widest iPhone widget: 398 pt.
    let app = try PreviewProcess(["--device", "iphone-8-plus"])
    let report = try app.waitForReport { $0["device"] == "iphone-8-plus" }
    XCTAssertEqual(report["widgetWidth"], "398.0")
    XCTAssertEqual(report["zoom"], "1.0")
    XCTAssertEqual(report["zoomHint"], "")
    XCTAssertNil(report["hintLine"], "no hint line on screen")
  }
}
