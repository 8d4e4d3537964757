import Foundation
import XCTest

/// The real `sizing-preview` under Xvfb, driven with real X input.
/// Run: `xvfb-run -a swift test --filter PreviewUITests`. Without a display
/// or a tool these fail, in every run.
/// Expected heights are the published ones (``ExpectedSizes``).
final class PreviewWindowGUITests: XCTestCase {
  private func compactHeight(_ device: String, _ category: String) throws -> Double {
    try ExpectedSizes.compactHeight(device, category)
  }

  func testDraggingTheSliderGrowsTheCompactSectionFromXSToXXXLThenAX5() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8", "--category", "xS"])
    var report = try app.waitForReport { $0["category"] == "xS" }
    let small = try compactHeight("iphone-8", "xS")
    XCTAssertEqual(Double(report["compactHeight"] ?? ""), small)
    XCTAssertTrue(
      app.report().readings.contains { $0.hasPrefix("Compact height \(Int(small)) pt") })
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    XCTAssertEqual(try app.drawnContentHeight(report), small * zoom, accuracy: 1.01)

    try app.dragSliderToEnd()
    report = try app.waitForReport { $0["category"] == "xxxL" }
    let large = try compactHeight("iphone-8", "xxxL")
    XCTAssertEqual(Double(report["compactHeight"] ?? ""), large)
    XCTAssertEqual(report["categoryName"], "xxxLarge")
    XCTAssertEqual(try app.drawnContentHeight(report), large * zoom, accuracy: 1.01)

    let toggle = try app.rect("switch")
    try app.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
    try app.waitForReport { $0["largerAccessibilitySizes"] == "1" }
    try app.dragSliderToEnd()
    report = try app.waitForReport { $0["category"] == "AX5" }
    let largest = try compactHeight("iphone-8", "AX5")
    XCTAssertEqual(Double(report["compactHeight"] ?? ""), largest)
    XCTAssertEqual(try app.drawnContentHeight(report), largest * zoom, accuracy: 1.01)
    XCTAssertTrue(
      app.report().readings.contains { $0.hasPrefix("Compact height \(Int(largest)) pt") })
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  func testKeyboardRightEndHomeMoveTheCategory() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-x"])
    try app.waitForReport { $0["category"] == "L" }
    // No click: the slider, the window's first control, has the focus.
    try app.key("Right")
    try app.waitForReport { $0["category"] == "xL" }
    try app.key("End")
    var report = try app.waitForReport { $0["category"] == "xxxL" }
    XCTAssertEqual(
      Double(report["compactHeight"] ?? ""), try compactHeight("iphone-x", "xxxL"))
    try app.key("Home")
    report = try app.waitForReport { $0["category"] == "xS" }
    XCTAssertEqual(
      Double(report["compactHeight"] ?? ""), try compactHeight("iphone-x", "xS"))
    // Keyboard only: Tab to the Larger Accessibility Sizes switch, Space turns
    // it on, Shift+Tab back to the slider, End reaches AX5.
    try app.key("Tab")
    try app.key("space")
    try app.waitForReport { $0["largerAccessibilitySizes"] == "1" }
    try app.key("shift+Tab")
    try app.key("End")
    report = try app.waitForReport { $0["category"] == "AX5" }
    XCTAssertEqual(
      Double(report["compactHeight"] ?? ""),
      try compactHeight("iphone-x", "AX5"))
  }

  func testShowMoreExpandsToWholeRowsAndShowLessReturns() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8"])
    var report = try app.waitForReport { $0["mode"] == "compact" }
    XCTAssertEqual(report["expandedAvailable"], "1")
    let toggle = try app.rect("modeToggle")
    try app.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
    report = try app.waitForReport { $0["mode"] == "expanded" }
    let compact = try XCTUnwrap(Double(report["compactHeight"] ?? ""))
    let preferred = try XCTUnwrap(Double(report["preferredHeight"] ?? ""))
    let rows = try XCTUnwrap(Int(report["visibleRows"] ?? ""))
    XCTAssertGreaterThan(rows, 0)
    XCTAssertLessThanOrEqual(rows, 4)
    let bottoms = (report["rowBottoms"] ?? "").split(separator: ",").compactMap { Double($0) }
    XCTAssertEqual(bottoms.count, rows, "only whole rows are visible")
    XCTAssertEqual(
      try XCTUnwrap(bottoms.last), preferred, accuracy: 1e-6, "the last row ends the widget")
    let maximum = try ExpectedSizes.cliTableValue(["--metric", "expanded"], device: "iphone-8")
    XCTAssertLessThanOrEqual(preferred, maximum)
    XCTAssertGreaterThan(preferred, compact)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    XCTAssertEqual(try app.drawnContentHeight(report), preferred * zoom, accuracy: 1.01)
    XCTAssertTrue(app.report().readings.contains("Visible rows \(rows) of 6"))

    try app.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
    report = try app.waitForReport { $0["mode"] == "compact" }
    XCTAssertEqual(try app.drawnContentHeight(report), compact * zoom, accuracy: 1.01)

    // The Show More drawn in the widget's header works like the sidebar's toggle.
    let header = try app.rect("headerButton")
    try app.click(header.x + header.width / 2, header.y + header.height / 2)
    report = try app.waitForReport { $0["mode"] == "expanded" }
    XCTAssertEqual(Double(report["preferredHeight"] ?? ""), preferred)
  }

  func testShowMoreIsInsensitiveWhereExpandedIsUnavailable() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--location", "quick-actions"])
    let report = try app.waitForReport { $0["seq"] != nil }
    XCTAssertEqual(report["mode"], "compact")
    XCTAssertEqual(report["expandedAvailable"], "0")
    XCTAssertEqual(report["modeToggleSensitive"], "0")
  }

  func testFitZoomFitsTheWidestWidgetInTheCanvas() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--device", "ipad-pro-12-9", "--orientation", "landscape", "--zoom", "fit",
    ])
    let report = try app.waitForReport { $0["orientation"] == "landscape" }
    let width = try XCTUnwrap(Double(report["widgetWidth"] ?? ""))
    XCTAssertEqual(width, 1350, "the widest widget the model has")
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    XCTAssertLessThan(zoom, 0.5)
    XCTAssertLessThanOrEqual(width * zoom, try app.rect("canvas").width)
  }

  func testOrientationButtonAndMatrixClickChangeTheDevice() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8"])
    var report = try app.waitForReport { $0["orientation"] == "portrait" }
    let landscape = try app.rect("landscape")
    try app.click(landscape.x + landscape.width / 2, landscape.y + landscape.height / 2)
    report = try app.waitForReport { $0["orientation"] == "landscape" }
    XCTAssertEqual(
      Double(report["widgetWidth"] ?? ""),
      try ExpectedSizes.cliTableValue(
        ["--metric", "width", "--orientation", "landscape"], device: "iphone-8"))

    try app.clickMatrixCell(
      row: try ExpectedSizes.row("iphone-x"), column: try ExpectedSizes.column("AX2"),
      report: report)
    report = try app.waitForReport { $0["device"] == "iphone-x" && $0["category"] == "AX2" }
    XCTAssertEqual(report["largerAccessibilitySizes"], "1")
    // No source publishes AX2: the value `sizing-cli table` derives.
    XCTAssertEqual(
      Double(report["compactHeight"] ?? ""),
      try ExpectedSizes.cliTableValue(
        ["--orientation", "landscape"], device: "iphone-x", category: "AX2"))
  }
}
