import Foundation
import SizingCommands
import Testing

/// Issue 22's three broken widgets fail `check --fail-on error` with a
/// `content-vanished` error on the view that vanished, measured with the
/// real fonts (iPhone SE, Large, iOS 13: 304 pt wide, so a 60-character
/// body label, several hundred points, never fits beside anything).
@Suite struct CheckContentRulesTests {
  static let longText = String(repeating: "Quarterly ", count: 6)

  /// (a) A 64-pt thumbnail and a long one-line title, both compression 750:
  /// the first item gives way first, to nothing.
  static let thumbnail = #"""
    {"version": 2, "appName": "T", "compact": {"id": "row", "axis": "horizontal",
      "alignment": "center", "spacing": 8, "margins": [10, 16, 10, 16], "items": [
        {"type": "image", "id": "thumb", "size": [64, 64]},
        {"type": "label", "id": "title", "text": "\#(longText)", "textStyle": "body"}]}}
    """#

  /// (b) Podcast artwork, 94 pt square, beside the episode's details.
  static let podcast = #"""
    {"version": 2, "appName": "P", "compact": {"id": "now", "axis": "horizontal",
      "alignment": "fill", "spacing": 12, "margins": [8, 16, 8, 16], "items": [
        {"type": "image", "id": "artwork", "name": "artwork", "size": [94, 94]},
        {"id": "episode", "axis": "vertical", "items": [
          {"type": "label", "id": "episode.title", "text": "\#(longText)", "textStyle": "headline"}]}]}}
    """#

  /// (c) A streak count beside a caption that never gives way (compression 1000).
  static let streak = #"""
    {"version": 2, "appName": "S", "compact": {"id": "streak", "axis": "horizontal",
      "alignment": "center", "spacing": 8, "margins": [10, 16, 10, 16], "items": [
        {"type": "label", "id": "streak.caption", "text": "\#(longText)", "textStyle": "body",
         "compression": [1000, 750]},
        {"type": "label", "id": "streak.count", "text": "27", "textStyle": "title1"}]}}
    """#

  /// (a) as a WidgetKit widget (every family).
  static let kitThumbnail = #"""
    {"version": 2, "appName": "K", "widgetKit": {"all": {"id": "kit", "axis": "horizontal",
      "alignment": "center", "spacing": 8, "items": [
        {"type": "image", "id": "kit.thumb", "size": [64, 64]},
        {"type": "label", "id": "kit.title", "text": "\#(longText)", "textStyle": "body"}]}}}
    """#

  @Test(arguments: [
    (thumbnail, "thumb"), (podcast, "artwork"), (streak, "streak.count"),
  ])
  func aVanishedViewFailsTheGate(json: String, element: String) throws {
    let result = try CheckGateTests.run(
      json, CheckGateTests.sweep() + ["--fail-on", "error", "--format", "json"])
    #expect(result.exitCode == 1, "\(result.stderr)")
    let vanished = try CheckGateTests.findings(result).filter {
      $0["rule"] as? String == "content-vanished"
    }
    #expect(vanished.map { $0["element"] as? String } == [element])
    #expect(vanished.first?["severity"] as? String == "error")
    #expect(vanished.first?["fails"] as? Bool == true)
  }

  @Test func theWidgetKitVariantFailsTheGate() throws {
    let result = try CheckGateTests.run(
      Self.kitThumbnail,
      ["--family", "systemSmall", "--category", "L", "--fail-on", "error", "--format", "json"])
    #expect(result.exitCode == 1, "\(result.stderr)")
    let rules = try CheckGateTests.findings(result).map {
      "\($0["rule"] as? String ?? "") \($0["element"] as? String ?? "")"
    }
    #expect(rules.contains("content-vanished kit.thumb"))
  }

  /// The count never shows a character, so no truncation warning repeats it.
  @Test func theVanishedCountIsNotAlsoATruncation() throws {
    let result = try CheckGateTests.run(
      Self.streak, CheckGateTests.sweep() + ["--fail-on", "error", "--format", "json"])
    let onCount = try CheckGateTests.findings(result).filter {
      $0["element"] as? String == "streak.count"
    }
    #expect(onCount.map { $0["rule"] as? String } == ["content-vanished"])
  }

  @Test(arguments: ["-1", "nan", "-0.5", "inf"])
  func aBadToleranceIsAUsageError(value: String) throws {
    let result = try CheckGateTests.run(
      Self.thumbnail, CheckGateTests.sweep() + ["--tolerance", value])
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("--tolerance"))
  }

  /// Half a point is accepted; a tolerance never hides a view that is gone.
  @Test func aToleranceKeepsTheVanishedThumbnail() throws {
    let result = try CheckGateTests.run(
      Self.thumbnail,
      CheckGateTests.sweep() + ["--tolerance", "0.5", "--fail-on", "error", "--format", "json"])
    #expect(result.exitCode == 1, "\(result.stderr)")
    #expect(
      try CheckGateTests.findings(result).contains {
        $0["rule"] as? String == "content-vanished" && $0["element"] as? String == "thumb"
      })
  }
}
