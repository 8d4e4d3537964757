import Foundation
import XCTest

/// A height change animates briefly with an ease-out, as iOS does, and the
/// settled frame is the solver's height exactly.
final class HeightAnimationGUITests: XCTestCase {
  func testAHeightChangeEasesOutAndSettlesOnTheExactHeight() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8", "--category", "L"])
    var report = try app.waitForReport { $0["category"] == "L" }
    XCTAssertEqual(report["compactHeight"], "110.0")
    try app.key("Right")  // the slider has the focus: Large → xLarge
    report = try app.waitForReport { $0["category"] == "xL" }
    XCTAssertEqual(report["compactHeight"], "120.0")
    let heights = (report["animationHeights"] ?? "").split(separator: ",").compactMap {
      Double($0)
    }
    // 180 ms at the 60 Hz frame clock: several in-between frames.
    XCTAssertGreaterThanOrEqual(heights.count, 3, "\(heights)")
    XCTAssertTrue(heights.allSatisfy { $0 > 110 && $0 < 120 }, "\(heights)")
    XCTAssertEqual(heights, heights.sorted(), "the height only grows")
    if let first = heights.first, heights.count >= 3 {
      let steps = zip(heights, heights.dropFirst()).map { $1 - $0 }
      XCTAssertGreaterThan(first - 110, steps.last ?? 0, "ease-out: fast first, slow last")
    }
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    XCTAssertEqual(try app.drawnContentHeight(report), 120 * zoom, accuracy: 1.01)
  }
}
