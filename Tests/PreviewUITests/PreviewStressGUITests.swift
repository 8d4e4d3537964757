import Foundation
import PropertyTestSupport
import XCTest

/// 750 random control actions, pointer and keyboard, against the real
/// executable with `G_DEBUG=fatal-criticals`: no critical, no crash, and the
/// resident set stops growing. The same 250 actions run three times: the
/// first two passes fill the caches (texts measured, fonts loaded at each zoom
/// the canvas falls back to, tables built; a pass does not start from the
/// state the one before started from, so the second still meets new
/// combinations), so a leak shows as growth during the third.
final class PreviewStressGUITests: XCTestCase {
  func testSevenHundredFiftyRandomActionsStayHealthy() throws {
    try PreviewProcess.requireDisplay()
    let app = try PreviewProcess(["--device", "iphone-8"])
    let first = try app.waitForReport { $0["seq"] != nil }
    let slider = try app.rect("slider")
    let targets = try ["switch", "modeToggle", "portrait", "landscape", "deviceDropDown"].map {
      try app.rect($0)
    }
    let matrix = try app.rect("matrix")
    var generator = SplitMix64(seed: 20_261_122)
    var batches: [[String]] = []
    for _ in 0..<10 {
      var commands: [String] = []
      for _ in 0..<25 {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1, 2:
          let x = Int(slider.x + Double.random(in: 8...(slider.width - 8), using: &generator))
          commands += [
            "mousemove", "--window", app.windowID, "\(x)", "\(Int(slider.y + slider.height / 2))",
            "click", "1",
          ]
        case 3, 4, 5:
          let key = [
            "Right", "Left", "Home", "End", "Up", "Down", "Page_Up", "Page_Down", "Tab",
            "shift+Tab", "space", "Return", "Escape", "ctrl+plus", "ctrl+minus", "ctrl+0",
          ]
          .randomElement(using: &generator)!
          commands += ["key", key]
        case 6, 7:
          let target = targets.randomElement(using: &generator)!
          commands += [
            "mousemove", "--window", app.windowID, "\(Int(target.x + target.width / 2))",
            "\(Int(target.y + target.height / 2))", "click", "1",
          ]
        default:
          let x = Int(matrix.x + Double.random(in: 100...(matrix.width - 4), using: &generator))
          let y = Int(matrix.y + Double.random(in: 18...200, using: &generator))
          commands += ["mousemove", "--window", app.windowID, "\(x)", "\(y)", "click", "1"]
        }
        commands += ["sleep", "0.02"]
      }
      batches.append(commands)
    }
    var afterFirstPass = 0
    var afterSecondPass = 0
    for (index, commands) in (batches + batches + batches).enumerated() {
      try app.xdotool(commands)
      XCTAssertTrue(app.process.isRunning, "alive after batch \(index): \(app.stderrText)")
      guard app.process.isRunning else { return }
      if index == batches.count - 1 || index == 2 * batches.count - 1 {
        usleep(300_000)
        let rss = Int(app.report().values["rssKB"] ?? "") ?? 0
        if index == batches.count - 1 { afterFirstPass = rss } else { afterSecondPass = rss }
      }
    }
    let last = try app.waitForReport { $0["seq"] != first["seq"] }
    usleep(500_000)
    XCTAssertTrue(app.process.isRunning)
    XCTAssertFalse(app.stderrText.contains("CRITICAL"), app.stderrText)
    let final = Int(app.report().values["rssKB"] ?? last["rssKB"] ?? "") ?? 0
    print(
      "stress: RSS \(afterFirstPass) KiB after the first pass, \(afterSecondPass) KiB after the "
        + "second, \(final) KiB after the third")
    XCTAssertGreaterThan(afterFirstPass, 0)
    XCTAssertLessThan(
      final - afterSecondPass, 4 * 1024,
      "RSS grew from \(afterSecondPass) to \(final) KiB replaying the same actions a third time")
  }
}
