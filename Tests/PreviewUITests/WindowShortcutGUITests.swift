import Foundation
import XCTest

@testable import PreviewUI

/// The window's shortcuts, as in GNOME's viewers, whichever control has the
/// focus: Ctrl+plus, Ctrl+minus and Ctrl+0 zoom the canvas; Ctrl+Q closes.
final class WindowShortcutGUITests: XCTestCase {
  func testZoomStepsStopAtTheEnds() {
    XCTAssertEqual(PreviewZoom.fit.stepped(.larger), .one)
    XCTAssertEqual(PreviewZoom.one.stepped(.larger), .two)
    XCTAssertEqual(PreviewZoom.two.stepped(.larger), .two)
    XCTAssertEqual(PreviewZoom.two.stepped(.smaller), .one)
    XCTAssertEqual(PreviewZoom.one.stepped(.smaller), .fit)
    XCTAssertEqual(PreviewZoom.fit.stepped(.smaller), .fit)
    for zoom in PreviewZoom.allCases { XCTAssertEqual(zoom.stepped(.actualSize), .one) }
  }

  func testCtrlPlusMinusAndZeroZoomTheCanvas() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-se"])
    var report = try app.waitForReport { $0["zoomChoice"] == "1" }
    XCTAssertEqual(report["zoom"], "1.0")
    try app.key("ctrl+plus")
    report = try app.waitForReport { $0["zoomChoice"] == "2" }
    XCTAssertEqual(report["zoom"], "2.0")
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let compact = try XCTUnwrap(Double(report["compactHeight"] ?? ""))
    XCTAssertEqual(try app.drawnContentHeight(report), compact * zoom, accuracy: 1.01)
    try app.key("ctrl+minus")
    try app.waitForReport { $0["zoomChoice"] == "1" }
    try app.key("ctrl+minus")
    try app.waitForReport { $0["zoomChoice"] == "fit" }
    try app.key("ctrl+0")
    report = try app.waitForReport { $0["zoomChoice"] == "1" }
    XCTAssertEqual(report["zoom"], "1.0")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  func testCtrlQClosesTheWindowAndTheAppExitsCleanly() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8"])
    try app.waitForReport { $0["seq"] != nil }
    try app.key("ctrl+q")
    XCTAssertEqual(app.waitForExit(timeout: 10), 0)
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// The app's windows with `title`, found through the X server.
  private func windows(titled title: String) throws -> [Substring] {
    try PreviewProcess.run("xdotool", ["search", "--name", "^\(title)$"]).split(separator: "\n")
  }

  func testAboutOpensFromTheMenuAndClosesWithEscape() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8"])
    try app.waitForReport { $0["seq"] != nil }
    let title = "About Widget Sizing Preview"
    for _ in 0..<2 {
      try app.clickOpeningPopup("menuButton")
      try app.key("Up")  // from the top of the menu to its last item, About
      try app.key("Return")
      var found: [Substring] = []
      for _ in 0..<50 where found.isEmpty {
        usleep(100_000)
        found = try windows(titled: title)
      }
      XCTAssertEqual(found.count, 1, "one About window")
      try app.key("Escape")
      for _ in 0..<50 where !found.isEmpty {
        usleep(100_000)
        found = try windows(titled: title)
      }
      XCTAssertTrue(found.isEmpty, "Escape closes the About window")
    }
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
