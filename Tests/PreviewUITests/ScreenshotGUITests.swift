import Foundation
import XCTest

/// `--screenshot FILE.png`: the window rendered to a PNG after the first
/// settled frame, at the display's scale, printed, and nothing else said.
final class ScreenshotGUITests: XCTestCase {
  func testScreenshotOptionWritesTheWindowAndExits() throws {
    try PreviewProcess.requireDisplay()
    let path = NSTemporaryDirectory() + "preview-shot-\(UUID().uuidString).png"
    let child = Process()
    child.executableURL = try PreviewProcess.executable()
    child.arguments = ["--screenshot", path, "--zoom", "1"]
    child.environment = PreviewProcess.guiEnvironment
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let deadline = Date().addingTimeInterval(15)
    while child.isRunning && Date() < deadline { usleep(50_000) }
    XCTAssertFalse(child.isRunning, "exits after the screenshot")
    if child.isRunning { child.terminate() }
    child.waitUntilExit()
    XCTAssertEqual(child.terminationStatus, 0)
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let shot = try ScreenPixels(path: path)
    // The window's size: the 1280 × 860 default surface less the
    // client-side decorations' resize margin.
    XCTAssertEqual(printed, "sizing-preview: wrote \(path) (\(shot.width)×\(shot.height) px)\n")
    XCTAssertEqual(Double(shot.width), 1280, accuracy: 40)
    XCTAssertEqual(Double(shot.height), 860, accuracy: 40)
    XCTAssertGreaterThan(
      shot.count(PreviewProcess.cardColor), 359 * 100 / 2, "the widget's card is drawn")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".partial.png"))
  }

  /// Run the way the README says to run it headless (plain `xvfb-run`, no
  /// D-Bus session, GTK_A11Y unset): the one line saying where it wrote is
  /// all it prints; no GTK warning about a missing session bus.
  func testAHeadlessScreenshotWithoutASessionBusPrintsNoWarning() throws {
    try PreviewProcess.requireDisplay()
    let path = NSTemporaryDirectory() + "preview-quiet-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    var environment = PreviewProcess.guiEnvironment
    for name in ["GTK_A11Y", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"] {
      environment[name] = nil
    }
    environment["PATH"] = "/usr/bin:/bin"
    let child = Process()
    child.executableURL = try PreviewProcess.executable()
    child.arguments = ["--screenshot", path]
    child.environment = environment
    let errors = Pipe()
    child.standardOutput = FileHandle.nullDevice
    child.standardError = errors
    try child.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    XCTAssertEqual(child.terminationStatus, 0)
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-launch") {
      return  // a session bus can be started here: the bridge stays on
    }
    XCTAssertEqual(text, "", "stderr of a headless screenshot")
  }

  /// At GDK_SCALE=2 the PNG has the screen's pixels: twice the window's
  /// size in points, with the widget drawn at twice the size.
  func testAHiDPIScreenshotHasTheScreensPixels() throws {
    try PreviewProcess.requireDisplay()
    let path = NSTemporaryDirectory() + "preview-hidpi-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    // A screen of its own, large enough for the window at 2×.
    let child = Process()
    child.executableURL = URL(
      fileURLWithPath: try XCTUnwrap(PreviewProcess.which("xvfb-run"), "xvfb-run"))
    child.arguments = [
      "-a", "-s", "-screen 0 2600x1800x24", try PreviewProcess.executable().path,
      "--screenshot", path,
    ]
    var environment = PreviewProcess.guiEnvironment
    environment["GDK_SCALE"] = "2"
    child.environment = environment
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    XCTAssertEqual(child.terminationStatus, 0)
    let shot = try ScreenPixels(path: path)
    XCTAssertEqual(printed, "sizing-preview: wrote \(path) (\(shot.width)×\(shot.height) px)\n")
    // Twice the window's size in points, both ways.
    XCTAssertEqual(Double(shot.width), 2 * 1270, accuracy: 80)
    XCTAssertEqual(Double(shot.height), 2 * 850, accuracy: 80)
    XCTAssertEqual(shot.width % 2, 0)
    XCTAssertGreaterThan(shot.count(PreviewProcess.cardColor), 4 * 359 * 100 / 2)
  }
}
