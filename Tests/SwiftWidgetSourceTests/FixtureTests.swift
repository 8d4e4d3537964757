import Foundation
import SizingModel
import StackLayout
import Testing
import WidgetDescriptions
import WidgetLayout

@testable import SwiftWidgetSource

/// The widgets of Data/widgets/swift, read from their Swift files: each is
/// found, imported and laid out; selected frames and texts are checked
/// against hand computation (rules: /work notes' numbering, docs/swiftui-layout.md).
@Suite struct FixtureTests {
  static let fixtures = [
    "Bookmarks", "Countdown", "EmojiWidget", "Habits", "LockScreen", "PDFViewer", "Steps",
    "Storage", "Tasks", "Weather",
  ]

  @Test(arguments: fixtures)
  func everyFixtureIsFoundImportedAndLaidOutInEachFamily(name: String) throws {
    let sources = try SwiftSourceSet.load(paths: [SourceFixture.example(name)])
    #expect(sources.widgets.count == 1)
    let imported = try ImportedLayout(SourceFixture.example(name))
    for family in imported.layout.trees.families {
      let frames = try imported.frames(family)
      #expect(frames.count > 1, "\(name) \(family.rawValue) lays out views")
    }
    // Every id in the description points back at the Swift source.
    for (_, place) in imported.imported.locations {
      #expect(place.file.hasPrefix(SourceFixture.example(name)))
    }
  }

