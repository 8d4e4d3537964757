import PangoText
import SizingModel
import StackLayout
import Testing
import WidgetChecks
import WidgetDescriptions
import WidgetLayout

/// `render` draws the layouts the check made (each cell laid out once):
/// the checkers hand back every cell's layout with its rules, and each is
/// the layout a fresh `layout` call gives for that cell.
@Suite struct CheckedLayoutsTests {
  @Test func everyWidgetKitCellComesBackOnceWithItsLayoutAndRules() throws {
    // 100 + 40 = 140 pt of views in systemSmall's 116-pt content on 375x667
    // (WidgetKitCheckTests): clipped by the frame and overflowing, at every text size.
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(WidgetKitCheckTests.stack(secondHeight: 40)),
      measurer: WidgetKitCheckTests.measurer)
    let screen = try WidgetKitSizes.standard.screen("375x667")
    let cells = layout.cells(families: [.systemSmall], screens: [screen])
    let checked = WidgetKitChecker(layout: layout).checkedLayouts(cells)
    #expect(checked.count == 12)
    #expect(checked.allSatisfy { $0.rules == ["family-clipped", "content-overflow"] })
    for (cell, laidOut) in zip(cells, checked) {
      let fresh = try layout.layout(cell)
      #expect(laidOut.result?.cell == cell)
      #expect(laidOut.result?.elements == fresh.elements)
      #expect(laidOut.result?.diagnostics == fresh.diagnostics)
    }
  }

  @Test func everyTodayEnvironmentComesBackWithTheLayoutOfItsShownMode() throws {
    // check --device iphone-se --os 13 --location quick-actions: Quick Actions
    // has no expanded mode, so expanded is drawn (and checked) as compact;
    // 'Scan Document' is truncated from AX1 on (RenderSheetTests).
    let layout = TodayWidgetLayout(description: .reference, measurer: PangoTextMeasurer.shared)
    let matrix = EnvironmentMatrix(
      devices: [try WidgetSizes.standard.device("iphone-se")],
      categories: [.extraExtraExtraLarge, .accessibilityMedium], orientations: [.portrait],
      locations: [.quickActions], oses: [.iOS13])
    let checked = WidgetChecker(layout: layout).checkedLayouts(
      matrix, mode: .expanded, recents: nil)
    #expect(checked.map(\.result.environment) == matrix.environments)
    #expect(checked.map(\.rules) == [[], ["label-truncated"]])
    for laidOut in checked {
      let fresh = try layout.layout(in: laidOut.result.environment, mode: .compact)
      #expect(laidOut.result.mode == .compact)
      #expect(laidOut.result.elements == fresh.elements)
      #expect(laidOut.result.preferredContentSize == fresh.preferredContentSize)
    }
  }
}
