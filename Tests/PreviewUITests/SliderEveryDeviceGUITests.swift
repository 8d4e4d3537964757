import Foundation
import SizingModel
import XCTest

/// On every device, picked by clicking its row in the matrix: the slider,
/// dragged with the pointer, grows the drawn compact section and the numbers
/// panel from the device's xS height to its xxxL height.
final class SliderEveryDeviceGUITests: XCTestCase {
  let model = WidgetSizes.standard

  func testEveryDeviceGrowsFromItsXSToItsXXXLHeight() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8", "--category", "L"])
    var report = try app.waitForReport { $0["category"] == "L" }
    for (row, device) in model.devices.enumerated() {
      try app.clickMatrixCell(
        row: row, column: ContentSizeCategory.extraSmall.rawValue, report: report)
      report = try app.waitForReport { $0["device"] == device.id && $0["category"] == "xS" }
      try expectCompactSection(app, report, device, .extraSmall)

      try app.dragSliderToEnd()
      report = try app.waitForReport { $0["device"] == device.id && $0["category"] == "xxxL" }
      try expectCompactSection(app, report, device, .extraExtraExtraLarge)
    }
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// The report, the numbers panel's reading and the drawn pixels all show
  /// the model's compact height for this device and text size.
  private func expectCompactSection(
    _ app: PreviewProcess, _ report: [String: String], _ device: Device,
    _ category: ContentSizeCategory, line: UInt = #line
  ) throws {
    let env = WidgetEnvironment(device: device, category: category)
    let expected = model.compactHeight(in: env).value
    XCTAssertEqual(Double(report["compactHeight"] ?? ""), expected, device.id, line: line)
    let reading = "Compact height \(formatted(expected)) pt"
    XCTAssertTrue(
      app.report().readings.contains { $0.hasPrefix(reading) },
      "\(device.id) \(category.shortName): no reading '\(reading)' in \(app.report().readings)",
      line: line)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    // Whole pixels of the card colour: the compact-height line covers the
    // last one, and a half-pixel edge (112.5 pt at 1×) is antialiased.
    let pixels = expected * zoom
    let accuracy = pixels == pixels.rounded() ? 1.01 : 1.51
    XCTAssertEqual(
      try app.drawnContentHeight(report), pixels, accuracy: accuracy,
      "\(device.id) \(category.shortName) drawn", line: line)
  }

  /// A height as the numbers panel prints it: no trailing ".0".
  private func formatted(_ points: Double) -> String {
    points == points.rounded() ? String(Int(points)) : String(points)
  }
}