  @Test func thePDFViewersSwiftTwinLaysOutToTheSameFramesAsItsJSON() throws {
    let swift = try ImportedLayout(SourceFixture.example("PDFViewer"))
    let jsonPath = URL(fileURLWithPath: SourceFixture.example("PDFViewer"))
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("pdf-viewer-swiftui.json").path
    let json = try WidgetKitLayout(
      description: WidgetDescription(contentsOf: jsonPath), measurer: ApproximateTextMeasurer())
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
      for category in [ContentSizeCategory.large, .accessibilityExtraLarge] {
        let screen = try WidgetKitSizes.standard.screen("375x667")
        let expected = try json.layout(family, on: screen, category: category).elements
        let actual = try swift.layout.layout(family, on: screen, category: category).elements
        #expect(actual.map { $0.id } == expected.map { $0.id })
        #expect(actual.map { $0.frame } == expected.map { $0.frame }, "\(family) \(category)")
      }
    }
  }

  @Test func theHabitCardsShareTheMediumRowEquallyAndTheStreakIsCentredBetweenTwoSpacers() throws {
    let habits = try ImportedLayout(SourceFixture.example("Habits"))
    let frames = try habits.frames(.systemMedium)
    // systemMedium on 390x844 is 338 × 158 (Apple's table), less 16-pt margins: 306 × 126
    // at (16, 16). Rule 3: an HStack of three equally flexible cards (each
    // .frame(maxWidth: .infinity)) with spacing 8 gives each (306 − 2 × 8) / 3.
    // Rule 11: each card's background is proposed the card's size.
    let width = (306.0 - 16) / 3
    let backgrounds = frames.filter { $0.key.hasPrefix("HabitComponents.swift:47:") }
      .map(\.value).sorted { $0.x < $1.x }
    #expect(backgrounds.count == 3)
    for (index, frame) in backgrounds.enumerated() {
      #expect(abs(frame.width - width) < 1e-9)
      #expect(abs(frame.x - (16 + Double(index) * (width + 8))) < 1e-9)
      #expect(frame.height == 126)
    }
    // Rule 4: the two Spacers around the streak share the surplus equally, so the
    // streak's top is as far below the symbol as its bottom is above the label.
    let streak = try #require(frames["Read.streak"])
    let upper = try #require(frames["HabitComponents.swift:11:7"])
    let lower = try #require(frames["HabitComponents.swift:15:7"])
    #expect(abs(upper.height - lower.height) < 1e-9)
    #expect(abs(streak.y - (upper.y + upper.height)) < 1e-9)
  }

  @Test func aContainerRelativeShapeInAZStackFillsTheWholeSmallWidgetWithoutMargins() throws {
    let countdown = try ImportedLayout(SourceFixture.example("Countdown"))
    #expect(countdown.layout.trees.contentMarginsDisabled)
    // systemSmall on 390x844: 158 × 158 (Apple's table); .contentMarginsDisabled()
    // leaves no margin. Rule 5: the ZStack proposes its proposal to every child;
    // rule 2: the shape takes it.
    let frames = try countdown.frames(.systemSmall)
    #expect(frames["background"] == Rect(x: 0, y: 0, width: 158, height: 158))
  }

  @Test func sampleEntriesComeFromThePlaceholderTheSnapshotAndThePreviewTimeline() throws {
    let emoji = try ImportedLayout(SourceFixture.example("EmojiWidget"))
    #expect(emoji.imported.sampleName == "placeholder(in:) of EmojiProvider")
    #expect(try emoji.texts(.systemSmall) == ["🦄", "Unicorn", "9:41 AM"])
    let snapshot = try ImportedLayout(SourceFixture.example("EmojiWidget"), sample: 1)
    #expect(snapshot.imported.sampleName == "getSnapshot(in:completion:) of EmojiProvider")
    #expect(try snapshot.texts(.systemSmall).prefix(2) == ["🐙", "Octopus"])
    let tasks = try ImportedLayout(SourceFixture.example("Tasks"), sample: 3)
    #expect(tasks.imported.samples.count == 4)
    #expect(tasks.imported.sampleName == "#Preview timeline entry 2 (TasksWidget.swift:95)")
    // One task, under the medium limit of 3: no "+N more".
    #expect(try tasks.texts(.systemMedium) == ["Today", "Nothing else today"])
  }

  @Test func familySwitchesComputedPropertiesAndFormattingFollowTheSampleData() throws {
    let tasks = try ImportedLayout(SourceFixture.example("Tasks"))
    // 5 sample tasks; limit 2 in small, 3 in medium (a switch on widgetFamily).
    #expect(try tasks.texts(.systemSmall).last == "+3 more")
    #expect(try tasks.texts(.systemMedium).last == "+2 more")
    let bookmarks = try ImportedLayout(SourceFixture.example("Bookmarks"))
    // `rows` is 3 in large, else 2; each Link is laid out as its label.
    #expect(try bookmarks.texts(.systemMedium).count == 1 + 2 * 2)
    #expect(try bookmarks.texts(.systemLarge).count == 1 + 3 * 2)
    let steps = try ImportedLayout(SourceFixture.example("Steps"))
    // 7_512.formatted() groups thousands (en_US); String(format: "%.1f km", 5.43).
    #expect(try steps.texts(.systemMedium) == ["7,512", "of 10,000 steps", "5.4 km"])
    let battery = try ImportedLayout(SourceFixture.example("LockScreen"))
    // "\(Int(0.8 * 100))%" in the inline family.
    #expect(try battery.texts(.accessoryInline) == ["AirPods Pro 80%"])
  }

  @Test func aGeometryReadersProportionsFollowTheWidthItIsGiven() throws {
    let storage = try ImportedLayout(SourceFixture.example("Storage"))
    // systemMedium on 390x844: 306 pt of content width (338 less 2 × 16). The
    // reader takes the VStack's width (rule: GeometryReader takes its proposal);
    // each segment is proxy.size.width × gigabytes / 128: 48, 32 and 16 GB give
    // 114.75, 76.5 and 38.25 pt, 2 pt apart, from the reader's leading edge (16).
    let frames = try storage.frames(.systemMedium)
    #expect(frames["bar"]?.width == 306)
    #expect(frames["Photos"] == Rect(x: 16, y: frames["bar"]!.y, width: 114.75, height: 12))
    #expect(frames["Apps"]?.x == 16 + 114.75 + 2)
    #expect(frames["Apps"]?.width == 76.5)
    #expect(frames["System"]?.width == 38.25)
    // On a 428-pt screen the medium widget is 364 wide (Apple's table): 332 of content.
    let wide = try storage.frames(.systemMedium, on: "428x926")
    #expect(wide["Photos"]?.width == 332.0 * 48 / 128)
  }

  @Test func whatCouldNotBeEvaluatedIsNotedWithItsPlace() throws {
    let storage = try ImportedLayout(SourceFixture.example("Storage"))
    let fill = try #require(storage.imported.notes.first { $0.message.hasPrefix(".fill") })
    #expect(fill.kind == .ignoredModifier)
    #expect(fill.location.line == 54)
    #expect(fill.description.hasSuffix("StorageWidget.swift:54:13: warning: " + fill.message))
    let bookmarks = try ImportedLayout(SourceFixture.example("Bookmarks"))
    #expect(
      bookmarks.imported.notes.contains {
        $0.kind == .ignoredModifier && $0.message == ".widgetURL does not change layout: left out"
      })
  }
}
