import Foundation
import XCTest

/// The shipped `sizing-preview` binary itself. The other GUI tests launch
/// `sizing-preview-probe` (the same window plus the state report); these keep
/// the product covered and check that its test and benchmark hooks are gone.
final class ShippedPreviewGUITests: XCTestCase {
  /// The product refuses the probe's options as it refuses any unknown option:
  /// usage error, exit 64, one line naming the option. No display is needed:
  /// the options are parsed before GTK starts.
  func testTheProductRefusesTheReportAndBenchmarkOptions() throws {
    let product = try PreviewProcess.executable()
    for (arguments, option) in [
      (["--report-file", "/tmp/report.txt"], "--report-file"),
      (["--benchmark-steps", "3"], "--benchmark-steps"),
    ] {
      let run = try PreviewProcess.capture(product, arguments)
      XCTAssertEqual(run.status, 64, "\(arguments)")
      XCTAssertEqual(
        run.stderr, "sizing-preview: Unknown option '\(option)' (see sizing-preview --help)\n")
    }
  }

  /// The product opens a visible window and paints the widget: the reference
  /// widget on an iPhone 8 at Large, compact, at 1×, is a card of the light
  /// card colour 110 px tall (the published compact height at Large, 110 pt,
  /// ``ExpectedSizes``), found in the X screenshot without any report.
  func testTheProductOpensItsWindowAndDrawsTheWidget() throws {
    try PreviewProcess.requireDisplay()
    let product = try PreviewProcess.executable()
    let process = Process()
    process.executableURL = product
    process.arguments = ["--device", "iphone-8", "--category", "L", "--zoom", "1"]
    process.environment = PreviewProcess.guiEnvironment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    let found = try PreviewProcess.run(
      "timeout",
      [
        "30", "xdotool", "search", "--sync", "--onlyvisible", "--pid",
        "\(process.processIdentifier)",
      ])
    let windowID = try XCTUnwrap(found.split(separator: "\n").last.map(String.init), "window")
    let expected = try ExpectedSizes.compactHeight("iphone-8", "L")
    XCTAssertEqual(expected, 110, "the published compact height the card is checked against")
    // Polled, never slept: the first frames may still be animating or unpainted.
    let deadline = Date().addingTimeInterval(20)
    var height = 0
    var shot: ScreenPixels?
    repeat {
      let path = NSTemporaryDirectory() + "shipped-\(UUID().uuidString).png"
      defer { try? FileManager.default.removeItem(atPath: path) }
      try PreviewProcess.run("import", ["-window", windowID, path])
      shot = try ScreenPixels(path: path)
      height = Self.commonestCardHeight(try XCTUnwrap(shot))
      if abs(height - Int(expected)) <= 1 { break }
      usleep(100_000)
    } while Date() < deadline && process.isRunning
    XCTAssertTrue(process.isRunning, "the product keeps running with its window open")
    // Within a pixel, as the other GUI tests measure it: the card's last row can blend
    // into what is drawn below it.
    XCTAssertEqual(
      Double(height), expected, accuracy: 1.01, "the card is drawn at the compact height")
    let window = try XCTUnwrap(shot)
    XCTAssertEqual(Double(window.width), 1280, accuracy: 40, "the default window width")
    XCTAssertEqual(Double(window.height), 860, accuracy: 40, "the default window height")
  }

  /// The probe still runs the benchmark: 3 slider steps, then one line of
  /// figures and exit 0 (`scripts/bench-preview.sh` reads these keys).
  func testTheProbeStillRunsThreeBenchmarkSteps() throws {
    try PreviewProcess.requireDisplay()
    // A stepper that never finishes is killed at 60 s and fails here (exit 124).
    let run = try PreviewProcess.capture(
      try PreviewProcess.probeExecutable(), ["--benchmark-steps", "3"],
      environment: PreviewProcess.guiEnvironment, limit: 60)
    XCTAssertEqual(run.status, 0, run.stderr)
    let line = try XCTUnwrap(
      run.stdout.split(separator: "\n").first { $0.hasPrefix("first-frame-ms=") }, run.stdout)
    var fields: [String: String] = [:]
    for field in line.split(separator: " ") {
      let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    XCTAssertEqual(fields["steps"], "3")
    XCTAssertEqual(fields["renderer"], "GskCairoRenderer", "the cairo renderer GUI runs pin")
    for key in ["first-frame-ms", "cpu-per-step-ms", "peak-rss-mb"] {
      XCTAssertGreaterThan(Double(fields[key] ?? "") ?? 0, 0, key)
    }
    XCTAssertTrue(run.stdout.contains("\nstartup-ms: main="), run.stdout)
  }

  /// The most common vertical extent, in pixels, of the card colour over the
  /// screenshot's columns: across the card's width (all but its rounded
  /// corners) each column's extent is the card's content height.
  static func commonestCardHeight(_ shot: ScreenPixels) -> Int {
    var counts: [Int: Int] = [:]
    for x in 0..<shot.width {
      if let extent = shot.extent(ofColor: PreviewProcess.cardColor, column: x) {
        counts[extent.count, default: 0] += 1
      }
    }
    return counts.max { $0.value < $1.value }?.key ?? 0
  }
}
