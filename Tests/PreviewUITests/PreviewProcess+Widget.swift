import Foundation
import XCTest

/// What the GUI tests do to and read from the preview's widget: drag the
/// text-size slider with the pointer, measure the drawn content.
extension PreviewProcess {
  /// The light card colour the widget's content is drawn in.
  static let cardColor: UInt32 = 0xF4F4F6

  /// Presses on the slider's left end and drags the knob, one motion event
  /// per 24 px, past its right end: real pointer input through the X server.
  func dragSliderToEnd() throws {
    let slider = try rect("slider")
    let y = Int(slider.y + slider.height / 2)
    let start = Int(slider.x + 12)
    var commands = ["mousemove", "--window", windowID, "\(start)", "\(y)", "mousedown", "1"]
    for x in stride(from: start, through: Int(slider.x + slider.width + 20), by: 24) {
      commands += ["mousemove", "--window", windowID, "\(x)", "\(y)", "sleep", "0.03"]
    }
    commands += ["mouseup", "1"]
    try xdotool(commands)
  }

  /// The drawn content height in pixels: the card colour's extent in a
  /// column 14 pt right of the card's left edge, from the content's top
  /// (which the report gives, and which is checked against the pixels).
  func drawnContentHeight(_ report: [String: String]) throws -> Double {
    let shot = try screenshot()
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let origin = try XCTUnwrap(report["content"]).split(separator: ",").compactMap { Double($0) }
    let column = Int((origin[0] + 14 * zoom).rounded())
    let extent = try XCTUnwrap(shot.extent(ofColor: Self.cardColor, column: column))
    XCTAssertEqual(
      Double(extent.lowerBound), origin[1], accuracy: 1.01, "content starts below the header")
    return Double(extent.count)
  }

  /// Checks that the drawn card is the preferred height the report gives,
  /// taller than `compact` and no taller than `maximum` (points); returns
  /// the drawn height in pixels.
  @discardableResult
  func expectDrawnPreferredHeight(
    _ report: [String: String], above compact: Double, atMost maximum: Double,
    line: UInt = #line
  ) throws -> Double {
    let preferred = try XCTUnwrap(Double(report["preferredHeight"] ?? ""))
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let drawn = try drawnContentHeight(report)
    XCTAssertEqual(drawn, preferred * zoom, accuracy: 1.51, "drawn = preferred", line: line)
    XCTAssertGreaterThan(preferred, compact, line: line)
    XCTAssertLessThanOrEqual(preferred, maximum, line: line)
    return drawn
  }

  /// Clicks the matrix cell of a device (row) and text size (column).
  func clickMatrixCell(row: Int, column: Int, report: [String: String]) throws {
    let matrix = try rect("matrix")
    let geometry = try XCTUnwrap(report["matrixGeometry"]).split(separator: ",").compactMap {
      Double($0)
    }
    try click(
      matrix.x + geometry[0] + (Double(column) + 0.5) * geometry[1],
      matrix.y + (Double(row) + 1.5) * geometry[2])
  }
}
