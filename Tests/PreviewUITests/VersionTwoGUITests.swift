import Foundation
import XCTest

/// A version-2 description (issue 12) in the real window: the stocks example
/// grows with the text-size slider from its published xS height to its
/// published AX5 height, its list's rows are set by the Rows (items)
/// control, and the controls that do not apply to it are insensitive, in
/// the report and for a screen reader.
final class VersionTwoGUITests: XCTestCase {
  func testStocksGrowsFromXSToAX5AndItsQuickActionsDoNotApply() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("stocks"), "--device", "iphone-8", "--category", "xS",
    ])
    var report = try app.waitForReport { $0["appName"] == "Stocks" && $0["category"] == "xS" }
    try expectCompactCard(app, report, "xS")
    XCTAssertEqual(report["quickActionsSensitive"], "0", "no quick actions in a v2 description")
    XCTAssertTrue(try XCTUnwrap(report["quickActionsTip"]).contains("version-2"))
    XCTAssertEqual(report["recentsTitle"], "Rows (items)")
    XCTAssertEqual(report["recentsSensitive"], "1", "a list's rows can be set")
    XCTAssertEqual(report["recentsValue"], "6", "the list's six items")

    // The pointer drags the slider to xxxL; then the keyboard alone: Tab to
    // the switch, Space turns it on, Shift+Tab back to the slider, End.
    try app.dragSliderToEnd()
    report = try app.waitForReport { $0["category"] == "xxxL" }
    try expectCompactCard(app, report, "xxxL")
    report = try app.keyToAX5()
    try expectCompactCard(app, report, "AX5")
    // The notes name the views by the ids the description gives them; errors
    // come first, and at AX5 the company names squeezed to nothing lead them.
    let notes = try XCTUnwrap(report["notes"])
    XCTAssertTrue(notes.contains("contentVanished top.name:"), notes)
    XCTAssertTrue(notes.contains("name[0]"), notes)
    XCTAssertEqual(report["quickActionsSensitive"], "0")

    // Show More: the list below the compact section, within the maximum.
    let toggle = try app.rect("modeToggle")
    try app.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
    report = try app.waitForReport { $0["mode"] == "expanded" }
    let maximum = try ExpectedSizes.cliTableValue(
      ["--metric", "expanded"], device: "iphone-8", category: "AX5")
    let sixRows = try app.expectDrawnPreferredHeight(report, above: 325, atMost: maximum)
    XCTAssertTrue(
      app.report().readings.contains { $0.hasPrefix("Visible rows") && $0.hasSuffix(" of 6") })

    // Rows (items) down to 1: one row over the compact section.
    let rows = try app.rect("recents")
    for _ in 0..<5 {
      let seq = app.report().values["seq"]
      try app.click(rows.x + rows.width - 54, rows.y + rows.height / 2)
      report = try app.settle(after: seq)
    }
    report = try app.waitForReport { $0["recentsValue"] == "1" }
    XCTAssertEqual(report["visibleRows"], "1")
    XCTAssertTrue(app.report().readings.contains("Visible rows 1 of 1"), "\(app.report().readings)")
    let oneRow = try app.expectDrawnPreferredHeight(report, above: 325, atMost: maximum)
    XCTAssertLessThan(oneRow, sixRows)
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }

  /// Every version-2 example opens, is drawn at the published compact
  /// height, and with Show More at its preferred height, within the maximum.
  func testEveryVersionTwoExampleIsDrawnCompactAndExpanded() throws {
    try PreviewProcess.requireDisplay()
    let compact = try ExpectedSizes.compactHeight("iphone-8", "L")
    let maximum = try ExpectedSizes.cliTableValue(["--metric", "expanded"], device: "iphone-8")
    for name in ["reference-v2", "weather", "stocks", "calendar", "chart", "podcast"] {
      let json = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: WidgetFiles.example(name))))
      let appName = try XCTUnwrap((json as? [String: Any])?["appName"] as? String)
      let app = try PreviewProcess(["--widget", WidgetFiles.example(name), "--device", "iphone-8"])
      var report = try app.waitForReport { $0["appName"] == appName }
      try expectCompactCard(app, report, "L")
      XCTAssertEqual(report["modeToggleSensitive"], "1", name)
      let toggle = try app.rect("modeToggle")
      try app.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
      report = try app.waitForReport { $0["mode"] == "expanded" }
      try app.expectDrawnPreferredHeight(report, above: compact, atMost: maximum)
      XCTAssertFalse(app.stderrText.contains("CRITICAL"), "\(name): \(app.stderrText)")
      app.stop()
    }
  }

  /// The stocks list and the chart's body as a screen reader sees the
  /// count controls: Quick actions is insensitive for both, Rows (items)
  /// for the body only, each with its reason as the description (GTK
  /// exports the tooltip there); for a version-1 description both apply.
  func testCountControlsAreInsensitiveForAScreenReaderWhereTheyDoNotApply() throws {
    let probe = #"""
      def read(app):
          spins = {}
          for node in walk(app, []):
              if node.get_role_name() == "spin button":
                  sensitive = node.get_state_set().contains(Atspi.StateType.SENSITIVE)
                  spins[node.get_name()] = [sensitive, node.get_description() or ""]
          return spins
      app = find_app()
      # Polled until both count controls are on the bus.
      print(json.dumps(settle(lambda: read(app), lambda spins: len(spins) >= 2)))
      """#
    let cases: [(example: String?, sensitive: [String: Bool], reason: [String: String])] = [
      ("stocks", ["Rows (items)": true, "Quick actions": false], ["Quick actions": "version-2"]),
      (
        "chart", ["Rows (items)": false, "Quick actions": false],
        ["Rows (items)": "body", "Quick actions": "no quick actions"]
      ),
      (nil, ["Recents": true, "Quick actions": true], [:]),
    ]
    for (example, sensitive, reasons) in cases {
      let name = example ?? "reference"
      let arguments = example.map { ["--widget", WidgetFiles.example($0)] } ?? []
      let spins = try XCTUnwrap(
        AccessibilityProbe.run(probe, arguments: arguments) as? [String: [Any]], name)
      XCTAssertEqual(spins.mapValues { $0.first as? Bool }, sensitive, name)
      for (control, reason) in reasons {
        let description = spins[control]?.last as? String ?? ""
        XCTAssertTrue(description.contains(reason), "\(name) \(control): '\(description)'")
      }
    }
  }

  /// The report, the numbers panel and the drawn card show the published
  /// compact height of an iPhone 8 at `category` (the compact section does
  /// not depend on the content).
  private func expectCompactCard(
    _ app: PreviewProcess, _ report: [String: String], _ category: String, line: UInt = #line
  ) throws {
    let expected = try ExpectedSizes.compactHeight("iphone-8", category)
    XCTAssertEqual(Double(report["compactHeight"] ?? ""), expected, category, line: line)
    XCTAssertTrue(
      app.report().readings.contains { $0.hasPrefix("Compact height \(Int(expected)) pt") },
      "\(category): \(app.report().readings)", line: line)
    let zoom = try XCTUnwrap(Double(report["zoom"] ?? ""))
    XCTAssertEqual(
      try app.drawnContentHeight(report), expected * zoom, accuracy: 1.01, category, line: line)
  }
}
