import SizingModel
import StackLayout
import Testing
import WidgetChecks
import WidgetDescriptions
import WidgetLayout

/// A finding keeps each environment's own message, and the message it is
/// printed with is the one of its typical environment.
///
/// Widths by hand (HowTheModelWorks.md, "Width"): portrait, Today view, the content of a
/// version-1 widget is the screen − 48 pt on iOS 9 (iPhone SE 320 → 272,
/// iPhone 8 375 → 327) and the screen − 16 pt from iOS 10 (304, 359).
/// WidgetKit frames (HIG): on 375x667 systemSmall 148 × 148 pt, systemMedium
/// 321 × 148; on 414x896 169 × 169 and 360 × 169; content 16 pt in from
/// each side.
@Suite struct FindingMessageTests {
  static let measurer = ApproximateTextMeasurer()

  @Test func eachEnvironmentHasItsOwnWidthAndTheMessageIsTheDefaults() throws {
    let description = try WidgetDescription.parse(
      #"{"appName": "T", "quickActions": [{"title": "A", "icon": "scan"}], "#
        + #""recents": [], "minimumWidth": 2000}"#)
    let model = WidgetSizes.standard
    let matrix = EnvironmentMatrix(
      devices: [try model.device("iphone-se"), try model.device("iphone-8")],
      categories: [.default], orientations: [.portrait], locations: [.todayView],
      oses: [OSVersion.todayReleases.first!, OSVersion.todayReleases.last!])
    let layout = TodayWidgetLayout(description: description, measurer: Self.measurer)
    let report = WidgetChecker(layout: layout).check(matrix)
    let finding = try #require(report.findings.first { $0.rule == "narrower-than-minimum" })
    // 2 devices × iOS 9 and 13, no recents: one cell each.
    #expect(finding.count == 4)
    let widths = ["iphone-se 9": 272, "iphone-8 9": 327, "iphone-se 13": 304, "iphone-8 13": 359]
    for (cell, message) in zip(finding.environments, finding.messages) {
      let key = "\(cell.environment.device.id) \(cell.environment.os.major)"
      let width = try #require(widths[key], "\(key)")
      #expect(message == "widget: content is \(width) pt wide; minimumWidth is 2000 pt", "\(key)")
    }
    // The typical environment is the default (iPhone 8, iOS 13): its width, not the first's.
    #expect(finding.typicalIndex.isDefault)
    #expect(finding.environments[finding.typicalIndex.index].environment.device.id == "iphone-8")
    #expect(finding.message == "widget: content is 359 pt wide; minimumWidth is 2000 pt")
    #expect(finding.first.environment.os.major == 9)
  }

  @Test func oneTreeForAllFamiliesGivesAFindingPerFamilyWithItsOwnFrame() throws {
    // Views of 100 and 40 pt stacked from y 16: b spans y 116…156.
    let json = widgetKitAll(
      #"""
      {"id": "root", "axis": "vertical", "alignment": "leading", "items": [
        {"type": "view", "id": "a", "intrinsic": [50, 100], "color": "#ff0000", "compression": [1000, 1000]},
        {"type": "view", "id": "b", "intrinsic": [50, 40], "color": "#00ff00", "compression": [1000, 1000]}]}
      """#, families: #"["systemSmall", "systemMedium"]"#)
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(json), measurer: Self.measurer)
    let kit = WidgetKitSizes.standard
    let cells = layout.cells(
      families: [.systemSmall, .systemMedium],
      screens: [try kit.screen("375x667"), try kit.screen("414x896")])
    let report = WidgetKitChecker(layout: layout).check(cells)
    let clipped = report.findings.filter { $0.rule == "family-clipped" }
    #expect(clipped.map(\.family) == [.systemSmall, .systemMedium])
    #expect(clipped.map(\.elementID) == ["b", "b"])
    // Each family: 2 screens × 12 text sizes (the views have fixed sizes).
    #expect(clipped.map(\.count) == [24, 24])
    // 148-pt frames: content ends at 132, the frame at 148 < 156, so it cuts b
    // off; 169-pt frames: content ends at 153 < 156 ≤ 169, into the margins.
    let expected: [String: String] = [
      "systemSmall 375x667": "116 × 116-pt content at (16, 16); the 148 × 148-pt frame cuts it off",
      "systemMedium 375x667":
        "289 × 116-pt content at (16, 16); the 321 × 148-pt frame cuts it off",
      "systemSmall 414x896": "137 × 137-pt content at (16, 16); it reaches into the margins",
      "systemMedium 414x896": "328 × 137-pt content at (16, 16); it reaches into the margins",
    ]
    for finding in clipped {
      for (cell, message) in zip(finding.environments, finding.messages) {
        let kitCell = try #require(cell.widgetKit)
        let key = "\(kitCell.family.rawValue) \(kitCell.screen.id)"
        #expect(
          message == "\(kitCell.family.rawValue): b: spans x 16…66, y 116…156 outside the "
            + (expected[key] ?? "?"), "\(key)")
      }
      // Printed with the default cell (375x667, Large): the 148-pt frame's message.
      #expect(finding.typicalIndex.isDefault)
      #expect(finding.environments[finding.typicalIndex.index].widgetKit?.screen.id == "375x667")
      let family = finding.family?.rawValue ?? "?"
      #expect(finding.message.hasPrefix("\(family): b: "))
      #expect(finding.message.hasSuffix("frame cuts it off"))
    }
  }
}
