import Foundation
import XCTest

/// WidgetKit widgets in the real window (issue 13, part 5): the PDF viewer's
/// WidgetKit example drawn as on the Home Screen at the family's published
/// frame, which the text-size slider never changes while the text inside
/// does; the family picker; the matrix's fits / does-not-fit colours; the
/// host switch on a file with both hosts; and live reload from a Today
/// widget to a WidgetKit-only file.
final class WidgetKitGUITests: XCTestCase {
  /// Apple's HIG table for the 375x667 screen (iPhone 8), in points:
  /// systemSmall 148×148, systemMedium 321×148, systemLarge 321×324.
  static let small = (148, 148)
  static let medium = (321, 148)
  static let large = (321, 324)
  /// The matrix cell colours (FitMatrixPainter): fits and does not fit.
  static let fitsColor: UInt32 = 0x34C759
  static let doesNotFitColor: UInt32 = 0xFF3B30

  func testTheCardIsTheFamilyFrameAtEveryTextSizeWhileTheTextInsideGrows() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"), "--device", "iphone-8",
      "--category", "xS",
    ])
    var report = try app.waitForReport { $0["host"] == "widgetkit" && $0["category"] == "xS" }
    XCTAssertEqual(report["family"], "systemSmall")
    XCTAssertEqual(report["fileError"], "")
    let xS = try app.expectCard(report, width: Self.small.0, height: Self.small.1, "xS")
    XCTAssertTrue(app.report().readings.contains("Frame 148 × 148 pt, measured"))
    XCTAssertTrue(app.report().readings.contains("Content margins 16 pt each side, derived"))

    // Pointer to xxxL, then the keyboard: Tab to the switch, Space, back, End.
    try app.dragSliderToEnd()
    report = try app.waitForReport { $0["category"] == "xxxL" }
    _ = try app.expectCard(report, width: Self.small.0, height: Self.small.1, "xxxL")
    report = try app.keyToAX5()
    let ax5 = try app.expectCard(report, width: Self.small.0, height: Self.small.1, "AX5")
    // The text inside the content rectangle changed.
    let card = try XCTUnwrap(report["card"]).split(separator: ",").compactMap { Double($0) }
    let content = (Int(card[0]) + 16, Int(card[1]) + 16)
    let changed = WidgetFiles.difference(xS, at: content, ax5, at: content, size: (116, 116))
    XCTAssertGreaterThan(changed, 5, "the text inside the fixed frame grew")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  func testTheFamilyPickerChangesTheFrame() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"), "--device", "iphone-8",
    ])
    var report = try app.waitForReport { $0["family"] == "systemSmall" }
    XCTAssertEqual(report["families"], "systemSmall,systemMedium,systemLarge")
    XCTAssertEqual(report["familySensitive"], "1")
    // The picker by pointer, its list by keyboard: Down, Return.
    try app.pickNextFamily()
    report = try app.waitForReport { $0["family"] == "systemMedium" }
    _ = try app.expectCard(report, width: Self.medium.0, height: Self.medium.1, "systemMedium")
    try app.pickNextFamily()
    report = try app.waitForReport { $0["family"] == "systemLarge" }
    _ = try app.expectCard(report, width: Self.large.0, height: Self.large.1, "systemLarge")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// systemSmall at AX2 on 320x568 (iPhone SE) is clipped; at L on 375x667
  /// (iPhone 8) it fits (`sizing-cli check --host widgetkit` agrees), under
  /// iOS 15, the last 320x568 ran. The rows are WidgetKit screens; a click
  /// selects a cell, whose accessible description says so.
  func testTheMatrixColoursWhetherTheFamilyFits() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"), "--device", "iphone-x",
      "--os", "15", "--category", "xS",
    ])
    var report = try app.waitForReport { $0["matrixMode"] == "fit" }
    let shot = try app.screenshot()
    let rows = try XCTUnwrap(report["matrixRows"]).split(separator: ",").map(String.init)
    let se = try XCTUnwrap(rows.firstIndex(of: "320x568"))
    let eight = try XCTUnwrap(rows.firstIndex(of: "375x667"))
    XCTAssertEqual(
      try app.matrixCellColor(shot, row: se, column: ExpectedSizes.column("AX2"), report: report),
      Self.doesNotFitColor, "systemSmall on 320x568 at AX2")
    XCTAssertEqual(
      try app.matrixCellColor(shot, row: eight, column: ExpectedSizes.column("L"), report: report),
      Self.fitsColor, "systemSmall on 375x667 at L")
    try app.clickMatrixCell(row: se, column: ExpectedSizes.column("AX2"), report: report)
    report = try app.waitForReport {
      $0["widgetKitScreen"] == "320x568" && $0["category"] == "AX2"
    }
    let described = try XCTUnwrap(report["matrixDescription"])
    XCTAssertTrue(
      described.hasPrefix(
        "320x568 (iPhone SE (1st generation), iPod touch (7th generation)), AX2: systemSmall "
          + "does not fit"), described)
    XCTAssertTrue(described.contains("family-clipped"), described)
    // The keyboard moves the selection as in the height matrix: two rows
    // up (360x780, 375x667), then the first text size.
    try app.key("Up")
    try app.waitForReport { $0["widgetKitScreen"] == "360x780" }
    try app.key("Up")
    try app.key("Home")
    report = try app.waitForReport { $0["widgetKitScreen"] == "375x667" && $0["category"] == "xS" }
    XCTAssertTrue(try XCTUnwrap(report["matrixDescription"]).contains("systemSmall fits"))
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// weather.json has both hosts: the switch goes to WidgetKit (its
  /// families in the picker, the Today controls insensitive) and back.
  func testTheHostSwitchOnAFileWithBothHosts() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("weather"), "--device", "iphone-8",
    ])
    var report = try app.waitForReport { $0["host"] == "today" && $0["compactHeight"] != nil }
    XCTAssertEqual(report["hostSensitive"], "1,1")
    XCTAssertEqual(report["familySensitive"], "0")
    XCTAssertEqual(report["matrixMode"], "height")
    try app.clickCenter("hostWidgetKit")
    report = try app.waitForReport { $0["host"] == "widgetkit" }
    XCTAssertEqual(report["families"], "systemSmall,systemMedium,accessoryRectangular")
    XCTAssertEqual(report["matrixMode"], "fit")
    XCTAssertEqual(report["orientationSensitive"], "0")
    XCTAssertEqual(report["locationSensitive"], "0")
    XCTAssertEqual(report["osSensitive"], "0,0,0")
    XCTAssertEqual(report["modeToggleSensitive"], "0")
    XCTAssertEqual(report["recentsSensitive"], "0")
    XCTAssertNil(report["compactHeight"])
    _ = try app.expectCard(report, width: Self.small.0, height: Self.small.1, "weather small")
    try app.clickCenter("hostToday")
    report = try app.waitForReport { $0["host"] == "today" && $0["compactHeight"] != nil }
    XCTAssertEqual(report["orientationSensitive"], "1")
    XCTAssertEqual(report["matrixMode"], "height")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// A save that turns a Today widget into a WidgetKit-only one switches
  /// the window to WidgetKit (the Today host insensitive); back again.
  func testLiveReloadFromATodayWidgetToAWidgetKitOnlyFile() throws {
    try PreviewProcess.requireDisplay()
    let folder = NSTemporaryDirectory() + "widgetkit-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/widget.json"
    try WidgetFiles.saveAtomically(
      try WidgetFiles.reference(recents: 2, appName: "Today"), to: path)
    let app = try PreviewProcess(["--widget", path, "--device", "iphone-8"])
    var report = try app.waitForReport { $0["appName"] == "Today" && $0["host"] == "today" }
    XCTAssertEqual(report["hostSensitive"], "1,0")
    try WidgetFiles.saveAtomically(try WidgetFiles.exampleText("pdf-viewer-widgetkit"), to: path)
    report = try app.waitForReport { $0["appName"] == "PDF Viewer" && $0["host"] == "widgetkit" }
    XCTAssertEqual(report["hostSensitive"], "0,1")
    XCTAssertEqual(report["fileError"], "")
    _ = try app.expectCard(report, width: Self.small.0, height: Self.small.1, "reloaded")
    try WidgetFiles.saveAtomically(try WidgetFiles.reference(recents: 2, appName: "Back"), to: path)
    report = try app.waitForReport { $0["appName"] == "Back" && $0["host"] == "today" }
    XCTAssertNotNil(report["compactHeight"])
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// Through AT-SPI: in WidgetKit mode the Today controls are insensitive
  /// with the reason as their description, the family picker is not.
  func testTodayControlsAreInsensitiveForAScreenReaderInWidgetKitMode() throws {
    let probe = #"""
      wanted = ["Orientation: Portrait", "iOS version: iOS 11–13", "Location", "Recents",
                "Quick actions", "Family", "Host: Today widget", "Host: WidgetKit"]
      def read(app):
          found = {}
          for node in walk(app, []):
              name = node.get_name()
              if name in wanted or name.startswith("Display mode"):
                  sensitive = node.get_state_set().contains(Atspi.StateType.SENSITIVE)
                  found[name.split(":")[0] if name.startswith("Display mode") else name] = [
                      sensitive, node.get_description() or ""]
          return found
      app = find_app()
      # Polled until every control asked for (and the display mode's) is on the bus.
      print(json.dumps(settle(lambda: read(app), lambda found: len(found) == len(wanted) + 1)))
      """#
    let found = try XCTUnwrap(
      AccessibilityProbe.run(
        probe, arguments: ["--widget", WidgetFiles.example("pdf-viewer-widgetkit")])
        as? [String: [Any]])
    let expected: [String: Bool] = [
      "Orientation: Portrait": false, "iOS version: iOS 11–13": false, "Location": false,
      "Recents": false, "Quick actions": false, "Display mode": false, "Family": true,
      "Host: Today widget": false, "Host: WidgetKit": true,
    ]
    XCTAssertEqual(found.mapValues { $0.first as? Bool }, expected)
    for name in ["Orientation: Portrait", "Location", "Recents", "Display mode"] {
      let description = found[name]?.last as? String ?? ""
      XCTAssertTrue(description.contains("Today widgets only"), "\(name): '\(description)'")
    }
  }
}

/// The WidgetKit environment controls (issue 23): a 2024 screen by name,
/// iOS 18, and the Large icons switch turned on with a real click.
final class WidgetKitEnvironmentGUITests: XCTestCase {
  /// 402×874 on iOS 18: FrameUp's iOS 18.6 probe gives the 393×852 row's
  /// 158-pt small widget; with large icons, the 158 × 165 / 158 (Zeryck's
  /// ratio on 393×852) = 165-pt one, drawn 165 px wide at zoom 1.
  func testA402x874ScreenAtIOS18WithLargeIcons() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"), "--device", "iphone-16-pro",
      "--os", "18",
    ])
    var report = try app.waitForReport {
      $0["host"] == "widgetkit" && $0["widgetKitScreen"] == "402x874"
    }
    XCTAssertEqual(report["widgetKitOS"], "18")
    XCTAssertEqual(report["iconsSensitive"], "1")
    _ = try app.expectCard(report, width: 158, height: 158, "small icons")
    try app.clickCenter("iconsSwitch")
    report = try app.waitForReport { $0["icons"] == "large" }
    XCTAssertEqual(report["frameError"], "")
    XCTAssertEqual(report["placement"], "home-screen")
    _ = try app.expectCard(report, width: 165, height: 165, "large icons")
    XCTAssertTrue(
      app.report().readings.contains { $0.hasPrefix("Frame 165 × 165 pt, estimated") },
      "\(app.report().readings)")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
