import Foundation
import SizingModel
import XCTest

/// The preview's matrix on iOS 9: the rows of devices that did not run it
/// show a dash in every cell, not numbers; clicking one selects the device
/// on the nearest iOS it ran, and the window says why.
final class MatrixAbsenceGUITests: XCTestCase {
  let model = WidgetSizes.standard

  /// The inked rows (pixels unlike the cell's top-left background) of a
  /// matrix cell on screen: digits span several rows, a dash one or two.
  private func inkHeight(
    _ shot: ScreenPixels, _ app: PreviewProcess, report: [String: String], row: Int, column: Int
  ) throws -> Int {
    let matrix = try app.rect("matrix")
    let geometry = try XCTUnwrap(report["matrixGeometry"]).split(separator: ",").compactMap {
      Double($0)
    }
    let left = Int(matrix.x + geometry[0] + Double(column) * geometry[1]) + 1
    let top = Int(matrix.y + Double(row + 1) * geometry[2]) + 2
    let width = Int(geometry[1]) - 3
    let height = Int(geometry[2]) - 3
    let background = shot.pixel(left, top)
    let inked = (top..<top + height).filter { y in
      (left..<left + width).contains { shot.pixel($0, y) != background }
    }
    guard let first = inked.first, let last = inked.last else { return 0 }
    return last - first + 1
  }

  func testDevicesThatDidNotRunIOS9ShowDashes() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8", "--category", "L", "--os", "9"])
    let report = try app.waitForReport { $0["os"] == "9" && $0["device"] == "iphone-8" }
    let shot = try app.screenshot()
    let rowOf = { (id: String) in try XCTUnwrap(self.model.devices.firstIndex { $0.id == id }) }
    // Column 0 (xS): not the selected column, so untinted.
    let number = try inkHeight(shot, app, report: report, row: try rowOf("iphone-se"), column: 0)
    XCTAssertGreaterThan(number, 4, "a number on the iPhone SE row")
    for id in ["iphone-x", "iphone-xr", "ipad-pro-11"] {
      let dash = try inkHeight(shot, app, report: report, row: try rowOf(id), column: 0)
      XCTAssertTrue((1...2).contains(dash), "\(id): a dash, \(dash) px of ink")
    }

    // Choosing such a device falls back to the nearest iOS it ran and says
    // why in the validator's words (no dead end with no widget).
    try app.clickMatrixCell(row: try rowOf("iphone-x"), column: 3, report: report)
    let chosen = try app.waitForReport { $0["device"] == "iphone-x" }
    XCTAssertEqual(chosen["os"], "13")
    XCTAssertEqual(chosen["mode"], "compact", "a layout for the iPhone X on iOS 11–13")
    XCTAssertEqual(
      chosen["fallback"],
      "Fell back to iOS 11–13: iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)"
    )
    XCTAssertEqual(chosen["osSensitive"], "0,0,1", "iOS 9 and 10 cannot be chosen for it")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
