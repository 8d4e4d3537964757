import Foundation
import XCTest

/// What the WidgetKit GUI tests read from the window: the drawn card's
/// size, measured in the pixels, and a matrix cell's colour.
extension PreviewProcess {
  /// The drawn card's width and height in pixels: the run of pixels that
  /// are not the canvas backdrop through the card's middle, across and down
  /// (the hairline outline included, so ±1 px).
  func drawnCardSize(_ shot: ScreenPixels, _ report: [String: String]) throws -> (
    width: Int, height: Int
  ) {
    let card = try XCTUnwrap(report["card"]).split(separator: ",").compactMap { Double($0) }
    XCTAssertEqual(card.count, 4)
    let (left, top) = (Int(card[0].rounded()), Int(card[1].rounded()))
    let (middleX, middleY) = (left + Int(card[2]) / 2, top + Int(card[3]) / 2)
    // The canvas backdrop, 6 px left of the card (inside its 12-pt margin).
    let backdrop = shot.pixel(left - 6, middleY)
    func run(_ pixel: (Int) -> UInt32, from start: Int, limit: Int) -> Int {
      var first = start
      while first < limit, pixel(first) == backdrop { first += 1 }
      var last = first
      while last + 1 < limit, pixel(last + 1) != backdrop { last += 1 }
      return last - first + 1
    }
    let width = run({ shot.pixel($0, middleY) }, from: left - 6, limit: shot.width)
    let height = run({ shot.pixel(middleX, $0) }, from: top - 6, limit: shot.height)
    return (width, height)
  }

  /// Checks the drawn card against a family frame typed from Apple's table
  /// (points; zoom 1×), and the report's frame against the same numbers.
  func expectCard(
    _ report: [String: String], width: Int, height: Int, _ label: String, line: UInt = #line
  ) throws -> ScreenPixels {
    XCTAssertEqual(report["frameSize"], "\(width),\(height)", label, line: line)
    XCTAssertEqual(report["zoom"], "1.0", label, line: line)
    let shot = try screenshot()
    let drawn = try drawnCardSize(shot, report)
    XCTAssertEqual(Double(drawn.width), Double(width), accuracy: 2, "\(label) width", line: line)
    XCTAssertEqual(Double(drawn.height), Double(height), accuracy: 2, "\(label) height", line: line)
    return shot
  }

  /// The colour of a matrix cell (row = device, column = text size), 3 px in
  /// from its top-left corner, away from its symbol.
  func matrixCellColor(
    _ shot: ScreenPixels, row: Int, column: Int, report: [String: String]
  ) throws -> UInt32 {
    let matrix = try rect("matrix")
    let geometry = try XCTUnwrap(report["matrixGeometry"]).split(separator: ",").compactMap {
      Double($0)
    }
    let x = matrix.x + geometry[0] + Double(column) * geometry[1] + 3
    let y = matrix.y + Double(row + 1) * geometry[2] + 4
    return shot.pixel(Int(x), Int(y))
  }

  /// Clicks the middle of a control the report names.
  func clickCenter(_ name: String) throws {
    let box = try rect(name)
    try click(box.x + box.width / 2, box.y + box.height / 2)
  }

  /// From the slider, by keyboard alone: Tab to the Larger Accessibility
  /// Sizes switch, Space turns it on, Shift+Tab back, End reaches AX5.
  @discardableResult
  func keyToAX5() throws -> [String: String] {
    try key("Tab")
    try key("space")
    try waitForReport { $0["largerAccessibilitySizes"] == "1" }
    try key("shift+Tab")
    try key("End")
    return try waitForReport { $0["category"] == "AX5" }
  }

  /// Opens the family picker with the pointer and takes the next family
  /// with the keyboard (Down, Return).
  func pickNextFamily() throws {
    try clickOpeningPopup("familyDropDown")
    try key("Down")
    try key("Return")
  }
}
