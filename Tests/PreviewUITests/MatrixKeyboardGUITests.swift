import Foundation
import XCTest

/// The matrix view from the keyboard: after a click gives it the focus, the
/// arrow keys, Home and End move the selected device and category, and the
/// selected cell is drawn where the selection is.
final class MatrixKeyboardGUITests: XCTestCase {
  static let selectedCellColor: UInt32 = 0x0A61FF

  /// A screen point in a matrix cell right of its (short) text, mid-height.
  private func cellPoint(_ app: PreviewProcess, row: Int, column: Int) throws -> (Int, Int) {
    let matrix = try app.rect("matrix")
    let geometry = try XCTUnwrap(app.report().values["matrixGeometry"]).split(separator: ",")
      .compactMap { Double($0) }
    return (
      Int(matrix.x + geometry[0] + Double(column) * geometry[1] + geometry[1] - 6),
      Int(matrix.y + (Double(row) + 1.5) * geometry[2])
    )
  }

  private func row(_ id: String) throws -> Int { try ExpectedSizes.row(id) }

  func testArrowsHomeAndEndMoveTheSelectionAndTheDrawnCell() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8", "--category", "L"])
    var report = try app.waitForReport { $0["category"] == "L" }
    let start = try cellPoint(app, row: try row("iphone-8"), column: 2)
    try app.click(Double(start.0), Double(start.1))
    report = try app.waitForReport { $0["category"] == "M" }
    XCTAssertEqual(report["device"], "iphone-8")

    try app.key("Right")
    report = try app.waitForReport { $0["category"] == "L" }
    try app.key("Right")
    report = try app.waitForReport { $0["category"] == "xL" }
    try app.key("Down")
    let next = ExpectedSizes.deviceIDs[try row("iphone-8") + 1]
    report = try app.waitForReport { $0["device"] == next }
    XCTAssertEqual(report["category"], "xL")
    XCTAssertEqual(
      Double(report["compactHeight"] ?? ""), try ExpectedSizes.compactHeight(next, "xL"))
    var shot = try app.screenshot()
    var cell = try cellPoint(app, row: try row(next), column: 4)
    XCTAssertEqual(shot.pixel(cell.0, cell.1), Self.selectedCellColor, "the selected cell")
    let old = try cellPoint(app, row: try row("iphone-8"), column: 2)
    XCTAssertNotEqual(shot.pixel(old.0, old.1), Self.selectedCellColor, "the old cell")

    try app.key("End")
    report = try app.waitForReport { $0["category"] == "AX5" }
    XCTAssertEqual(report["largerAccessibilitySizes"], "1", "AX sizes switch on")
    try app.key("Up")
    report = try app.waitForReport { $0["device"] == "iphone-8" }
    try app.key("Home")
    report = try app.waitForReport { $0["category"] == "xS" }
    shot = try app.screenshot()
    cell = try cellPoint(app, row: try row("iphone-8"), column: 0)
    XCTAssertEqual(shot.pixel(cell.0, cell.1), Self.selectedCellColor)
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
