import SizingModel
import StackLayout
import Testing
import WidgetChecks
import WidgetDescriptions
import WidgetLayout

/// The WidgetKit check rules, each against values worked out by hand: a
/// systemSmall on 375x667 is 148 × 148 pt (HIG), its content 116 × 116 pt
/// at (16, 16); the approximate measurer gives every character half the
/// point size.
@Suite struct WidgetKitCheckTests {
  static let measurer = ApproximateTextMeasurer()

  static func small(_ json: String, category: ContentSizeCategory = .large) throws
    -> WidgetKitLayoutResult
  {
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(json), measurer: measurer)
    return try layout.layout(
      .systemSmall, on: try WidgetKitSizes.standard.screen("375x667"), category: category)
  }

  static func stack(secondHeight: Int) -> String {
    widgetKitAll(
      #"""
      {"id": "root", "axis": "vertical", "alignment": "leading", "items": [
        {"type": "view", "id": "a", "intrinsic": [50, 100], "color": "#ff0000", "compression": [1000, 1000]},
        {"type": "view", "id": "b", "intrinsic": [50, \#(secondHeight)], "color": "#00ff00", "compression": [1000, 1000]}]}
      """#)
  }

  @Test func aViewPastTheFrameIsClippedByIt() throws {
    // 100 + 40 = 140 pt in 116: b runs from y 16 + 100 = 116 to 156, past the 148-pt frame.
    let result = try Self.small(Self.stack(secondHeight: 40))
    let clipped = result.diagnostics.filter { $0.kind == .familyClipped }
    #expect(clipped.map(\.elementID) == ["b"])
    #expect(
      clipped.first?.message
        == "spans x 16…66, y 116…156 outside the 116 × 116-pt content at (16, 16); "
        + "the 148 × 148-pt frame cuts it off")
    #expect(result.diagnostics.contains { $0.kind == .contentOverflow && $0.elementID == "root" })
  }

  @Test func aViewInTheMarginsReachesIntoThem() throws {
    // 100 + 20 = 120 pt: b ends at y 136, inside the frame but 4 pt into the bottom margin.
    let result = try Self.small(Self.stack(secondHeight: 20))
    let clipped = result.diagnostics.filter { $0.kind == .familyClipped }
    #expect(
      clipped.map(\.message) == [
        "spans x 16…66, y 116…136 outside the 116 × 116-pt content at (16, 16); "
          + "it reaches into the margins"
      ])
    // 100 + 16 fits exactly.
    #expect(try Self.small(Self.stack(secondHeight: 16)).diagnostics.isEmpty)
  }

  @Test func textBeyondItsLineLimitIsTruncated() throws {
    // 26 characters × 8.5 pt (body at Large, 17 pt) = 221 pt > 116 pt.
    let result = try Self.small(
      widgetKitAll(
        #"{"type": "label", "id": "t", "text": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "textStyle": "body"}"#)
    )
    #expect(result.diagnostics.map(\.kind) == [.textTruncated])
    #expect(result.diagnostics.first?.elementID == "t")
  }

  @Test func textBelowElevenPointsIsReported() throws {
    func kinds(_ label: String, _ category: ContentSizeCategory) throws -> [WidgetDiagnostic.Kind] {
      try Self.small(widgetKitAll(label), category: category).diagnostics.map(\.kind)
    }
    let fixed = #"{"type": "label", "id": "t", "text": "Hi", "fontSize": 9}"#
    #expect(try kinds(fixed, .large) == [.textBelowMinimum])
    #expect(try kinds(fixed, .accessibilityExtraExtraExtraLarge) == [.textBelowMinimum])
    #expect(
      try Self.small(widgetKitAll(fixed), category: .large).diagnostics.first?.message
        == "its text is 9 pt, below the HIG's 11-pt minimum for widgets")
    #expect(
      try kinds(#"{"type": "label", "text": "Hi", "fontSize": 10.5}"#, .large) == [
        .textBelowMinimum
      ])
    #expect(try kinds(#"{"type": "label", "text": "Hi", "fontSize": 11}"#, .large) == [])
    // caption2 is 11 pt at xS, its smallest (HIG).
    #expect(
      try kinds(#"{"type": "label", "text": "Hi", "textStyle": "caption2"}"#, .extraSmall) == [])
    // A hidden label draws nothing.
    #expect(
      try kinds(
        ##"{"axis": "vertical", "items": [{"type": "view", "color": "#000000"}, {"type": "label", "text": "Hi", "fontSize": 9, "hidden": true}]}"##,
        .large) == [])
  }

  @Test func anEmptyFamilyIsReportedInEveryCellOfThatFamilyOnly() throws {
    let json = #"""
      {"version": 2, "appName": "K", "widgetKit": {"families": {
        "systemSmall": {"type": "label", "id": "s", "text": "Hi", "textStyle": "body"},
        "systemMedium": {"id": "m", "axis": "vertical", "items": [
          {"type": "label", "text": "x", "textStyle": "body", "hidden": true},
          {"type": "view", "id": "spacer"}]}}}}
      """#
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(json), measurer: Self.measurer)
    let report = WidgetKitChecker(layout: layout).check(layout.cells())
    // 2 families × 22 screens at iOS 18 (11 iPhones, 11 iPads: every screen
    // but those that did not run iOS 18: 420x912, first iOS 26; 414x736,
    // last iOS 16; 320x568, last iOS 15) × 12 text sizes.
    #expect(report.environments == 2 * 22 * 12)
    #expect(report.findings.map(\.rule) == ["family-empty"])
    let finding = try #require(report.findings.first)
    #expect(finding.elementID == "m")
    #expect(finding.count == 22 * 12)
    #expect(finding.environments.allSatisfy { $0.widgetKit?.family == .systemMedium })
    #expect(finding.typicalIndex.isDefault)
    #expect(finding.environments[finding.typicalIndex.index].summary == "systemMedium 375x667 L")
    #expect(finding.message.hasPrefix("systemMedium: m: the tree shows nothing"))
  }

  @Test func theCheckerFindsEachRuleOncePerViewWithItsCells() throws {
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(Self.stack(secondHeight: 40)),
      measurer: Self.measurer)
    let screen = try WidgetKitSizes.standard.screen("375x667")
    let cells = layout.cells(families: [.systemSmall], screens: [screen])
    let report = WidgetKitChecker(layout: layout).check(cells)
    #expect(report.environments == 12)
    #expect(report.findings.map(\.rule) == ["family-clipped", "content-overflow"])
    #expect(report.findings.allSatisfy { $0.count == 12 })
    #expect(report.findings[0].first.summary == "systemSmall 375x667 xS")
    #expect(
      WidgetKitChecker(layout: layout).checkedLayouts(cells).map(\.rules)
        == Array(repeating: ["family-clipped", "content-overflow"], count: 12))
  }
}
