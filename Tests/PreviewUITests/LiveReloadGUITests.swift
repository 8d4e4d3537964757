import Foundation
import XCTest

/// Live reload of `--widget FILE` (issue 5 §3), driven as a user would: the
/// file is saved the way editors save it, the menu is used from the keyboard,
/// and the window's pixels and numbers panel are checked after each step.
final class LiveReloadGUITests: XCTestCase {
  static let bannerColor: UInt32 = 0xC01C28
  private var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "live-reload-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

  /// The reference widget with `recents` rows and `appName`, as JSON text.
  private func description(recents: Int, appName: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Data/reference-widget.json").standardized
    var object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    object["recents"] = Array(try XCTUnwrap(object["recents"] as? [Any]).prefix(recents))
    object["appName"] = appName
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
    return String(decoding: data, as: UTF8.self)
  }

  /// Saves like an editor that writes a temporary file and renames it over.
  private func saveAtomically(_ text: String, to path: String) throws {
    try text.write(toFile: path + ".swp", atomically: false, encoding: .utf8)
    XCTAssertEqual(rename(path + ".swp", path), 0)
  }

  /// The average per-channel difference of two screenshots over a rectangle
  /// whose top-left corners are `a` in `first` and `b` in `second`.
  private func difference(
    _ first: ScreenPixels, at a: (Int, Int), _ second: ScreenPixels, at b: (Int, Int),
    size: (Int, Int)
  ) -> Double {
    var total = 0
    for y in 0..<size.1 {
      for x in 0..<size.0 {
        let p = first.pixel(a.0 + x, a.1 + y), q = second.pixel(b.0 + x, b.1 + y)
        for shift in [16, 8, 0] {
          total += abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        }
      }
    }
    return Double(total) / Double(size.0 * size.1 * 3)
  }

  private func origin(_ report: [String: String]) throws -> (Int, Int) {
    let parts = try XCTUnwrap(report["content"]).split(separator: ",").compactMap { Double($0) }
    return (Int(parts[0].rounded()), Int(parts[1].rounded()))
  }

  func testSavesRelayOutAndABrokenFileKeepsTheLastGoodWidgetUnderABanner() throws {
    try PreviewProcess.requireDisplay()
    let path = folder + "/widget.json"
    try saveAtomically(try description(recents: 4, appName: "First"), to: path)
    let app = try PreviewProcess(["--widget", path, "--mode", "expanded", "--device", "iphone-8"])
    var report = try app.waitForReport { $0["appName"] == "First" }
    XCTAssertEqual(report["visibleRows"], "4")
    XCTAssertEqual(report["fileError"], "")
    XCTAssertNil(report["banner"], "no banner while the file is good")
    let fourRows = try app.screenshot()
    let firstOrigin = try origin(report)
    let tallHeight = try XCTUnwrap(Double(report["preferredHeight"] ?? ""))

    try saveAtomically(try description(recents: 2, appName: "Second"), to: path)
    report = try app.waitForReport { $0["appName"] == "Second" }
    XCTAssertEqual(report["visibleRows"], "2")
    XCTAssertLessThan(try XCTUnwrap(Double(report["preferredHeight"] ?? "")), tallHeight)
    XCTAssertTrue(app.report().readings.contains { $0.hasPrefix("Visible rows 2") })
    let twoRows = try app.screenshot()
    let twoRowsOrigin = try origin(report)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let rowBottoms = try XCTUnwrap(report["rowBottoms"]).split(separator: ",").compactMap {
      Double($0)
    }
    // Where rows 3 and 4 were, the new layout draws something else.
    let below = (firstOrigin.0, firstOrigin.1 + Int((rowBottoms[1] + 4) * zoom))
    let rows34 = (Int(200 * zoom), Int(80 * zoom))
    XCTAssertGreaterThan(difference(fourRows, at: below, twoRows, at: below, size: rows34), 8)

    // A broken save: the banner names the file's base name, line and column
    // and wraps its ~100 characters onto two lines; the layout stays.
    try "{\n  \"appName\": \"Broken\",\n  \"recents\": [ 1, ]\n}\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    report = try app.waitForReport { ($0["fileError"] ?? "").contains("line 3, column 19") }
    XCTAssertTrue(try XCTUnwrap(report["fileError"]).hasPrefix("widget.json: line 3, column 19"))
    XCTAssertEqual(report["appName"], "Second")
    XCTAssertEqual(report["visibleRows"], "2")
    let banner = try app.rect("banner")
    let broken = try app.screenshot()
    XCTAssertEqual(broken.pixel(Int(banner.x + 4), Int(banner.y + 4)), Self.bannerColor)
    let canvas = try app.rect("canvas")
    XCTAssertLessThanOrEqual(
      banner.width, canvas.width + 1, "the banner is no wider than the canvas")
    XCTAssertGreaterThan(banner.height, 2 * 15, "two lines of ~15 px text: the message wraps")
    let widgetSize = (Int(280 * zoom), Int(200 * zoom))
    let kept = difference(
      twoRows, at: twoRowsOrigin, broken, at: try origin(report), size: widgetSize)
    XCTAssertLessThan(kept, 0.5, "the last good widget is still drawn, moved below the banner")

    try saveAtomically(try description(recents: 3, appName: "Fixed"), to: path)
    report = try app.waitForReport { $0["appName"] == "Fixed" }
    XCTAssertEqual(report["fileError"], "")
    XCTAssertEqual(report["visibleRows"], "3")
    XCTAssertNil(report["banner"])
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  func testOpenAndReloadFromTheKeyboard() throws {
    try PreviewProcess.requireDisplay()
    let first = folder + "/first.json", second = folder + "/second.json"
    try saveAtomically(try description(recents: 4, appName: "First"), to: first)
    try saveAtomically(try description(recents: 1, appName: "Other"), to: second)
    let app = try PreviewProcess(["--widget", first, "--mode", "expanded"])
    var report = try app.waitForReport { $0["appName"] == "First" }

    try app.key("ctrl+r")
    report = try app.settle(after: report["seq"])
    XCTAssertEqual(report["appName"], "First", "Reload re-reads the same file")

    try app.key("ctrl+o")
    let dialog = try PreviewProcess.run(
      "xdotool", ["search", "--sync", "--onlyvisible", "--name", "Open Widget Description"])
    XCTAssertFalse(dialog.isEmpty, "the Open dialog appears")
    try app.xdotool(["type", "--delay", "20", second])
    try app.key("Return")
    report = try app.waitForReport(timeout: 15) { $0["appName"] == "Other" }
    XCTAssertEqual(report["widgetFile"], second)
    XCTAssertEqual(report["visibleRows"], "1")
    XCTAssertTrue(app.report().readings.contains { $0.hasPrefix("Visible rows 1") })
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
