import Foundation
import SizingCommands
import Testing

/// `check` of a 1,000-item version-2 list sweeps the item counts that change
/// what shows (0…maxRows + 1 = 0…5), not all 1,000.
@Suite struct LargeListCommandTests {
  static let widget: String = {
    let items = (0..<1000).map { #"{"title": "Invoice 2017-\#($0).pdf"}"# }
      .joined(separator: ", ")
    return #"""
      {"version": 2, "appName": "Files",
       "compact": {"type": "label", "id": "count", "text": "1000 documents", "textStyle": "headline"},
       "expanded": {"list": {"row": {"id": "doc", "axis": "horizontal", "margins": [6, 16, 6, 16],
         "items": [{"type": "label", "id": "doc.title", "text": "{title}", "textStyle": "body"}]},
        "items": [\#(items)]}}}
      """#
  }()

  /// The whole default matrix: 132 device × orientation × location × iOS
  /// combinations that existed, × 12 text sizes. With recents 0…5 an
  /// environment offering expanded mode (30 on iOS 10, 44 on iOS 11–13) has
  /// 1 + 5 × 2 = 11 cells, any other (24 on iOS 9, 12 Quick Actions on
  /// iOS 10, 22 on iOS 11–13) 6: 12 × (74 × 11 + 58 × 6) = 13,944.
  @Test func theWholeMatrixIsSweptOverSixCounts() throws {
    let result = try CheckGateTests.run(Self.widget, ["--format", "json", "--fail-on", "never"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try CheckGateTests.report(result)["environments"] as? Int == 13_944)
    // The issue's budget for the JSON report of such a list.
    #expect(result.stdout.utf8.count < 5_000_000)
  }
}
