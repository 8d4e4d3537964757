import Foundation
import XCTest

/// `sizing-preview --widget DIR` on a widget's Swift sources (issue 21 §5):
/// the emoji widget copied to a temporary directory, shown in systemMedium
/// at xS (both set after start, by picker and slider); a save of its entry
/// view's file re-lays it out in place — the family, text size and matrix
/// stay, the pixels change — and a save that does not parse keeps the last
/// good widget under the banner.
final class SwiftReloadGUITests: XCTestCase {
  func testASavedSwiftFileRelaysOutInPlaceKeepingTheState() throws {
    try PreviewProcess.requireDisplay()
    let folder = NSTemporaryDirectory() + "swift-reload-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = try String(
      contentsOfFile: WidgetFiles.data.appendingPathComponent(
        "widgets/swift/EmojiWidget/EmojiWidget.swift"
      ).path,
      encoding: .utf8)
    let path = folder + "/EmojiWidget.swift"
    try WidgetFiles.saveAtomically(source, to: path)
    let app = try PreviewProcess(["--widget", folder, "--device", "iphone-8", "--category", "xS"])
    var report = try app.waitForReport {
      $0["host"] == "widgetkit" && $0["family"] == "systemSmall"
    }
    XCTAssertEqual(report["fileError"], "")
    XCTAssertEqual(report["families"], "systemSmall,systemMedium")
    try app.pickNextFamily()
    report = try app.waitForReport { $0["family"] == "systemMedium" }
    let matrixMode = report["matrixMode"]
    let before = try app.screenshot()
    let card = try XCTUnwrap(report["card"]).split(separator: ",").compactMap { Double($0) }

    // The emoji's font from 56 pt to 20 pt and a longer name: a smaller emoji, a wider name.
    let edited = source.replacingOccurrences(
      of: ".font(.system(size: 56))", with: ".font(.system(size: 20))"
    )
    .replacingOccurrences(of: "\"Unicorn\"", with: "\"Unicorn of the Northern Woods\"")
    .replacingOccurrences(
      of: "configurationDisplayName(\"Emoji\")", with: "configurationDisplayName(\"Emoji 2\")")
    XCTAssertNotEqual(edited, source)
    try WidgetFiles.saveAtomically(edited, to: path)
    report = try app.waitForReport { $0["appName"] == "Emoji 2" }
    XCTAssertEqual(report["family"], "systemMedium", "the family picker's choice stays")
    XCTAssertEqual(report["category"], "xS", "the text size stays")
    XCTAssertEqual(report["matrixMode"], matrixMode, "the matrix stays")
    XCTAssertEqual(report["fileError"], "")
    let origin = (Int(card[0]), Int(card[1]))
    // The repaint follows the report within a frame or two.
    var changed = 0.0
    for _ in 0..<20 where changed <= 2 {
      let after = try app.screenshot()
      changed = WidgetFiles.difference(before, at: origin, after, at: origin, size: (321, 148))
      if changed <= 2 { Thread.sleep(forTimeInterval: 0.1) }
    }
    XCTAssertGreaterThan(changed, 2, "the card's pixels changed with the sources")

    // A save that does not parse: the banner names the file; the widget stays.
    try WidgetFiles.saveAtomically(edited + "\nstruct Broken {\n", to: path)
    report = try app.waitForReport { ($0["fileError"] ?? "").contains("EmojiWidget.swift") }
    XCTAssertEqual(report["appName"], "Emoji 2")
    XCTAssertEqual(report["family"], "systemMedium")
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
