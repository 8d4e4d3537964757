import Foundation
import XCTest

/// The preview's rendering-mode and appearance buttons (issue 23) drive the
/// drawing `sizing-cli render --rendering-mode/--appearance` uses; each is
/// switched with a real click or key, and the card's pixels change as the
/// rule says.
final class WidgetKitRenderingGUITests: XCTestCase {
  /// The card's fills, from the palettes (as WidgetKitRenderingModeTests
  /// reads them in render's PNG): light #F4F4F6, dark #2A2A31; vibrant: a
  /// 15 % white backing over the #1C1C22 wallpaper, (0.235, 0.235, 0.263).
  static let lightCard: UInt32 = 0xF4F4F6
  static let darkCard: UInt32 = 0x2A2A31
  static let vibrantCard = (0.235, 0.235, 0.263)

  /// Pixels inside the content rectangle (4 px in from its dashed outline)
  /// whose channels differ by more than 40: coloured, not grey.
  static func coloured(_ shot: ScreenPixels, _ report: [String: String]) throws -> Int {
    let card = try XCTUnwrap(report["card"]).split(separator: ",").compactMap { Double($0) }
    let (left, top) = (Int(card[0]) + 16 + 4, Int(card[1]) + 16 + 4)
    let (right, bottom) = (Int(card[0] + card[2]) - 16 - 4, Int(card[1] + card[3]) - 16 - 4)
    var count = 0
    for y in top..<bottom {
      for x in left..<right {
        let pixel = shot.pixel(x, y)
        let channels = [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF]
        if channels.max()! - channels.min()! > 40 { count += 1 }
      }
    }
    return count
  }

  /// The card's fill, 6 px in from its left edge at mid-height (in the margin).
  static func fill(_ shot: ScreenPixels, _ report: [String: String]) throws -> UInt32 {
    let card = try XCTUnwrap(report["card"]).split(separator: ",").compactMap { Double($0) }
    return shot.pixel(Int(card[0]) + 6, Int(card[1] + card[3] / 2))
  }

  func testRenderingModeAndAppearanceRedrawTheCardAsTheirRulesSay() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"), "--device", "iphone-8",
      "--host", "widgetkit", "--category", "L",
    ])
    var report = try app.waitForReport {
      $0["host"] == "widgetkit" && $0["renderingMode"] == "full-color"
    }
    var shot = try app.expectCard(report, width: 148, height: 148, "full colour")
    XCTAssertEqual(try Self.fill(shot, report), Self.lightCard)
    XCTAssertGreaterThan(try Self.coloured(shot, report), 20, "the widget's own colours")

    // Vibrant, by pointer: monochrome, over the vibrant backing.
    try app.clickCenter("renderingVibrant")
    report = try app.waitForReport { $0["renderingMode"] == "vibrant" }
    shot = try app.screenshot()
    let fill = try Self.fill(shot, report)
    let channels = [(fill >> 16) & 0xFF, (fill >> 8) & 0xFF, fill & 0xFF].map(Double.init)
    let wanted = [Self.vibrantCard.0, Self.vibrantCard.1, Self.vibrantCard.2].map { $0 * 255 }
    for (got, want) in zip(channels, wanted) { XCTAssertEqual(got, want, accuracy: 1.5) }
    XCTAssertEqual(try Self.coloured(shot, report), 0, "vibrant is monochrome")

    // Back to full colour, then dark: a dark card.
    try app.clickCenter("renderingFullColor")
    report = try app.waitForReport { $0["renderingMode"] == "full-color" }
    try app.clickCenter("appearanceDark")
    report = try app.waitForReport { $0["appearance"] == "dark" }
    shot = try app.screenshot()
    XCTAssertEqual(try Self.fill(shot, report), Self.darkCard)

    // By keyboard: the focus is on Dark; Shift+Tab to Light, Space.
    try app.key("shift+Tab")
    try app.key("space")
    report = try app.waitForReport { $0["appearance"] == "light" }
    shot = try app.screenshot()
    XCTAssertEqual(try Self.fill(shot, report), Self.lightCard)
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
  }
}
