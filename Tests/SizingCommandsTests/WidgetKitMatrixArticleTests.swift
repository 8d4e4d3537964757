import Foundation
import SizingCommands
import Testing

/// The iOS × placement matrix in the WidgetKitFrames article is the
/// command's output, not typed by hand: after a change of the data, paste
/// `sizing-cli families --matrix --format markdown` between its markers.
@Suite struct WidgetKitMatrixArticleTests {
  @Test func theArticleCarriesTheCommandsMatrix() throws {
    let text = try String(
      contentsOf: MeasurementsCommandTests.article("WidgetKitFrames.md"), encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- widgetkit-matrix:begin -->\n"))
    let end = try #require(text.range(of: "<!-- widgetkit-matrix:end -->"))
    let result = SizingCLI.execute(["families", "--matrix", "--format", "markdown"])
    #expect(result.exitCode == 0)
    #expect(String(text[begin.upperBound..<end.lowerBound]) == result.stdout)
  }

  /// The matrix says what existed when, from the data (notes §1): iPadOS 14
  /// had the Today View only, iPadOS 15 the Home Screen with the extra-large
  /// family, iOS 16 the Lock Screen's accessory families, iOS 17 StandBy
  /// (small only) and the iPad Lock Screen, iOS 18 large icons.
  /// Large Home Screen icons came with iOS 18 (notes §10), not with the Home
  /// Screen's widgets in iOS 14: the placement's first iOS says so.
  @Test func largeIconsAreListedFromIOS18() {
    let result = SizingCLI.execute(["families", "--matrix"])
    #expect(result.stdout.contains("- iPhone Home Screen, large icons: from iOS 18 ("))
    #expect(result.stdout.contains("- iPhone Home Screen: from iOS 14 ("))
  }

  @Test func theMatrixSaysWhatExistedWhen() throws {
    let result = SizingCLI.execute(["families", "--matrix", "--format", "json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    func families(_ os: String, _ idiom: String, _ placement: String) -> [String] {
      let row = rows.first { $0["os"] as? String == os }
      let cells = row?["placements"] as? [[String: Any]] ?? []
      let cell = cells.first {
        $0["idiom"] as? String == idiom && $0["placement"] as? String == placement
      }
      return cell?["families"] as? [String] ?? []
    }
    #expect(families("14", "pad", "home-screen").isEmpty)
    #expect(families("14", "pad", "today-view") == ["systemSmall", "systemMedium", "systemLarge"])
    #expect(families("15", "pad", "home-screen").contains("systemExtraLarge"))
    #expect(families("15", "phone", "lock-screen").isEmpty)
    #expect(
      families("16", "phone", "lock-screen")
        == ["accessoryCircular", "accessoryRectangular", "accessoryInline"])
    #expect(families("16", "phone", "standby").isEmpty)
    #expect(families("17", "phone", "standby") == ["systemSmall"])
    #expect(families("16", "pad", "lock-screen").isEmpty)
    #expect(families("17", "pad", "lock-screen").count == 4)
  }
}
