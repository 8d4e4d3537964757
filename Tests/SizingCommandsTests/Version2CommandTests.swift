import Foundation
import SizingCommands
import Testing

/// `layout`, `check` and `render` on the shipped version-2 widgets: the ids
/// the user wrote reach the output, and check finds what a designer would
/// want to know about each example.
@Suite struct Version2CommandTests {
  static func findings(_ widget: String) throws -> [[String: Any]] {
    let result = SizingCLI.execute([
      "check", "Data/widgets/\(widget).json", "--format", "json", "--detail", "full",
    ])
    #expect(result.exitCode == 1, "\(widget) has findings: \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require((object as? [String: Any])?["findings"] as? [[String: Any]])
  }

  static func cells(_ finding: [String: Any]) -> [[String: Any]] {
    finding["environments"] as? [[String: Any]] ?? []
  }

  @Test func layoutPrintsTheIdsTheDescriptionGives() throws {
    let result = SizingCLI.execute([
      "layout", "--device", "iphone-8", "--category", "L", "--mode", "expanded", "--widget",
      "Data/widgets/stocks.json", "--format", "json",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let ids = (object["elements"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    for id in ["watchlist", "top.symbol", "second.change", "expanded", "quote[0]", "price[3]"] {
      #expect(ids.contains(id), "\(id)")
    }
  }

  @Test func stocksColumnsCollideOnlyAtLargeTextSizes() throws {
    let overflow = try Self.findings("stocks").filter {
      $0["rule"] as? String == "content-overflow"
    }
    #expect(overflow.contains { $0["element"] as? String == "top" })
    let categories = Set(overflow.flatMap(Self.cells).compactMap { $0["category"] as? String })
    // Four columns fit at the default size and below everywhere; they collide from xxxL up.
    #expect(categories.isDisjoint(with: ["xS", "S", "M", "L", "xL"]))
    #expect(categories.isSuperset(of: ["AX1", "AX5"]))
  }

  @Test func chartBodyIsClippedInExpandedModeOnly() throws {
    let clipped = try #require(
      try Self.findings("chart").first { $0["rule"] as? String == "body-clipped" })
    #expect(clipped["element"] as? String == "week")
    #expect(Self.cells(clipped).allSatisfy { ($0["mode"] as? String) != "compact" })
  }

  @Test func calendarTitleIsTruncatedAtTwoLines() throws {
    let truncated = try Self.findings("calendar").filter {
      $0["rule"] as? String == "label-truncated"
    }
    #expect(truncated.contains { $0["element"] as? String == "next.title" })
  }

  @Test func renderDrawsAVersion2Widget() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("v2-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = SizingCLI.execute([
      "render", "--widget", "Data/widgets/weather.json", "--device", "iphone-8", "--category",
      "L,AX5", "--mode", "expanded", "--out", out.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let bytes = try Data(contentsOf: out)
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test(arguments: ["layout", "check", "render"])
  func aBrokenVersion2FileExits65WithItsPath(command: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("v2-\(UUID()).json")
    try Data(
      #"{"version": 2, "appName": "A", "compact": {"type": "label", "text": "x", "textStyle": "tiny"}}"#
        .utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID()).png")
    let arguments: [String]
    switch command {
    case "check": arguments = ["check", url.path]
    case "render": arguments = ["render", "--widget", url.path, "--out", out.path]
    default: arguments = ["layout", "--device", "iphone-8", "--widget", url.path]
    }
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains(#"$.compact.textStyle: unknown text style "tiny"; valid: "#))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
