import Foundation
import XCTest

/// What the GUI tests expect the preview to show, taken from outside the
/// code under test: the published compact heights (shared/notes/sizing-facts.md
/// §2.2: [BEANKHAN], [PSPDF]) and, for values no source publishes, the output
/// of the separately built `sizing-cli table --format json`.
enum ExpectedSizes {
  /// Device ids in the matrix's row order, as `sizing-cli devices` lists them.
  static let deviceIDs = [
    "iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-xs-max", "ipad",
    "ipad-10-2", "ipad-pro-10-5", "ipad-pro-11", "ipad-pro-12-9",
  ]

  /// Category short names in the matrix's column order.
  static let categories = [
    "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5",
  ]

  /// Published compact heights in points on every iPhone and iPad but the
  /// iPad Pro 12.9" (AX1–AX4 are not published).
  static let publishedCompactHeights: [String: Double] = [
    "xS": 95, "S": 100, "M": 105, "L": 110, "xL": 120, "xxL": 130, "xxxL": 140, "AX5": 325,
  ]

  /// Published compact heights in points on the iPad Pro 12.9".
  static let publishedIPadPro129CompactHeights: [String: Double] = [
    "xS": 112.5, "xxxL": 165, "AX5": 383.75,
  ]

  /// The matrix row of a device.
  static func row(_ device: String) throws -> Int {
    try XCTUnwrap(deviceIDs.firstIndex(of: device), "no device \(device)")
  }

  /// The matrix column of a category.
  static func column(_ category: String) throws -> Int {
    try XCTUnwrap(categories.firstIndex(of: category), "no category \(category)")
  }

  /// The published compact height in points of `device` at `category`.
  static func compactHeight(_ device: String, _ category: String) throws -> Double {
    let table =
      device == "ipad-pro-12-9" ? publishedIPadPro129CompactHeights : publishedCompactHeights
    return try XCTUnwrap(table[category], "no published compact height for \(device) \(category)")
  }

  /// The cell for `device` and `category` of `sizing-cli table --format json`
  /// with `options` (`--metric`, `--orientation` …), in points.
  static func cliTableValue(
    _ options: [String], device: String, category: String = "L"
  ) throws -> Double {
    let process = Process()
    process.executableURL = try PreviewProcess.executable().deletingLastPathComponent()
      .appendingPathComponent("sizing-cli")
    process.arguments = ["table", "--format", "json"] + options
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "sizing-cli table \(options)")
    let table = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rows = try XCTUnwrap(table["rows"] as? [[String: Any]])
    let row = try XCTUnwrap(rows.first { $0["device"] as? String == device }, device)
    let cells = try XCTUnwrap(row["cells"] as? [[String: Any]])
    let cell = try XCTUnwrap(cells.first { $0["category"] as? String == category }, category)
    return try XCTUnwrap(cell["value"] as? Double, "\(device) \(category)")
  }
}
