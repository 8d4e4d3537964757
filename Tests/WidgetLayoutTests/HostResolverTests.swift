import SizingModel
import Testing
import WidgetDescriptions

/// The one host resolver of the CLI and the preview, and the refusals it
/// words once. Expected words are the and the Hosts article's, typed
/// here; the families are those the descriptions declare.
@Suite struct HostResolverTests {
  static let both = HostResolver(hasToday: true, families: [.systemSmall, .systemMedium])
  static let todayOnly = HostResolver(hasToday: true, families: [])
  static let kitOnly = HostResolver(hasToday: false, families: [.systemMedium, .accessoryInline])

  @Test func theWidgetDecidesTheHostUnlessOneIsAskedFor() throws {
    // A description with a Today part opens as a Today widget; one without, in WidgetKit.
    #expect(try Self.both.resolve(nil) == .today)
    #expect(try Self.kitOnly.resolve(nil) == .widgetKit)
    #expect(try Self.both.resolve(.widgetKit) == .widgetKit)
    #expect(Self.both.kinds == [.today, .widgetKit])
    #expect(Self.todayOnly.kinds == [.today])
    #expect(throws: HostRefusal.noTodayWidget) { try Self.kitOnly.resolve(.today) }
    #expect(throws: HostRefusal.noWidgetKitSection) { try Self.todayOnly.resolve(.widgetKit) }
  }

  @Test func familiesComeInWidgetFamilyOrderAndAMissingOneIsRefused() throws {
    // WidgetFamily order: systemSmall, systemMedium, …, accessoryInline last.
    #expect(try Self.kitOnly.families([]) == [.systemMedium, .accessoryInline])
    #expect(
      try Self.kitOnly.families([.accessoryInline, .systemMedium])
        == [.systemMedium, .accessoryInline])
    #expect(
      throws: HostRefusal.familyMissing(.systemLarge, families: [.systemMedium, .accessoryInline])
    ) { try Self.kitOnly.families([.systemLarge]) }
    #expect(throws: HostRefusal.noWidgetKitSection) { try Self.todayOnly.families([]) }
  }

  @Test(arguments: [
    (
      HostRefusal.noTodayWidget,
      "the widget describes a WidgetKit widget only (no \"compact\"); use --host widgetkit"
    ),
    (
      .noWidgetKitSection,
      "the widget has no \"widgetKit\" section, so there is no WidgetKit layout; "
        + "see Data/widgets/pdf-viewer-widgetkit.json for one"
    ),
    (
      .familyMissing(.systemLarge, families: [.systemSmall, .systemMedium]),
      "the widget has no systemLarge layout; its families: systemSmall, systemMedium"
    ),
    (.needsWidgetKit(["--family"]), "--family needs --host widgetkit"),
    (
      .needsWidgetKit(["--family", "--placement", "--icons"]),
      "--family, --placement and --icons need --host widgetkit"
    ),
    (
      .todayOptions(["--orientation", "--mode"]),
      "--host widgetkit: --orientation, --mode are Today-widget options (WidgetKit frames are "
        + "published for portrait screen sizes only, with no display modes; --os takes "
        + "14 … 18 or 26, --placement says where)"
    ),
    (
      .todayVersion(.iOS10),
      "--host widgetkit: --os 10 is a Today-widget version; valid: 14, 15, 16, 17, 18, 26"
    ),
    (
      .widgetKitVersion(.iOS14),
      "--os 14 is a WidgetKit version; a Today widget runs iOS 9, 10 or 11–13 "
        + "(use --host widgetkit for iOS 14 and later)"
    ),
  ])
  func everyRefusalIsWordedOnce(refusal: HostRefusal, words: String) {
    #expect(refusal.description == words)
    #expect(refusal.error == .unsupported(words))
    #expect(refusal.error.exitCode == 64)
  }

  @Test func theBuiltInWidgetIsTheReferenceOrTheWidgetKitExample() throws {
    #expect(try HostResolver.builtInWidget(nil, icons: []).appName == "PDF Viewer")
    #expect(try HostResolver.builtInWidget(.today, icons: []).widgetKit == nil)
    let kit = try HostResolver.builtInWidget(.widgetKit, icons: [])
    // Data/widgets/pdf-viewer-widgetkit.json: a WidgetKit-only description.
    #expect(kit.widgetKit != nil)
    #expect(HostResolver(kit).kinds == [.widgetKit])
  }
}
