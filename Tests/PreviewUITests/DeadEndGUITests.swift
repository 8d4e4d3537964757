import Foundation
import XCTest

/// The preview never reaches a state the CLI rejects: impossible options
/// exit 64 with the CLI's reason, impossible choices in the window fall back
/// to the nearest valid one and say so, and the mode toggle is insensitive
/// where there is no expanded mode. Reasons written by hand from the model.
final class DeadEndGUITests: XCTestCase {
  static let leftColumnReason =
    "location 'left-column' exists only on iPads in landscape on iOS 9–10; "
    + "valid here: today-view, notification-center, quick-actions"

  func testImpossibleOptionsExit64WithTheCLIsReason() throws {
    try PreviewProcess.requireDisplay()
    let cases: [([String], String)] = [
      (["--location", "left-column"], Self.leftColumnReason),
      (
        ["--location", "quick-actions", "--mode", "expanded"],
        "--mode expanded is not available here: Quick Actions shows widgets in compact mode "
          + "only; use compact"
      ),
      (
        ["--device", "iphone-x", "--os", "10"],
        "iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)"
      ),
    ]
    for (arguments, reason) in cases {
      let run = try PreviewProcess.capture(
        try PreviewProcess.executable(), arguments, environment: PreviewProcess.guiEnvironment)
      XCTAssertEqual(run.status, 64, "\(arguments)")
      XCTAssertEqual(run.stderr, "sizing-preview: \(reason)\n")
    }
  }

  func testLeftColumnThenIOS13FallsBackToTheTodayView() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--device", "ipad", "--orientation", "landscape", "--os", "10", "--location", "left-column",
    ])
    let start = try app.waitForReport { $0["location"] == "left-column" }
    XCTAssertNotEqual(start["mode"], "none")
    let button = try app.rect("os13")
    try app.click(button.x + button.width / 2, button.y + button.height / 2)
    let report = try app.waitForReport { $0["os"] == "13" }
    XCTAssertEqual(report["location"], "today-view")
    XCTAssertEqual(report["mode"], "compact", "a layout, not a blank canvas")
    XCTAssertEqual(report["fallback"], "Fell back to Today View: " + Self.leftColumnReason)
    XCTAssertFalse(app.report().readings.contains { $0.contains("—") }, "numbers, not dashes")
    // The canvas draws a widget: its content area has ink unlike the corner.
    let shot = try app.screenshot()
    let content = try XCTUnwrap(report["content"]).split(separator: ",").compactMap(Double.init)
    let (left, top) = (Int(content[0]), Int(content[1]))
    let inked = (0..<200).contains { dx in
      (0..<60).contains { dy in shot.pixel(left + dx, top + dy) != shot.pixel(left - 4, top - 4) }
    }
    XCTAssertTrue(inked, "the widget is drawn")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  func testModeToggleIsInsensitiveInQuickActionsAndOnIOS9() throws {
    try PreviewProcess.requireDisplay()
    let cases = [
      (["--location", "quick-actions"], "Quick Actions shows widgets in compact mode only"),
      (["--os", "9", "--mode", "expanded"], "iOS 9 has no display modes"),
    ]
    for (arguments, tip) in cases {
      let app = try PreviewProcess(arguments)
      let report = try app.waitForReport { $0["seq"] != nil }
      XCTAssertEqual(report["modeToggleSensitive"], "0", "\(arguments)")
      XCTAssertEqual(report["modeToggleTip"], tip, "\(arguments)")
      XCTAssertEqual(report["expandedAvailable"], "0", "\(arguments)")
      XCTAssertEqual(report["fallback"], "", "\(arguments): nothing fell back")
      // A click on the insensitive toggle changes nothing.
      let toggle = try app.rect("modeToggle")
      let seq = report["seq"]
      try app.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
      usleep(300_000)
      XCTAssertEqual(app.report().values["seq"], seq, "\(arguments)")
      app.stop()
    }
  }
}
