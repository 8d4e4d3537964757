import Foundation
import XCTest

/// A storyboard in the preview (issue 24): opened with `--widget`, laid out
/// by the Auto Layout engine, and reloaded when saved, as a JSON
/// description is: another storyboard's layout replaces it, a broken save
/// keeps it under the error banner naming the XML line.
final class InterfaceBuilderGUITests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "storyboard-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

  static func storyboard(_ name: String) throws -> String {
    try String(
      contentsOf: WidgetFiles.data.appendingPathComponent("widgets/interface-builder/\(name)"),
      encoding: .utf8)
  }

  func testAStoryboardIsLaidOutAndReloadedOnSave() throws {
    try PreviewProcess.requireDisplay()
    let path = folder + "/MainInterface.storyboard"
    try WidgetFiles.saveAtomically(try Self.storyboard("stats-row.storyboard"), to: path)
    let app = try PreviewProcess(["--widget", path, "--mode", "expanded", "--device", "iphone-8"])
    // The stats fit in 16 + 33.5 + 4 + 14.5 + 16 pt, less than the compact
    // height: expanded asks for the compact height, 110 pt on an iPhone 8 at L.
    var report = try app.waitForReport { $0["appName"] == "MainInterface" }
    XCTAssertEqual(report["preferredHeight"], "110.0")
    XCTAssertEqual(report["fileError"], "")
    let stats = try app.screenshot()

    // The table of three self-sizing 59-pt rows (Pango at L): 177 pt.
    try WidgetFiles.saveAtomically(try Self.storyboard("recent-list.storyboard"), to: path)
    report = try app.waitForReport { $0["preferredHeight"] == "177.0" }
    let list = try app.screenshot()
    let origin = try WidgetFiles.origin(report)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let area = (Int(300 * zoom), Int(100 * zoom))
    XCTAssertGreaterThan(
      WidgetFiles.difference(stats, at: origin, list, at: origin, size: area), 4,
      "the saved storyboard is drawn in place of the first")

    // A broken save: the banner names the file and XML line; the table stays.
    try WidgetFiles.saveAtomically("<document>\n<scenes>\n</document>\n", to: path)
    report = try app.waitForReport { ($0["fileError"] ?? "").contains("malformed XML") }
    XCTAssertTrue(try XCTUnwrap(report["fileError"]).contains("MainInterface.storyboard:3"))
    XCTAssertEqual(report["preferredHeight"], "177.0")
  }
}
