import Foundation
import Testing

@testable import SwiftWidgetSource

/// The counts in the article "Reading SwiftUI sources" are this test's
/// output over the fixtures of Data/widgets/swift, so they cannot drift: when
/// the fixtures or the evaluator change, the test fails and prints the new table.
@Suite struct ConstructCountTests {
  static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/SizingCommands/SizingCommands.docc/ReadingSwiftUISources.md")

  /// Per fixture: Swift files, families, views written (over all families),
  /// estimates, modifiers left out and placeholders; then the views by type.
  static func table() throws -> String {
    var lines = [
      "fixture        files  families  views  estimated  left out  placeholders"
    ]
    var byType: [String: Int] = [:]
    var totals = (views: 0, estimated: 0, leftOut: 0, placeholders: 0)
    for name in FixtureTests.fixtures {
      let sources = try SwiftSourceSet.load(paths: [SourceFixture.example(name)])
      let widget = try sources.widget(matching: nil)
      let imported = try sources.importWidget(widget, sample: nil)
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(imported.json.utf8)) as? [String: Any])
      let families = (json["widgetKit"] as? [String: Any])?["families"] as? [String: Any] ?? [:]
      var views = 0
      func count(_ node: Any) {
        if let object = node as? [String: Any] {
          if let type = object["type"] as? String {
            views += 1
            byType[type, default: 0] += 1
          }
          for (key, value) in object where key != "type" { count(value) }
        } else if let array = node as? [Any] {
          for item in array { count(item) }
        }
      }
      for (_, tree) in families { count(tree) }
      let estimated = imported.notes.filter { $0.kind == .approximated }.count
      let leftOut = imported.notes.filter { $0.kind == .ignoredModifier }.count
      let placeholders = imported.notes.filter { $0.kind == .placeholder }.count
      totals = (
        totals.views + views, totals.estimated + estimated, totals.leftOut + leftOut,
        totals.placeholders + placeholders
      )
      lines.append(
        name.padding(toLength: 15, withPad: " ", startingAt: 0)
          + String(
            format: "%5d  %8d  %5d  %9d  %8d  %12d", sources.files.count,
            families.count, views, estimated, leftOut, placeholders))
    }
    lines.append(
      "all".padding(toLength: 15, withPad: " ", startingAt: 0)
        + String(repeating: " ", count: 17)
        + String(
          format: "%5d  %9d  %8d  %12d", totals.views, totals.estimated, totals.leftOut,
          totals.placeholders))
    lines.append("")
    lines.append(
      "views by type: "
        + byType.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    return lines.joined(separator: "\n")
  }

  @Test func theArticlesCountsAreTheFixturesCounts() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let start = try #require(text.range(of: "<!-- counts: begin -->\n```\n"))
    let end = try #require(text.range(of: "\n```\n<!-- counts: end -->"))
    let expected = try Self.table()
    #expect(
      String(text[start.upperBound..<end.lowerBound]) == expected,
      "the article's counts are out of date; the table is now:\n\(expected)")
  }
}
