import Foundation
import SizingCommands
import Testing

/// The label vocabulary through the command line: `layout` reports how a
/// label shrank or tightened, `check` accepts it, `render` draws it, and
/// `type-scale` prints the table the "Text" article of the documentation
/// catalog carries.
@Suite struct TypographyCommandTests {
  /// A 34-pt step count beside a 300-pt chart that does not give way: the
  /// count has 359 − 300 = 59 pt on an iPhone 8 and shrinks to fit.
  static let steps = #"""
    {"version": 2, "appName": "Steps",
     "compact": {"id": "row", "axis": "horizontal", "alignment": "center", "margins": [0, 0, 0, 0],
       "items": [
       {"type": "label", "id": "steps", "text": "12,345", "textStyle": "largeTitle",
        "weight": "heavy", "monospacedDigits": true, "adjustsFontSizeToFitWidth": true,
        "minimumScaleFactor": 0.3, "compression": [1, 750]},
       {"type": "view", "id": "chart", "intrinsic": [300, 20], "compression": [1000, 750]}]}}
    """#

  func file(_ json: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("typography-\(UUID().uuidString).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func layoutReportsTheShrunkSize() throws {
    let widget = try file(Self.steps)
    defer { try? FileManager.default.removeItem(at: widget) }
    let text = SizingCLI.execute(["layout", "--device", "iphone-8", "--widget", widget.path])
    #expect(text.exitCode == 0, "\(text.stderr)")
    let line = try #require(
      text.stdout.split(separator: "\n").first { $0.contains("steps (text)") })
    #expect(line.contains("59 × ") && line.contains(", shrunk to ") && !line.contains("truncated"))
    let json = SizingCLI.execute([
      "layout", "--device", "iphone-8", "--widget", widget.path, "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let steps = try #require(elements.first { $0["id"] as? String == "steps" })
    let label = try #require(steps["text"] as? [String: Any])
    let scale = try #require(label["fontScale"] as? Double)
    #expect(scale > 0.3 && scale < 1)
    #expect(abs((label["shrunkSize"] as? Double ?? 0) - 34 * scale) < 1e-9)
    let font = try #require(label["font"] as? [String: Any])
    #expect(font["weight"] as? Double == 800 && font["monospacedDigits"] as? Bool == true)
    // No finding: the count fits by shrinking.
    let check = SizingCLI.execute([
      "check", widget.path, "--device", "iphone-8", "--category", "L", "--os", "13", "--fail-on",
      "warning",
    ])
    #expect(check.exitCode == 0, "\(check.stdout)")
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("typography-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let render = SizingCLI.execute([
      "render", "--out", out, "--widget", widget.path, "--device", "iphone-8", "--category", "L",
    ])
    #expect(render.exitCode == 0, "\(render.stderr)")
  }

  @Test func theTextArticleCarriesTheTypeScaleTable() throws {
    let text = try String(
      contentsOf: MeasurementsCommandTests.article("Text.md"), encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- type-scale:begin -->\n"))
    let end = try #require(text.range(of: "<!-- type-scale:end -->"))
    let result = SizingCLI.execute(["type-scale", "--format", "markdown"])
    #expect(result.exitCode == 0)
    #expect(String(text[begin.upperBound..<end.lowerBound]) == result.stdout)
  }

  @Test func typeScaleRowsFollowTheHandFormula() throws {
    let result = SizingCLI.execute(["type-scale", "--format", "json", "--category", "L"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 11)
    // Published values, text-metrics note §2: body 17 pt → 20.5 on @2x, 20.333 on @3x;
    // title1 at Large (28 pt, 33.414) → 33.667 on @3x.
    let body = try #require(rows.first { $0["style"] as? String == "body" })
    #expect(body["label2x"] as? Double == 20.5 && body["label3x"] as? Double == 61.0 / 3)
    let title1 = try #require(rows.first { $0["style"] as? String == "title1" })
    #expect(title1["label3x"] as? Double == 101.0 / 3)
    #expect(title1["lineHeight"] as? Double == 28.0 * 2444 / 2048)
    let bad = SizingCLI.execute(["type-scale", "--category", "huge"])
    #expect(bad.exitCode == 64 && bad.stderr.contains("valid: xS"))
  }
}
