import Foundation
import SizingCommands
import Testing

@Suite struct MeasurementsCommandTests {
  /// An article of the documentation catalog (the reference that was the
  /// README's), e.g. `HowTheModelWorks.md`.
  static func article(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SizingCommands/SizingCommands.docc")
      .appendingPathComponent(name)
  }

  /// The table in "How the model works" is the command's output, not typed by
  /// hand: after a change of the model, paste `sizing-cli measurements --format markdown`.
  @Test func modelArticleCarriesTheCommandsTable() throws {
    let text = try String(
      contentsOf: Self.article("HowTheModelWorks.md"), encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- measurements:begin -->\n"))
    let end = try #require(text.range(of: "<!-- measurements:end -->"))
    let inArticle = String(text[begin.upperBound..<end.lowerBound])
    let result = SizingCLI.execute(["measurements", "--format", "markdown"])
    #expect(result.exitCode == 0)
    #expect(inArticle == result.stdout)
  }

  @Test func jsonRowsCarryPublishedModelAndResidual() throws {
    let result = SizingCLI.execute(["measurements", "--format", "json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    // coderyi's Notification Center maximum on the iPhone 5: 396 pt, 9 rows of 44.
    let row = try #require(
      rows.first {
        $0["where"] as? String == "iphone-se portrait notification-center iOS 10 L"
          && $0["quantity"] as? String == "maximum expanded height"
      })
    #expect(row["published"] as? Double == 396)
    #expect(row["residual"] as? Double == 0)
    #expect((row["model"] as? [String: Any])?["provenance"] as? String == "measured")
  }
}
