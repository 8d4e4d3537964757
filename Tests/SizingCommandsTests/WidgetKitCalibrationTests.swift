import Foundation
import SizingCommands
import Testing

/// A user's measured WidgetKit frames and margins override the model's
/// cells, marked `calibration`, in `table` and `layout` alike; a
/// combination that did not exist is refused naming the JSON path (65).
@Suite struct WidgetKitCalibrationTests {
  static func file(_ json: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("wk-calibration-\(UUID().uuidString).json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let measured = #"""
    {"widgetKit": [
      {"device": "iPhone 16 Pro", "os": "18", "family": "systemSmall", "width": 162,
       "height": 162, "margin": 15}
    ]}
    """#

  @Test func aMeasuredFrameOverridesTheCellAsCalibration() throws {
    let path = try Self.file(Self.measured)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let table = SizingCLI.execute([
      "table", "--host", "widgetkit", "--calibration", path, "--device", "402x874", "--family",
      "systemSmall", "--metric", "content-width", "--format", "json",
    ])
    #expect(table.exitCode == 0, "\(table.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(table.stdout.utf8)) as? [String: Any])
    let rows = try #require(object["rows"] as? [[String: Any]])
    let cell = try #require((rows.first?["cells"] as? [[String: Any]])?.first)
    // 162 − 2 × 15 = 132, both numbers the user's.
    #expect((cell["value"] as? NSNumber)?.doubleValue == 132)
    #expect(cell["evidence"] as? String == "calibration")
    let layout = SizingCLI.execute([
      "layout", "--host", "widgetkit", "--calibration", path, "--device", "402x874", "--family",
      "systemSmall",
    ])
    #expect(layout.stdout.contains("frame            162 × 162 pt (device frame)"))
    #expect(layout.stdout.contains("content margins  15 pt each side"))
    // Another iOS is not the measured one: the model's own frame there.
    let other = SizingCLI.execute([
      "layout", "--host", "widgetkit", "--calibration", path, "--device", "402x874", "--family",
      "systemSmall", "--os", "26",
    ])
    #expect(other.stdout.contains("frame            164.33 × 164.33 pt (device frame)"))
  }

  @Test(arguments: [
    (
      #"{"widgetKit": [{"device": "420x912", "os": "18", "family": "systemSmall", "width": 1, "height": 1}]}"#,
      "$.widgetKit[0]: 420x912 (iPhone Air) runs iOS 26 and later; --os 18 is outside it"
    ),
    (
      #"{"widgetKit": [{"device": "402x874", "family": "systemSmall", "width": -3, "height": 1}]}"#,
      "$.widgetKit[0].width: must be a finite number of points greater than 0"
    ),
    (
      #"{"widgetKit": [{"device": "pixel", "family": "systemSmall", "width": 3, "height": 1}]}"#,
      "$.widgetKit[0].device: unknown device 'pixel'"
    ),
    (
      #"{"widgetKit": [{"device": "402x874", "family": "systemSmall", "width": 3, "height": 1, "depth": 2}]}"#,
      "unknown key \"depth\""
    ),
  ])
  func badMeasurementsAreRefusedWithTheirPath(json: String, message: String) throws {
    let path = try Self.file(json)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = SizingCLI.execute(["table", "--host", "widgetkit", "--calibration", path])
    #expect(result.exitCode == 65, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
