import Foundation
import XCTest

/// On every device, picked by clicking its row in the matrix: the slider,
/// dragged with the pointer, grows the drawn compact section and the numbers
/// panel from the device's published xS height to its published xxxL height.
final class SliderEveryDeviceGUITests: XCTestCase {
  func testEveryDeviceGrowsFromItsXSToItsXXXLHeight() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8", "--category", "L"])
    var report = try app.waitForReport { $0["category"] == "L" }
    for (row, device) in ExpectedSizes.deviceIDs.enumerated() {
      try app.clickMatrixCell(row: row, column: try ExpectedSizes.column("xS"), report: report)
      report = try app.waitForReport { $0["device"] == device && $0["category"] == "xS" }
      try expectCompactSection(app, report, device, "xS")

      try app.dragSliderToEnd()
      report = try app.waitForReport { $0["device"] == device && $0["category"] == "xxxL" }
      try expectCompactSection(app, report, device, "xxxL")
    }
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// The report, the numbers panel's reading and the drawn pixels all show
  /// the published compact height for this device and text size.
  private func expectCompactSection(
    _ app: PreviewProcess, _ report: [String: String], _ device: String, _ category: String,
    line: UInt = #line
  ) throws {
    let expected = try ExpectedSizes.compactHeight(device, category)
    XCTAssertEqual(Double(report["compactHeight"] ?? ""), expected, device, line: line)
    let reading = "Compact height \(formatted(expected)) pt"
    XCTAssertTrue(
      app.report().readings.contains { $0.hasPrefix(reading) },
      "\(device) \(category): no reading '\(reading)' in \(app.report().readings)",
      line: line)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    // Whole pixels of the card colour: the compact-height line covers the
    // last one, and a half-pixel edge (112.5 pt at 1×) is antialiased. An
    // iPad's widget is wider than the default canvas, so 1× falls back to
    // fit (about 0.44×): then the top edge is mid-pixel too.
    let pixels = expected * zoom
    let accuracy = zoom != 1 ? 2.51 : pixels == pixels.rounded() ? 1.01 : 1.51
    XCTAssertEqual(
      try app.drawnContentHeight(report), pixels, accuracy: accuracy,
      "\(device) \(category) drawn", line: line)
  }

  /// A height as the numbers panel prints it: no trailing ".0".
  private func formatted(_ points: Double) -> String {
    points == points.rounded() ? String(Int(points)) : String(points)
  }
}
