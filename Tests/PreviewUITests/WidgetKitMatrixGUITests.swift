import Foundation
import XCTest

/// The WidgetKit matrix and environment in the real window (issue 23): one
/// row per WidgetKit screen, grouped iPhone / iPad as the screen picker is,
/// greyed where the screen did not run the chosen iOS; a click on a cell
/// selects that screen and text size; the iOS picker lists only the
/// versions the screen ran.
final class WidgetKitMatrixGUITests: XCTestCase {
  /// FitMatrixPainter's colours: fits, and a row with no frame.
  static let fitsColor: UInt32 = 0x34C759
  static let absentColor: UInt32 = 0xE5E5EA

  func testTheMatrixHasARowPerScreenAndAClickSelectsOne() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"), "--device", "iphone-16-pro",
      "--os", "18", "--category", "xS",
    ])
    var report = try app.waitForReport {
      $0["matrixMode"] == "fit" && $0["widgetKitScreen"] == "402x874"
    }
    // The 25 screens of `sizing-cli table --host widgetkit` (14 iPhone, 11
    // iPad sizes), iPhones first, as the screen picker lists them.
    let rows = try XCTUnwrap(report["matrixRows"]).split(separator: ",").map(String.init)
    XCTAssertEqual(rows.count, 25)
    XCTAssertEqual(rows.firstIndex(of: "768x1024"), 14, "the iPads after the 14 iPhones")
    func row(_ id: String) throws -> Int { try XCTUnwrap(rows.firstIndex(of: id), id) }
    XCTAssertTrue(
      try XCTUnwrap(report["matrixDescription"]).hasPrefix(
        "402x874 (iPhone 16 Pro, iPhone 17, iPhone 17 Pro), xSmall: systemSmall"))
    let shot = try app.screenshot()
    let large = try ExpectedSizes.column("L")
    // Under iOS 18: 320x568's models stopped at iOS 15 (Apple's iOS 16
    // list has neither), the iPhone Air (420x912) came with iOS 26: grey.
    for id in ["320x568", "420x912"] {
      XCTAssertEqual(
        try app.matrixCellColor(shot, row: try row(id), column: large, report: report),
        Self.absentColor, id)
    }
    // systemSmall fits at L on 375x667 (`sizing-cli check --host widgetkit` agrees).
    XCTAssertEqual(
      try app.matrixCellColor(shot, row: try row("375x667"), column: large, report: report),
      Self.fitsColor)
    try app.clickMatrixCell(row: try row("375x667"), column: large, report: report)
    report = try app.waitForReport { $0["widgetKitScreen"] == "375x667" && $0["category"] == "L" }
    // The HIG's 375x667 systemSmall is 148 × 148 pt, drawn at zoom 1.
    _ = try app.expectCard(report, width: 148, height: 148, "375x667")
    XCTAssertTrue(
      try XCTUnwrap(report["matrixDescription"]).contains("Large (default): systemSmall fits"))
    // The keyboard moves on from there: Down is the next screen, 360x780.
    try app.key("Down")
    report = try app.waitForReport { $0["widgetKitScreen"] == "360x780" }
    XCTAssertEqual(report["widgetKitOS"], "18")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// 320x568 opens at iOS 15, the nearest it ran, and says why; its iOS
  /// picker lists 14 and 15 only. A click on the greyed 402x874 row (first
  /// iOS 18) moves to that screen at iOS 18, whose picker lists 18 and 26.
  func testTheIOSPickerListsOnlyWhatTheScreenRan() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"), "--device", "320x568",
      "--host", "widgetkit", "--category", "L",
    ])
    var report = try app.waitForReport {
      $0["matrixMode"] == "fit" && $0["widgetKitScreen"] == "320x568"
    }
    XCTAssertEqual(report["widgetKitOS"], "15")
    XCTAssertEqual(report["osChoices"], "14,15")
    XCTAssertEqual(
      report["osNote"],
      "320x568 runs iOS 9…15 (wiki-iphone-models, apple-ios16-devices); not listed: iOS 16, 17, "
        + "18, 26")
    let rows = try XCTUnwrap(report["matrixRows"]).split(separator: ",").map(String.init)
    let newer = try XCTUnwrap(rows.firstIndex(of: "402x874"))
    let shot = try app.screenshot()
    XCTAssertEqual(
      try app.matrixCellColor(shot, row: newer, column: 0, report: report), Self.absentColor)
    try app.clickMatrixCell(row: newer, column: try ExpectedSizes.column("L"), report: report)
    report = try app.waitForReport { $0["widgetKitScreen"] == "402x874" }
    XCTAssertEqual(report["widgetKitOS"], "18")
    XCTAssertEqual(report["osChoices"], "18,26")
    XCTAssertTrue(try XCTUnwrap(report["osNote"]).hasPrefix("402x874 runs iOS 18 and later"))
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
