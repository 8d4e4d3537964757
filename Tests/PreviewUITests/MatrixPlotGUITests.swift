import Foundation
import XCTest

/// The plot under the matrix, read like a person reads it: it shows the
/// matrix's metric (compact, then maximum expanded after a click on Show
/// More), with gridlines at round values, their labels, category names on
/// the x axis and a legend whose blue sample names the current device (and the devices
/// whose lines lie under it) and whose grey one the others.
///
/// Hand figures (`sizing-cli table`, iPhone 8 group, portrait, Today View,
/// iOS 11–13): compact heights run 95…383.75 pt (iPad Pro 12.9" at AX5), a
/// span of 288.75; a quarter is 72.2, rounded up to the step 100, so the
/// gridlines are 0, 100, 200, 300, 400. Maximum expanded heights run
/// 528…1320 pt: a quarter of 792 is 198 → step 200, gridlines 400…1400.
/// Geometry (points of the matrix area, 11 device rows of 17 pt): the plot's
/// frame starts at (11 + 1) × 17 + 26 = 230 and is 150 high, so the 200 pt
/// gridline is at 230 + 150 × (1 − 200/400) = 305; the legend's sample line
/// is centred at 230 + 150 + 13 + 20 − 3.5 = 409.5, x 92…110.
final class MatrixPlotGUITests: XCTestCase {
  static let selectionBlue: UInt32 = 0x0A61FF

  private func brightness(_ pixel: UInt32) -> Int {
    Int((pixel >> 16) & 0xFF) + Int((pixel >> 8) & 0xFF) + Int(pixel & 0xFF)
  }

  func testThePlotShowsTheMatrixMetricWithGridlinesAxisLabelsAndALegend() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8", "--category", "L"])
    var report = try app.waitForReport { $0["device"] == "iphone-8" }
    XCTAssertEqual(report["plotMetric"], "Compact height")
    XCTAssertEqual(report["plotGridlines"], "0,100,200,300,400")
    // Every compact height but the iPad Pro 12.9"'s is the same on the 10
    // other devices (95, 100, 105, 110, … 325): their lines lie under the blue one.
    XCTAssertEqual(report["plotLegend"], "iPhone 8 and 9 more on the same line;iPad Pro 12.9\"")

    let matrix = try app.rect("matrix")
    let (left, top) = (Int(matrix.x), Int(matrix.y))
    let shot = try app.screenshot()
    // The legend's sample: 2 or 3 rows of selection blue around y 409.5.
    for x in [96, 100, 106] {
      let blue = (400...420).filter { shot.pixel(left + x, top + $0) == Self.selectionBlue }
      XCTAssertTrue((1...3).contains(blue.count), "legend sample at x \(x): rows \(blue)")
      XCTAssertTrue(blue.allSatisfy { (407...412).contains($0) }, "rows \(blue)")
    }
    // The 200 pt gridline: a darker row than the paper 5 px above it, left of
    // the first data point (x 110), and its label's ink just left of the frame.
    let paper = shot.pixel(left + 100, top + 300)
    let gridline = (303...307).map { brightness(shot.pixel(left + 100, top + $0)) }.min() ?? 0
    XCTAssertLessThan(gridline, brightness(paper) - 30, "a gridline near y 305")
    let labelInk = (297...309).flatMap { y in (70...88).map { shot.pixel(left + $0, top + y) } }
      .filter { brightness($0) < brightness(paper) - 200 }
    XCTAssertGreaterThan(labelInk.count, 5, "the label 200 is drawn left of its gridline")
    // Category labels under the frame (y 380…393): ink under every column.
    for column in 0..<12 {
      let x0 = 92 + column * 36
      let ink = (383...393).flatMap { y in (x0 + 2...x0 + 34).map { shot.pixel(left + $0, top + y) }
      }
      .filter { brightness($0) < brightness(paper) - 200 }
      XCTAssertGreaterThan(ink.count, 3, "a category label under column \(column)")
    }

    // Show More: the plot follows the matrix to maximum expanded heights.
    let toggle = try app.rect("modeToggle")
    try app.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
    report = try app.waitForReport { $0["mode"] == "expanded" }
    XCTAssertEqual(report["plotMetric"], "Maximum expanded height")
    XCTAssertEqual(report["plotGridlines"], "400,600,800,1000,1200,1400")
    // Maximum expanded heights differ by device: 616 pt is the iPhone 8's alone.
    XCTAssertEqual(report["plotLegend"], "iPhone 8;10 other devices")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
