import Foundation
import SizingCommands
import SnapshotTesting
import Testing

/// Every bad input gets one line naming the problem and the valid choices,
/// and the sysexits code; nothing on standard output.
@Suite struct ErrorPathTests {
  @Test(arguments: [
    (["table", "--device", "pixel-7"], "unknown device 'pixel-7'; valid: iphone-se,"),
    (
      ["table", "--metric", "depth"],
      "The value 'depth' is invalid for '--metric <metric>'. Please provide one of 'compact', "
        + "'expanded' or 'width'."
    ),
    (
      ["table", "--orientation", "sideways"],
      "'sideways' is invalid for '--orientation <orientation>'. Please provide one of "
        + "'portrait' and 'landscape'."
    ),
    (
      ["table", "--location", "home"],
      "'home' is invalid for '--location <location>'. Please provide one of 'today-view', "
        + "'notification-center', 'quick-actions', 'left-column' or 'right-column'."
    ),
    (
      ["table", "--os", "14"],
      "--os 14 is a WidgetKit version; a Today widget runs iOS 9, 10 or 11–13"
    ),
    (
      ["table", "--format", "xml"],
      "'xml' is invalid for '--format <format>'. Please provide one of 'text', 'csv', 'json' "
        + "or 'markdown'."
    ),
    (["table", "--location", "left-column"], "exists only on iPads in landscape on iOS 9–10"),
    (
      [
        "table", "--device", "iphone-8", "--location", "right-column", "--orientation", "landscape",
        "--os", "10",
      ],
      "exists only on iPads"
    ),
    (["table", "--bogus"], "Unknown option '--bogus'"),
    (["tabel"], "Unexpected argument 'tabel'"),
    (["layout"], "missing --device; valid: iphone-se, iphone-8,"),
    (["layout", "--device", "iphone-8", "--recents", "-1"], "--recents -1 is out of range 0…1000"),
    (["render", "--out", "/tmp/never.png", "--zoom", "-2"], "--zoom -2 is out of range 0.1…4"),
    (["check", "-", "--category", "L,XXL2"], "unknown category 'XXL2'; valid: xS, S, M, L,"),
    (["render", "--out", "/tmp/never.png", "--categories", "Huge"], "unknown category 'Huge'"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("sizing-cli: "))
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
  }

  @Test func argumentParserErrorsPointAtTheCommandsHelp() {
    let missing = SizingCLI.execute(["render"])
    #expect(missing.exitCode == 64)
    #expect(
      missing.stderr
        == "sizing-cli: Missing expected argument '--out <out>' (see sizing-cli render --help)\n")
    #expect(SizingCLI.execute(["tabel"]).stderr.hasSuffix("(see sizing-cli --help)\n"))
  }

  @Test func unreadableCalibrationExits66() {
    let result = SizingCLI.execute(["table", "--calibration", "/nonexistent/cal.json"])
    #expect(result.exitCode == 66)
    #expect(result.stderr.contains("/nonexistent/cal.json"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: [
    ("not json", "line 1, column 1: invalid literal"),
    (
      #"{"measurements": [{"device": "ipad", "category": "L", "mode": "compact", "height": -1}]}"#,
      "$.measurements[0].height: must be a finite number of points greater than 0"
    ),
    (
      #"{"measurements": [{"device": "nexus", "category": "L", "mode": "compact", "height": 1}]}"#,
      "$.measurements[0].device: unknown device 'nexus'; valid: iphone-se"
    ),
  ])
  func malformedCalibrationExits65WithThePath(json: String, message: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(["table", "--calibration", url.path])
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("\(url.path): \(message)"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func helpVersionAndListings() {
    let help = SizingCLI.execute(["--help"])
    #expect(help.exitCode == 0)
    #expect(help.stdout.contains("Examples:"))
    #expect(help.stdout.contains("table"))
    let tableHelp = SizingCLI.execute(["table", "--help"])
    #expect(tableHelp.stdout.contains("--metric"))
    #expect(tableHelp.stdout.contains("sizing-cli table --metric expanded"))
    #expect(SizingCLI.execute(["--version"]).stdout == SizingCLI.version + "\n")
    let devices = SizingCLI.execute(["devices"])
    #expect(devices.stdout.contains("iphone-8-plus"))
    #expect(devices.stdout.contains("iPhone 6s Plus"))
    assertSnapshot(of: devices.stdout, as: .text("txt"), named: "devices")
    let categories = SizingCLI.execute(["categories"])
    #expect(categories.stdout.split(separator: "\n").count == 13)
    assertSnapshot(of: categories.stdout, as: .text("txt"), named: "categories")
    #expect(
      SizingCLI.execute(["sources"]).stdout.contains("pspdf: Creating a Compelling Today Widget"))
  }
}
