import Foundation
import XCTest

/// Live reload of `--widget FILE` (issue 5 §3), driven as a user would: the
/// file is saved the way editors save it, the menu is used from the keyboard,
/// and the window's pixels and numbers panel are checked after each step;
/// saves also switch between description versions and shapes (issue 12).
final class LiveReloadGUITests: XCTestCase {
  static let bannerColor: UInt32 = 0xC01C28
  private var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "live-reload-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

  /// The preview in expanded mode on an iPhone 8, following `widget.json`,
  /// saved as the reference widget named "First" with four recents, shown.
  private func openFourRows() throws -> (PreviewProcess, String) {
    try PreviewProcess.requireDisplay()
    let path = folder + "/widget.json"
    try WidgetFiles.saveAtomically(
      try WidgetFiles.reference(recents: 4, appName: "First"), to: path)
    let app = try PreviewProcess(["--widget", path, "--mode", "expanded", "--device", "iphone-8"])
    let report = try app.waitForReport { $0["appName"] == "First" }
    XCTAssertEqual(report["visibleRows"], "4")
    return (app, path)
  }

  func testSavesRelayOutAndABrokenFileKeepsTheLastGoodWidgetUnderABanner() throws {
    let (app, path) = try openFourRows()
    var report = app.report().values
    XCTAssertEqual(report["fileError"], "")
    XCTAssertNil(report["banner"], "no banner while the file is good")
    let fourRows = try app.screenshot()
    let firstOrigin = try WidgetFiles.origin(report)
    let tallHeight = try XCTUnwrap(Double(report["preferredHeight"] ?? ""))

    try WidgetFiles.saveAtomically(
      try WidgetFiles.reference(recents: 2, appName: "Second"), to: path)
    report = try app.waitForReport { $0["appName"] == "Second" }
    XCTAssertEqual(report["visibleRows"], "2")
    XCTAssertLessThan(try XCTUnwrap(Double(report["preferredHeight"] ?? "")), tallHeight)
    XCTAssertTrue(app.report().readings.contains { $0.hasPrefix("Visible rows 2") })
    let twoRows = try app.screenshot()
    let twoRowsOrigin = try WidgetFiles.origin(report)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let rowBottoms = try XCTUnwrap(report["rowBottoms"]).split(separator: ",").compactMap {
      Double($0)
    }
    // Where rows 3 and 4 were, the new layout draws something else.
    let below = (firstOrigin.0, firstOrigin.1 + Int((rowBottoms[1] + 4) * zoom))
    let rows34 = (Int(200 * zoom), Int(80 * zoom))
    XCTAssertGreaterThan(
      WidgetFiles.difference(fourRows, at: below, twoRows, at: below, size: rows34), 8)

    // A broken save: the banner names the file's base name, line and column
    // and wraps its ~85 characters onto two lines; the layout stays.
    try "{\n  \"appName\": \"Broken\",\n  \"recents\": [ 1, ]\n}\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    // The trailing comma is named at the comma: line 3, column 17 of `  "recents": [ 1, ]`.
    report = try app.waitForReport { ($0["fileError"] ?? "").contains("line 3, column 17") }
    XCTAssertTrue(
      try XCTUnwrap(report["fileError"]).hasPrefix(
        "widget.json: line 3, column 17: trailing comma before ]"))
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
    let kept = WidgetFiles.difference(
      twoRows, at: twoRowsOrigin, broken, at: try WidgetFiles.origin(report), size: widgetSize)
    XCTAssertLessThan(kept, 0.5, "the last good widget is still drawn, moved below the banner")

    try WidgetFiles.saveAtomically(
      try WidgetFiles.reference(recents: 3, appName: "Fixed"), to: path)
    report = try app.waitForReport { $0["appName"] == "Fixed" }
    XCTAssertEqual(report["fileError"], "")
    XCTAssertEqual(report["visibleRows"], "3")
    XCTAssertNil(report["banner"])
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  func testOpenAndReloadFromTheKeyboard() throws {
    try PreviewProcess.requireDisplay()
    let first = folder + "/first.json", second = folder + "/second.json"
    try WidgetFiles.saveAtomically(
      try WidgetFiles.reference(recents: 4, appName: "First"), to: first)
    try WidgetFiles.saveAtomically(
      try WidgetFiles.reference(recents: 1, appName: "Other"), to: second)
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

  /// Version 1 saved over with a version-2 list, a broken version-2 save
  /// (the banner names the JSON path; the last good widget stays), a
  /// version-2 body, the list again and version 1 again, in one window.
  func testSavesSwitchVersionsAndShapesAndABrokenSaveKeepsTheLastGoodWidget() throws {
    let (app, path) = try openFourRows()
    var report = app.report().values
    expectCounts(report, "Recents", 4, rowsSensitive: true, quickActionsSensitive: true)
    let maximum = try ExpectedSizes.cliTableValue(["--metric", "expanded"], device: "iphone-8")
    let compact = try ExpectedSizes.compactHeight("iphone-8", "L")

    // Version 1 → a version-2 list: its six items, Rows (items), no quick actions.
    try WidgetFiles.saveAtomically(try WidgetFiles.exampleText("stocks"), to: path)
    report = try app.waitForReport { $0["appName"] == "Stocks" }
    XCTAssertEqual(report["mode"], "expanded")
    expectCounts(report, "Rows (items)", 6, rowsSensitive: true, quickActionsSensitive: false)
    XCTAssertEqual(report["fileError"], "")
    try app.expectDrawnPreferredHeight(report, above: compact, atMost: maximum)
    let listShot = try app.screenshot()
    let listOrigin = try WidgetFiles.origin(report)
    let listRows = report["visibleRows"]

    // A broken version-2 save: an unknown text style three levels down.
    let broken = try WidgetFiles.exampleText("stocks").replacingOccurrences(
      of: #""textStyle": "headline", "compression""#, with: #""textStyle": "huge", "compression""#)
    try WidgetFiles.saveAtomically(broken, to: path)
    report = try app.waitForReport { !($0["fileError"] ?? "").isEmpty }
    let error = try XCTUnwrap(report["fileError"])
    XCTAssertTrue(
      error.hasPrefix(
        #"widget.json: $.compact.items[0].items[0].textStyle: unknown text style "huge""#),
      error)
    XCTAssertTrue(error.hasSuffix("(showing the last good widget)"), error)
    XCTAssertEqual(report["appName"], "Stocks")
    XCTAssertEqual(report["visibleRows"], listRows)
    let banner = try app.rect("banner")
    let brokenShot = try app.screenshot()
    XCTAssertEqual(
      brokenShot.pixel(Int(banner.x + 4), Int(banner.y + 4)), LiveReloadGUITests.bannerColor)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    let kept = WidgetFiles.difference(
      listShot, at: listOrigin, brokenShot, at: try WidgetFiles.origin(report),
      size: (Int(300 * zoom), Int(300 * zoom)))
    XCTAssertLessThan(kept, 0.5, "the last good widget is still drawn, below the banner")

    // A version-2 body: one row, the Rows (items) control fixed at 1.
    try WidgetFiles.saveAtomically(try WidgetFiles.exampleText("chart"), to: path)
    report = try app.waitForReport { $0["appName"] == "Activity" }
    XCTAssertEqual(report["fileError"], "")
    XCTAssertNil(report["banner"], "the good save hides the banner")
    XCTAssertEqual(report["visibleRows"], "1")
    expectCounts(report, "Rows (items)", 1, rowsSensitive: false, quickActionsSensitive: false)
    XCTAssertTrue(try XCTUnwrap(report["recentsTip"]).contains("body"))
    try app.expectDrawnPreferredHeight(report, above: compact, atMost: maximum)

    // The list again, then version 1 again: the counts follow each file.
    try WidgetFiles.saveAtomically(try WidgetFiles.exampleText("stocks"), to: path)
    report = try app.waitForReport { $0["appName"] == "Stocks" }
    expectCounts(report, "Rows (items)", 6, rowsSensitive: true, quickActionsSensitive: false)
    XCTAssertEqual(report["visibleRows"], listRows)
    try WidgetFiles.saveAtomically(try WidgetFiles.reference(recents: 3, appName: "Back"), to: path)
    report = try app.waitForReport { $0["appName"] == "Back" }
    expectCounts(report, "Recents", 3, rowsSensitive: true, quickActionsSensitive: true)
    XCTAssertEqual(report["visibleRows"], "3")
    try app.expectDrawnPreferredHeight(report, above: compact, atMost: maximum)
    XCTAssertTrue(app.process.isRunning, "the app still runs")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// The count controls as the report gives them: the recents control's
  /// title and value, and which of the two controls apply.
  private func expectCounts(
    _ report: [String: String], _ title: String, _ rows: Int, rowsSensitive: Bool,
    quickActionsSensitive: Bool, line: UInt = #line
  ) {
    XCTAssertEqual(report["recentsTitle"], title, line: line)
    XCTAssertEqual(report["recentsValue"], "\(rows)", "the count follows the file", line: line)
    XCTAssertEqual(report["recentsSensitive"], rowsSensitive ? "1" : "0", line: line)
    XCTAssertEqual(report["quickActionsSensitive"], quickActionsSensitive ? "1" : "0", line: line)
  }
}
