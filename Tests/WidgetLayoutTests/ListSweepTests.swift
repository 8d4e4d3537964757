import SizingModel
import StackLayout
import Testing
import WidgetChecks
import WidgetDescriptions
import WidgetLayout

/// A version-2 list and version-1 recents are swept only over the counts that change what
/// shows: 0 … min(items, maxRows + 1). Rule: with n recents expanded mode
/// shows min(n, maxRows) rows (only whole ones that fit), so every n past
/// maxRows shows what maxRows does; maxRows + 1 is kept as the one count
/// that proves it. Cells per environment that offers expanded mode: 1
/// (recents 0, compact only) + 2 per count from 1 up.
@Suite struct ListSweepTests {
  static func list(items: Int, maxRows: Int) -> String {
    let rows = (0..<items).map { #"{"t": "Item \#($0)"}"# }.joined(separator: ", ")
    return version2(
      label,
      expanded: #"""
        {"list": {"maxRows": \#(maxRows), "row": {"id": "r", "axis": "vertical", "items": [
          {"type": "label", "id": "t", "text": "{t}", "textStyle": "body"}]},
         "items": [\#(rows)]}}
        """#)
  }

  static func layout(_ json: String) throws -> TodayWidgetLayout {
    TodayWidgetLayout(
      description: try WidgetDescription.parse(json), measurer: ApproximateTextMeasurer())
  }

  /// iPhone 8, Large, iOS 13, portrait, Today view: one environment, which
  /// offers expanded mode.
  static let one = EnvironmentMatrix(
    devices: [try! WidgetSizes.standard.device("iphone-8")], categories: [.large],
    orientations: [.portrait], locations: [.todayView], oses: [.iOS13])

  @Test(arguments: [
    // (items, maxRows, swept counts)
    (1000, 4, 0...5), (1000, 20, 0...21), (5, 4, 0...5), (3, 4, 0...3), (0, 4, 0...0),
  ])
  func countsPastMaxRowsPlusOneAreNotSwept(
    items: Int, maxRows: Int, swept: ClosedRange<Int>
  ) throws {
    #expect(try Self.layout(Self.list(items: items, maxRows: maxRows)).sweptRecents == swept)
  }

  @Test func aThousandItemListIsCheckedInElevenCellsPerEnvironment() throws {
    let layout = try Self.layout(Self.list(items: 1000, maxRows: 4))
    // 1 + 5 × 2 = 11, not 1 + 1000 × 2 = 2001.
    #expect(WidgetChecker(layout: layout).check(Self.one).environments == 11)
    // --recents still checks exactly the count asked for.
    #expect(WidgetChecker(layout: layout).check(Self.one, recents: 700).environments == 2)
  }

  @Test func aBodyAndVersionOneKeepTheirCounts() throws {
    let body = version2(
      label, expanded: #"{"body": "# + label.replacingOccurrences(of: #""l""#, with: #""b""#) + "}")
    #expect(try Self.layout(body).sweptRecents == 0...1)
    // The reference widget: 6 recents, maxRows 4: 0…5 (was 0…6; 6 shows what 5 does).
    let reference = TodayWidgetLayout(description: .reference, measurer: ApproximateTextMeasurer())
    #expect(reference.sweptRecents == 0...5)
  }

  /// Version 1 as version 2: 1,000 recents with the default maxRows of 4
  /// are swept over 0…5, so one environment is 1 + 5 × 2 = 11 cells (it
  /// was 1 + 1,000 × 2 = 2,001, 99 s and 2.5 GB for the whole matrix in a
  /// debug build); the findings are those of every count (rows past
  /// maxRows never show).
  @Test func versionOneRecentsPastMaxRowsPlusOneAreNotSwept() throws {
    let recents = (0..<1000).map { #"{"title": "Recent \#($0) with a title too long to fit"}"# }
    let json =
      #"{"appName": "Files", "quickActions": [], "recents": [\#(recents.joined(separator: ", "))]}"#
    let layout = try Self.layout(json)
    #expect(layout.sweptRecents == 0...5)
    let capped = WidgetChecker(layout: layout).check(Self.one)
    #expect(capped.environments == 11)
    let every = (0...12).map { WidgetChecker(layout: layout).check(Self.one, recents: $0) }
    let rules = Set(every.flatMap { $0.findings.map { "\($0.rule) \($0.elementID ?? "")" } })
    #expect(Set(capped.findings.map { "\($0.rule) \($0.elementID ?? "")" }) == rules)
  }

  /// Findings are the same as a sweep over every count would find: the
  /// rows past maxRows never show, so they add no finding, and the cells
  /// past maxRows + 1 only repeat.
  @Test func findingsMatchTheFullSweep() throws {
    let layout = try Self.layout(Self.list(items: 40, maxRows: 4))
    let capped = WidgetChecker(layout: layout).check(Self.one)
    let every = (0...40).map { WidgetChecker(layout: layout).check(Self.one, recents: $0) }
    let rules = Set(every.flatMap { $0.findings.map { "\($0.rule) \($0.elementID ?? "")" } })
    #expect(Set(capped.findings.map { "\($0.rule) \($0.elementID ?? "")" }) == rules)
  }
}
