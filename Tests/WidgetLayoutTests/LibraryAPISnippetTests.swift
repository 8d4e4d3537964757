import PangoText
import SizingModel
import Testing
import WidgetLayout

/// The "Library API" example of the hosts article
/// (Sources/SizingCommands/SizingCommands.docc/Hosts.md) compiles and says
/// what it shows; the sweep runs over one cell here, not the whole matrix.
@Suite struct LibraryAPISnippetTests {
  @Test func libraryExampleRuns() throws {
    let layout = TodayWidgetLayout(description: .reference, measurer: PangoTextMeasurer.shared)
    let env = WidgetEnvironment(
      device: try WidgetSizes.standard.device("iphone-8"), category: .large)
    let result = try layout.layout(in: env, mode: .expanded, recents: 6, quickActions: 3)
    #expect(result.preferredContentSize.size.width == 359)
    #expect(result.preferredContentSize.size.height == 320)
    #expect(result.visibleRecents == 4)
    #expect(!result.elements.isEmpty)
    _ = (result.rowsThatDoNotFit, result.diagnostics, result.usesDarkPalette, result.leadingInset)
    #expect(result.isExpandedAvailable)

    let matrix = EnvironmentMatrix(
      devices: [try WidgetSizes.standard.device("iphone-8")], categories: [.large],
      orientations: [.portrait], locations: [.todayView], oses: [.iOS13])
    var cells = 0
    layout.sweep(matrix, recents: 0...8) { sections, outcome, count in
      let frames = TodayLayoutResult(
        sections: sections.limited(toRecents: count), requestedMode: outcome.requestedMode)
      #expect(frames.visibleRecents <= count)
      cells += 1
    }
    #expect(cells > 0)
  }
}
