import Foundation
import SizingCommands
import Testing

/// iOS 27's systemExtraLargePortrait (notes §2a, issue 23): FrameUp's
/// measured iPhone frames (pixels ÷ scale, on iOS 27.0) under `--os 27`,
/// typed from the notes one by one; refused before iOS 27 with the reason
/// (doc-wf-xlp: iOS and iPadOS 27.0).
@Suite struct ExtraLargePortraitTests {
  /// (screen, width, height) in points, notes §2a.
  static let measured: [(String, Double, Double)] = [
    ("440x956", 378, 611.33), ("430x932", 372, 601.33), ("428x926", 371.67, 599.67),
    ("420x912", 366.67, 591.33), ("414x896@3x", 362.67, 584.67), ("414x896", 356, 576.5),
    ("402x874", 349.67, 565.67), ("393x852", 344.67, 557.33), ("390x844", 342, 554),
    ("375x812", 333.67, 539), ("375x667", 319, 490),
  ]

  static func cells(_ screen: String, os: String) throws -> [[String: Any]] {
    var cells: [[String: Any]] = []
    for metric in ["width", "height"] {
      let result = SizingCLI.execute([
        "table", "--host", "widgetkit", "--metric", metric, "--device", screen, "--family",
        "systemExtraLargePortrait", "--family", "systemLarge", "--format", "json", "--os", os,
      ])
      #expect(result.exitCode == 0, "\(result.stderr)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let row = try #require((object["rows"] as? [[String: Any]])?.first)
      cells += try #require(row["cells"] as? [[String: Any]])
    }
    return cells  // XLP width, large width, XLP height, large height
  }

  @Test(arguments: measured)
  func theTableGivesFrameUpsFrameOnIOS27(_ screen: String, _ width: Double, _ height: Double)
    throws
  {
    let cells = try Self.cells(screen, os: "27")
    #expect((cells[0]["value"] as? NSNumber)?.doubleValue == width, "\(screen) width")
    #expect((cells[2]["value"] as? NSNumber)?.doubleValue == height, "\(screen) height")
    for cell in [cells[0], cells[2]] {
      #expect(cell["provenance"] as? String == "measured")
      #expect(cell["source"] as? String == "frameup")
      #expect(cell["thirdParty"] as? Bool == true)
    }
    // FrameUp: "on every device the width is identical to systemMedium and systemLarge".
    #expect((cells[1]["value"] as? NSNumber)?.doubleValue == width, "\(screen) systemLarge")
  }

  /// Before iOS 27 the family did not exist: no number, and the reason.
  @Test func beforeIOS27ThereIsNoFrame() throws {
    let cells = try Self.cells("402x874", os: "26")
    #expect(cells[0]["value"] is NSNull)
    #expect((cells[0]["reason"] as? String)?.contains("iOS 27") == true, "\(cells[0])")
    let widget = NSTemporaryDirectory() + "xlp-\(UUID().uuidString).json"
    try #"""
    {"version": 2, "appName": "K", "widgetKit": {"families": {"systemExtraLargePortrait":
      {"type": "label", "id": "t", "text": "Hello", "textStyle": "body"}}}}
    """#.write(toFile: widget, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: widget) }
    let before = SizingCLI.execute([
      "layout", "--widget", widget, "--family", "systemExtraLargePortrait", "--device", "402x874",
      "--os", "26",
    ])
    #expect(before.exitCode == 64)
    #expect(before.stderr.contains("systemExtraLargePortrait appears on the iPhone"))
    #expect(before.stderr.contains("(iOS 27+)"), "\(before.stderr)")
    let after = SizingCLI.execute([
      "layout", "--widget", widget, "--family", "systemExtraLargePortrait", "--device", "402x874",
      "--os", "27",
    ])
    #expect(after.exitCode == 0, "\(after.stderr)")
    #expect(after.stdout.contains("349.67 × 565.67 pt"))
    // iPadOS 27 shows it in the Today View, but no source gives an iPad frame.
    let pad = SizingCLI.execute([
      "layout", "--widget", widget, "--family", "systemExtraLargePortrait", "--device", "820x1180",
      "--os", "27",
    ])
    #expect(pad.exitCode == 64)
    #expect(pad.stderr.contains("no canvas frame of systemExtraLargePortrait"), "\(pad.stderr)")
  }
}
