import Foundation
import XCTest

/// `--screenshot FILE.png`: the window rendered to a PNG after the first
/// settled frame, at the display's scale, printed, and nothing else said.
final class ScreenshotGUITests: XCTestCase {
  /// What one `sizing-preview --screenshot` run left behind.
  private struct Run {
    var path: String
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `sizing-preview --screenshot PATH` with `environment`, on the
  /// test's display or, with `screen` ("2600x1800x24"), on a new virtual
  /// screen of that size. Fails if it has not exited after 15 s.
  private func screenshot(
    environment: [String: String] = PreviewProcess.guiEnvironment, screen: String? = nil
  ) throws -> Run {
    let path = NSTemporaryDirectory() + "preview-shot-\(UUID().uuidString).png"
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    let preview = try PreviewProcess.executable().path
    let child = Process()
    if let screen {
      child.executableURL = URL(
        fileURLWithPath: try XCTUnwrap(PreviewProcess.which("xvfb-run"), "xvfb-run"))
      child.arguments = ["-a", "-s", "-screen 0 \(screen)", preview, "--screenshot", path]
    } else {
      child.executableURL = URL(fileURLWithPath: preview)
      child.arguments = ["--screenshot", path]
    }
    child.environment = environment
    let (output, errors) = (Pipe(), Pipe())
    child.standardOutput = output
    child.standardError = errors
    try child.run()
    let deadline = Date().addingTimeInterval(15)
    while child.isRunning && Date() < deadline { usleep(50_000) }
    XCTAssertFalse(child.isRunning, "exits after the screenshot")
    if child.isRunning { child.terminate() }
    child.waitUntilExit()
    func text(_ pipe: Pipe) -> String {
      String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    return Run(
      path: path, status: child.terminationStatus, stdout: text(output), stderr: text(errors))
  }

  func testScreenshotOptionWritesTheWindowAndExits() throws {
    try PreviewProcess.requireDisplay()
    let run = try screenshot()
    XCTAssertEqual(run.status, 0)
    let shot = try ScreenPixels(path: run.path)
    // The window's size: the 1280 × 860 default surface less the
    // client-side decorations' resize margin.
    XCTAssertEqual(
      run.stdout, "sizing-preview: wrote \(run.path) (\(shot.width)×\(shot.height) px)\n")
    XCTAssertEqual(Double(shot.width), 1280, accuracy: 40)
    XCTAssertEqual(Double(shot.height), 860, accuracy: 40)
    XCTAssertGreaterThan(
      shot.count(PreviewProcess.cardColor), 359 * 100 / 2, "the widget's card is drawn")
    XCTAssertFalse(FileManager.default.fileExists(atPath: run.path + ".partial.png"))
  }

  /// Run the way ThePreview.md says to run it headless (plain `xvfb-run`, no
  /// D-Bus session, GTK_A11Y unset): the one line saying where it wrote is
  /// all it prints; no GTK warning about a missing session bus.
  func testAHeadlessScreenshotWithoutASessionBusPrintsNoWarning() throws {
    try PreviewProcess.requireDisplay()
    var environment = PreviewProcess.guiEnvironment
    for name in ["GTK_A11Y", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"] {
      environment[name] = nil
    }
    environment["PATH"] = "/usr/bin:/bin"
    let run = try screenshot(environment: environment)
    XCTAssertEqual(run.status, 0)
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-launch") {
      return  // a session bus can be started here: the bridge stays on
    }
    XCTAssertEqual(run.stderr, "", "stderr of a headless screenshot")
  }

  /// At GDK_SCALE=2 the PNG has the screen's pixels: twice the window's
  /// size in points, with the widget drawn at twice the size. On a screen
  /// of its own, large enough for the window at 2×.
  func testAHiDPIScreenshotHasTheScreensPixels() throws {
    try PreviewProcess.requireDisplay()
    var environment = PreviewProcess.guiEnvironment
    environment["GDK_SCALE"] = "2"
    let run = try screenshot(environment: environment, screen: "2600x1800x24")
    XCTAssertEqual(run.status, 0)
    let shot = try ScreenPixels(path: run.path)
    XCTAssertEqual(
      run.stdout, "sizing-preview: wrote \(run.path) (\(shot.width)×\(shot.height) px)\n")
    // Twice the window's size in points, both ways.
    XCTAssertEqual(Double(shot.width), 2 * 1270, accuracy: 80)
    XCTAssertEqual(Double(shot.height), 2 * 850, accuracy: 80)
    XCTAssertEqual(shot.width % 2, 0)
    XCTAssertGreaterThan(shot.count(PreviewProcess.cardColor), 4 * 359 * 100 / 2)
  }
}
