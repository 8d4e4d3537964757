import Foundation
import SizingCommands
import Testing

/// Devices on iOS versions they did not run, and Quick Actions on iOS 9,
/// through every command: "—" in `table`, exit 64 in `layout`, `render` and
/// `check`, the range in `devices`. Reasons written by hand from the sources.
@Suite struct ExistenceCommandTests {
  static let absentOnIOS9 = [
    "iphone-x", "iphone-xr", "iphone-xs-max", "ipad-10-2", "ipad-pro-10-5", "ipad-pro-11",
  ]
  static let footnotesOnIOS9 = [
    "— iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)",
    "— iPhone XR (iphone-xr) first ran iOS 12; valid --os here: 13 (iOS 11–13)",
    "— iPhone XS Max (iphone-xs-max) first ran iOS 12; valid --os here: 13 (iOS 11–13)",
    "— iPad 10.2\" (ipad-10-2) first ran iOS 13.1; valid --os here: 13 (iOS 11–13)",
    "— iPad Pro 10.5\" (ipad-pro-10-5) first ran iOS 10.3; valid --os here: 10, 13 (iOS 11–13)",
    "— iPad Pro 11\" (ipad-pro-11) first ran iOS 12.1; valid --os here: 13 (iOS 11–13)",
  ]

  @Test func textTableShowsDashesAndFootnotes() {
    let result = SizingCLI.execute(["table", "--os", "9"])
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for id in Self.absentOnIOS9 {
      let row = lines.first { $0.hasPrefix(id + " ") }?.split(separator: " ").map(String.init)
      #expect(row == [id] + Array(repeating: "—", count: 12), "\(id)")
    }
    let notes = lines.filter { $0.hasPrefix("— ") }
    #expect(notes == Self.footnotesOnIOS9)
    // The iPhone SE ran iOS 9: numbers, no dash.
    #expect(lines.first { $0.hasPrefix("iphone-se ") }?.contains("—") == false)
  }

  @Test func markdownTableShowsDashesAndFootnotes() {
    let stdout = SizingCLI.execute(["table", "--os", "9", "--format", "markdown"]).stdout
    let dashes = Array(repeating: "—", count: 12).joined(separator: " | ")
    #expect(stdout.contains("| `ipad-pro-11` | \(dashes) |"))
    for note in Self.footnotesOnIOS9 { #expect(stdout.contains("\n\(note)\n")) }
  }

  @Test func csvHasEmptyCellsAndANote() {
    let stdout = SizingCLI.execute([
      "table", "--os", "10", "--format", "csv", "--device", "iphone-x", "--device", "iphone-8",
    ]).stdout
    let lines = stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix(",AX5 provenance,note"))
    #expect(
      lines[1] == "iphone-x,iPhone X" + String(repeating: ",", count: 24)
        + ",iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)")
    #expect(lines[2].hasPrefix("iphone-8,iPhone 8,95,100,105,110,"))
    #expect(lines[2].hasSuffix(","))
  }

  @Test func jsonHasNullCellsAndANote() throws {
    let stdout = SizingCLI.execute([
      "table", "--os", "9", "--format", "json", "--device", "ipad-pro-10-5",
    ]).stdout
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    let row = try #require((object["rows"] as? [[String: Any]])?.first)
    #expect(
      row["note"] as? String
        == "iPad Pro 10.5\" (ipad-pro-10-5) first ran iOS 10.3; valid --os here: 10, 13 (iOS 11–13)"
    )
    let cells = try #require(row["cells"] as? [[String: Any]])
    #expect(cells.count == 12)
    #expect(cells.allSatisfy { $0["value"] is NSNull })
  }

  @Test(arguments: [
    (
      ["layout", "--device", "iphone-x", "--os", "10"],
      "iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)"
    ),
    (
      ["layout", "--device", "iphone-8", "--os", "9", "--location", "quick-actions"],
      "location 'quick-actions' (the widget in the 3D Touch menu) exists from iOS 10; "
        + "valid --os here: 10, 13 (iOS 11–13)"
    ),
    (
      ["table", "--os", "9", "--location", "quick-actions"],
      "location 'quick-actions' (the widget in the 3D Touch menu) exists from iOS 10; "
        + "valid --os here: 10, 13 (iOS 11–13)"
    ),
    (
      ["render", "--out", "/tmp/never-written.png", "--device", "iphone-xs-max", "--os", "10"],
      "iPhone XS Max (iphone-xs-max) first ran iOS 12; valid --os here: 13 (iOS 11–13)"
    ),
  ])
  func nonexistentEnvironmentExits64(arguments: [String], reason: String) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "sizing-cli: \(reason)\n")
  }

  @Test func checkOfADeviceOnAnOSItDidNotRunIsAUsageError() {
    let result = SizingCLI.execute([
      "check", "Data/reference-widget.json", "--device", "iphone-x", "--os", "10",
    ])
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("sizing-cli: no environment matches these filters"))
  }

  /// iOS 9 alone: 24 device/orientation/location runs (MatrixTests) × 12
  /// categories × recents 0…5 (maxRows 4 + 1) in the one iOS 9 mode.
  @Test func checkOnIOS9CountsOnlyDevicesThatRanIt() throws {
    let result = SizingCLI.execute([
      "check", "Data/reference-widget.json", "--os", "9", "--format", "json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let report = try #require(object as? [String: Any])
    #expect(report["environments"] as? Int == 24 * 12 * 6)
  }

  /// Without --device, `render` leaves out the devices that did not run the
  /// iOS and says which.
  @Test func renderSkipsDevicesThatDidNotRunTheOS() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("exist-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = SizingCLI.execute(["render", "--out", out, "--os", "9", "--category", "L"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("5 devices × 1 text size"))
    #expect(
      result.stdout.contains(
        "without \(Self.absentOnIOS9.joined(separator: ", ")), which did not run iOS 9"))
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test func devicesListTheOSRangeAndPressInput() throws {
    let text = SizingCLI.execute(["devices"]).stdout
    #expect(text.contains("iphone-x       375×812 pt @3x    iOS 11 and later    iPhone X,"))
    #expect(text.contains("ipad-pro-10-5  834×1112 pt @2x   iOS 10.3 and later  iPad Pro 10.5\""))
    #expect(text.contains("Haptic Touch (iOS 12+): iPhone XR\n"))
    let object = try JSONSerialization.jsonObject(
      with: Data(SizingCLI.execute(["devices", "--format", "json"]).stdout.utf8))
    let devices = try #require(object as? [[String: Any]])
    let xr = try #require(devices.first { $0["id"] as? String == "iphone-xr" })
    let os = try #require(xr["os"] as? [String: Any])
    #expect(os["first"] as? String == "12")
    #expect(os["last"] is NSNull)
    #expect(os["source"] as? String == "wiki-iphone-models")
  }
}
