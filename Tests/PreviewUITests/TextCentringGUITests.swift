import Foundation
import XCTest

/// The preview draws a label that a `fill` stack stretches with its text
/// centred in it, as UILabel does (text-metrics note §2), in a real window.
final class TextCentringGUITests: XCTestCase {
  /// A compact section of a red 80 × 60-pt block beside a body label "HHHH",
  /// aligned by `alignment`, without margins (`Tests/Fixtures/stretched-label.json`).
  static func widget(alignment: String) throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/stretched-label.json").standardized
    return try String(contentsOf: fixture, encoding: .utf8)
      .replacingOccurrences(of: "ALIGNMENT", with: alignment)
  }

  /// The lowest row of dark (text) pixels right of the block, in pixels
  /// below the widget content's top, in the window showing `alignment`.
  func lowestInkRow(alignment: String) throws -> (row: Int, zoom: Double) {
    let path = NSTemporaryDirectory() + "centre-\(alignment)-\(UUID().uuidString).json"
    try Self.widget(alignment: alignment).write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    let app = try PreviewProcess(["--widget", path, "--device", "iphone-8", "--category", "L"])
    defer { app.stop() }
    let report = try app.waitForReport { $0["appName"] == "Centre" && $0["category"] == "L" }
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let (x0, y0) = try WidgetFiles.origin(report)
    let shot = try app.screenshot()
    var lowest: Int?
    let columns = (x0 + Int(90 * zoom))..<min(shot.width, x0 + Int(300 * zoom))
    for y in y0..<min(shot.height, y0 + Int(110 * zoom)) {
      for x in columns {
        let p = shot.pixel(x, y)
        if p >> 16 & 0xFF < 0x60 && p >> 8 & 0xFF < 0x60 && p & 0xFF < 0x60 {
          lowest = y - y0
          break
        }
      }
    }
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
    return (try XCTUnwrap(lowest, "no text drawn for \(alignment)"), zoom)
  }

  func testAStretchedLabelIsDrawnWithItsTextCentred() throws {
    try PreviewProcess.requireDisplay()
    let top = try lowestInkRow(alignment: "top")
    let stretched = try lowestInkRow(alignment: "fill")
    XCTAssertEqual(top.zoom, stretched.zoom)
    // Compact at Large on an iPhone 8: 110 pt. The label is 20.5 pt (17 × 2444/2048 up
    // to the @2x grid) at the top, or 110 pt under fill with its text (110 − 20.5) / 2
    // = 44.75 pt lower.
    XCTAssertEqual(
      Double(stretched.row - top.row), 44.75 * top.zoom, accuracy: 1.5)
    // And the text sits in the top label's own 20.5 pt, not below it.
    XCTAssertLessThan(Double(top.row), 20.5 * top.zoom)
  }
}
