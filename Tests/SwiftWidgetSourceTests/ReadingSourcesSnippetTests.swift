import SizingModel
import Testing
import WidgetDescriptions

@testable import SwiftWidgetSource

/// The Swift example of the article "Reading SwiftUI sources", run as written
/// (from the repository's root, as the article's paths are).
@Suite struct ReadingSourcesSnippetTests {
  @Test func theArticlesLibraryExampleRuns() throws {
    let root = SourceFixture.example("")
    let sources = try SwiftSourceSet.load(paths: [root])
    #expect(sources.widgets.count == 10)
    #expect(
      sources.widgets.contains {
        $0.kind == "steps" && $0.families == ["systemSmall", "systemMedium"]
      })
    let imported = try sources.importWidget(sources.widget(matching: "steps"), sample: nil)
    #expect(imported.sampleName == "placeholder(in:) of StepsProvider")
    let description = try WidgetDescription.parse(imported.json)
    #expect(description.widgetKit?.families == [.systemSmall, .systemMedium])
  }
}
