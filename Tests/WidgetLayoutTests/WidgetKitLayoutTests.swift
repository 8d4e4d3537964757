import SizingModel
import StackLayout
import Testing
import WidgetDescriptions
import WidgetLayout

/// A description whose one tree serves every WidgetKit family.
func widgetKitAll(_ view: String, families: String = "", extra: String = "") -> String {
  #"{"version": 2, "appName": "K", "widgetKit": {"all": "# + view
    + (families.isEmpty ? "" : #", "supportedFamilies": "# + families) + extra + "}}"
}

/// Every family on every screen: the root view fills the content rectangle,
/// which is the published frame less 16 pt on each side on the Home Screen
/// and the whole frame on the Lock Screen (no margin is published there).
@Suite struct WidgetKitLayoutTests {
  static let measurer = ApproximateTextMeasurer()
  static let every =
    #"["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "#
    + #""accessoryCircular", "accessoryRectangular", "accessoryInline"]"#

  static func layout(_ json: String) throws -> WidgetKitLayout {
    try WidgetKitLayout(description: try WidgetDescription.parse(json), measurer: measurer)
  }

  @Test func everyFamilyOnEveryScreenFillsThePublishedContentRectangle() throws {
    let layout = try Self.layout(
      widgetKitAll(
        #"{"id": "root", "axis": "vertical", "items": [{"type": "label", "text": "A", "textStyle": "caption2"}]}"#,
        families: Self.every))
    let published = PublishedWidgetKitFrames.all
    #expect(published.count == 121)
    // The sweep covers every published frame once, and beyond them only
    // the screens Apple's table lacks (measured or estimated there) and the
    // Lock Screen of the iPad Display Zoom sizes, which no one measured
    // (estimated from the nearest screen).
    let cells = layout.cells(categories: [.large])
    let lacking: Set<String> = [
      "402x874", "440x956", "414x896@3x", "1032x1376", "954x1373", "970x1389", "1192x1590",
    ]
    let extra = cells.filter { cell in
      !published.contains { $0.family == cell.family && $0.screen == cell.screen.id }
    }
    #expect(cells.count == published.count + extra.count)
    #expect(Set(extra.map(\.screen.id)) == lacking)
    for expected in published {
      let screen = try WidgetKitSizes.standard.screen(expected.screen)
      let result = try layout.layout(expected.family, on: screen, category: .large)
      let margin = expected.family.isAccessory ? 0.0 : 16
      let root = try #require(result.elements.first { $0.id == "root" })
      let want = Rect(
        x: margin, y: margin, width: expected.width - 2 * margin,
        height: expected.height - 2 * margin)
      #expect(root.frame == want, "\(expected.family) on \(expected.screen)")
      #expect(
        result.elements[0].frame == Rect(x: 0, y: 0, width: expected.width, height: expected.height)
      )
    }
  }

  @Test func thePDFViewerExampleLaysOutInEveryFamilyOnEveryScreen() throws {
    let text = try #require(WidgetSizes.embeddedFile("widgets/pdf-viewer-widgetkit.json"))
    let layout = try Self.layout(text)
    let roots: [WidgetFamily: String] = [
      .systemSmall: "small", .systemMedium: "medium", .systemLarge: "large",
    ]
    var laidOut = 0
    for expected in PublishedWidgetKitFrames.all {
      guard let id = roots[expected.family] else { continue }
      let screen = try WidgetKitSizes.standard.screen(expected.screen)
      for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
        let result = try layout.layout(expected.family, on: screen, category: category)
        let root = try #require(result.elements.first { $0.id == id })
        #expect(
          root.frame
            == Rect(x: 16, y: 16, width: expected.width - 32, height: expected.height - 32),
          "\(expected.family) on \(expected.screen) at \(category.shortName)")
        laidOut += 1
      }
    }
    // 3 families × 20 screens (10 iPhones, 10 iPad canvases) × 3 text sizes.
    #expect(laidOut == 180)
    // The sweep: 24 screens at iOS 18 (every screen but the iPhone Air's
    // 420×912, which first ran iOS 26) × 12 text sizes.
    #expect(layout.cells().count == 3 * 24 * 12)
  }

  @Test func textFollowsDynamicTypeUnlessFixed() throws {
    let layout = try Self.layout(
      widgetKitAll(
        #"""
        {"axis": "vertical", "items": [
          {"type": "label", "id": "scales", "text": "A", "textStyle": "body"},
          {"type": "label", "id": "keeps", "text": "A", "textStyle": "body",
           "adjustsFontForContentSizeCategory": false},
          {"type": "label", "id": "fixed", "text": "A", "fontSize": 9}]}
        """#))
    let screen = try WidgetKitSizes.standard.screen("iphone-8")
    func font(_ id: String, _ category: ContentSizeCategory) throws -> FontSpec {
      let result = try layout.layout(.systemSmall, on: screen, category: category)
      return try #require(result.elements.first { $0.id == id }?.text?.font)
    }
    // HIG Dynamic Type table, body: xS 14/19, L 17/22, AX5 53/62.
    #expect(try font("scales", .extraSmall).pointSize == 14)
    #expect(try font("scales", .large).pointSize == 17)
    #expect(try font("scales", .accessibilityExtraExtraExtraLarge).pointSize == 53)
    // SF's line: 53 × 2444/2048 (not the HIG's 62).
    #expect(try font("scales", .accessibilityExtraExtraExtraLarge).lineHeight == 53.0 * 2444 / 2048)
    #expect(try font("keeps", .accessibilityExtraExtraExtraLarge).pointSize == 17)
    // A fixed size never scales: systemFont(ofSize: 9), a 9 × 2444/2048 line, no
    // leading, tracking 9 × 19 / 1000 (HIG: +19 at 9 pt).
    for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
      let fixed = try font("fixed", category)
      #expect(fixed.pointSize == 9)
      #expect(fixed.lineHeight == 9.0 * 2444 / 2048)
      #expect(fixed.leading == 0 && fixed.tracking == 9.0 * 19 / 1000)
    }
  }

  @Test func contentMarginsDisabledLaysOutInTheWholeFrame() throws {
    let layout = try Self.layout(
      widgetKitAll(
        ##"{"id": "root", "type": "view", "color": "#ff0000"}"##,
        extra: #", "contentMarginsDisabled": true"#))
    let screen = try WidgetKitSizes.standard.screen("390x844")
    let result = try layout.layout(.systemMedium, on: screen, category: .large)
    #expect(
      result.elements.first { $0.id == "root" }?.frame == Rect(x: 0, y: 0, width: 338, height: 158))
    #expect(result.margin?.value == 0)
  }

  @Test func aFamilyWithoutAFrameOrALayoutIsRefusedWithTheReason() throws {
    let text = try #require(WidgetSizes.embeddedFile("widgets/pdf-viewer-widgetkit.json"))
    let layout = try Self.layout(text)
    let phone = try WidgetKitSizes.standard.screen("390x844")
    #expect(throws: SizingError.self) {
      try layout.layout(.accessoryCircular, on: phone, category: .large)
    }
    let all = try Self.layout(widgetKitAll(label, families: #"["systemExtraLarge"]"#))
    do {
      _ = try all.layout(.systemExtraLarge, on: phone, category: .large)
      Issue.record("an extra-large widget on an iPhone was laid out")
    } catch {
      #expect("\(error)".contains("not supported on iPhone"))
    }
    // The 10 iPad screens of the HIG table and the iPad Pro 13-inch (M4)'s
    // 1032×1376, whose frame no source gives (estimated from 1024×1366).
    #expect(all.cells(categories: [.large]).count == 11)
  }
}
