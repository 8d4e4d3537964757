import SizingModel
import Testing

/// The WidgetKit model: availability (shared/notes/widgetkit-sizes.md §1),
/// content areas (§7), the screens' link to the Today catalog, the
/// third-party provenance (§5) and the conflicts (§9), with values typed
/// from the notes.
@Suite struct WidgetKitSizesTests {
  let model = WidgetKitSizes.standard
  /// The source ids are one table for both models.
  let sources = WidgetSizes.standard

  @Test func firstOSOfEachFamily() {
    let expected: [WidgetFamily: Int] = [
      .systemSmall: 14, .systemMedium: 14, .systemLarge: 14, .systemExtraLarge: 15,
      // doc-wf-xlp: iOS and iPadOS 27.0.
      .systemExtraLargePortrait: 27,
      .accessoryCircular: 16, .accessoryRectangular: 16, .accessoryInline: 16,
    ]
    for family in WidgetFamily.allCases {
      #expect(model.firstOS(of: family).os.major == expected[family], "\(family)")
      #expect(sources.source(model.firstOS(of: family).source) != nil)
    }
  }

  @Test(arguments: [
    // family, placement, idiom's screen, iOS, exists
    (WidgetFamily.systemSmall, WidgetPlacement.homeScreen, "390x844", 14, true),
    (.systemSmall, .standBy, "390x844", 17, true),
    (.systemSmall, .standBy, "390x844", 16, false),
    (.systemMedium, .standBy, "390x844", 17, false),
    (.systemSmall, .homeScreen, "820x1180", 14, false),
    (.systemSmall, .todayView, "820x1180", 14, true),
    (.systemSmall, .homeScreen, "820x1180", 15, true),
    (.systemSmall, .lockScreen, "820x1180", 17, true),
    (.systemExtraLarge, .homeScreen, "430x932", 18, false),
    (.systemExtraLarge, .homeScreen, "1024x1366", 15, true),
    (.accessoryCircular, .lockScreen, "390x844", 16, true),
    (.accessoryCircular, .lockScreen, "390x844", 15, false),
    (.accessoryInline, .lockScreen, "820x1180", 16, false),
    (.accessoryInline, .lockScreen, "820x1180", 17, true),
    (.accessoryRectangular, .homeScreen, "820x1180", 17, false),
  ])
  func availability(
    family: WidgetFamily, placement: WidgetPlacement, screen: String, os: Int, exists: Bool
  ) throws {
    let host = WidgetKitHost(family: family, placement: placement, os: OSVersion(major: os))
    let availability = model.availability(of: host, on: try model.screen(screen))
    #expect((availability == .exists) == exists, "\(host) on \(screen): \(availability)")
    #expect(host.kind == .widgetKit && WidgetHost().kind == .today)
  }

  @Test func unavailableHostsSayWhy() throws {
    let iPhone = try model.screen("390x844")
    let extraLarge = WidgetKitHost(family: .systemExtraLarge, os: .iOS17)
    #expect(
      model.availability(of: extraLarge, on: iPhone).reason
        == "systemExtraLarge does not appear on the iPhone Home Screen; it is not supported on "
        + "iPhone")
    let lock = WidgetKitHost(family: .accessoryInline, placement: .lockScreen, os: .iOS14)
    #expect(
      model.availability(of: lock, on: try model.screen("820x1180")).reason
        == "accessoryInline appears on the iPad Lock Screen from iPadOS 17; valid --os here: 17 "
        + "or later")
  }

  @Test func contentAreaIsTheFrameLessTheMargins() throws {
    let iPhone = try model.screen("390x844")
    let content = try #require(model.contentRect(.systemMedium, on: iPhone))
    #expect(content.margin.value == 16, "the content starts 16 pt in from the left and top")
    #expect(content.size.size == PointSize(width: 306, height: 126))
    #expect(content.size.width.provenance.kind == "derived")
    let disabled = try #require(model.contentRect(.systemMedium, on: iPhone, marginsDisabled: true))
    #expect(disabled.size.size == PointSize(width: 338, height: 158) && disabled.margin.value == 0)
    let iOS16 = try #require(model.contentRect(.systemLarge, on: iPhone, os: OSVersion(major: 16)))
    #expect(iOS16.size.size == PointSize(width: 338, height: 354))
    // §10: widgetContentMargins printed 0 on the Lock Screen (Kyle Bashour, iOS 17).
    let lock = try #require(model.contentRect(.accessoryRectangular, on: iPhone))
    #expect(lock.size.size == PointSize(width: 160, height: 72))
    #expect(lock.margin == Sourced(0, .measured(source: "kylebshr")))
    // An iPad lays the widget out in the canvas, not in the device frame.
    let iPad = try model.screen("820x1180")
    #expect(model.contentRect(.systemLarge, on: iPad) == nil)
    let canvas = try #require(model.contentRect(.systemLarge, on: iPad, target: .canvas))
    #expect(canvas.size.size == PointSize(width: 310, height: 310))
  }

  @Test func todayDevicesMapToTheirScreens() throws {
    let today = WidgetSizes.standard
    let expected = [
      "iphone-se": "320x568", "iphone-8": "375x667", "iphone-8-plus": "414x736",
      "iphone-x": "375x812", "iphone-xr": "414x896", "iphone-xs-max": "414x896@3x",
      "ipad": "768x1024", "ipad-10-2": "810x1080", "ipad-pro-10-5": "834x1112",
      "ipad-pro-11": "834x1194", "ipad-pro-12-9": "1024x1366",
    ]
    for device in today.devices {
      let screen = try #require(model.screen(for: device), "\(device.id)")
      #expect(screen.id == expected[device.id])
      #expect(screen.portraitSize == device.portraitSize && screen.idiom == device.idiom)
    }
    let iPhone8 = try today.device("iphone-8")
    #expect(model.frame(.systemSmall, on: iPhone8)?.size.size == PointSize(width: 148, height: 148))
  }

  @Test func thirdPartyFramesAreMeasuredAndFlagged() throws {
    let frame = try #require(
      model.frame(.accessoryCircular, on: try model.screen("820x1180"), target: .lockScreen))
    #expect(frame.size.width.provenance == .measured(source: "frameup"))
    #expect(frame.evidence == .thirdParty)
    #expect(frame.measuredOn == "iPad Air 11-inch (M2), iPadOS 18.6 and 26.5")
    let published = try #require(model.frame(.systemSmall, on: try model.screen("390x844")))
    #expect(published.evidence == .published)
  }

  @Test func conflictsStayVisible() throws {
    let small = try model.screen("320x568")
    #expect(
      model.conflicts(.width, .systemSmall, on: small).map(\.value) == [140]
        && model.conflicts(.width, .systemSmall, on: small).first?.source == "csdn-widget")
    #expect(model.conflicts(.height, .accessoryInline, on: small).map(\.value) == [26])
    // §10: Zeryck's 366 for 402×874 on iOS 18, against FrameUp's 354, which the model keeps.
    let pro = try model.screen("402x874")
    let iOS18 = model.conflicts(.height, .systemLarge, on: pro, os: .iOS18)
    #expect(iOS18.map(\.value) == [366] && iOS18.first?.source == "zeryck")
    #expect(model.conflicts(.height, .systemLarge, on: pro, os: .iOS26).isEmpty)
    #expect(model.conflicts(.contentWidth, .systemSmall, on: small).isEmpty)
    #expect(model.conflictSummaries.count >= 10)
  }

  @Test func everySourceIdResolves() {
    for screen in model.screens {
      #expect(sources.source(screen.source) != nil, "\(screen.id)")
      if let names = screen.namesSource { #expect(sources.source(names) != nil) }
      if let note = screen.note { #expect(sources.source(note.provenance.source ?? "") != nil) }
    }
    for family in WidgetFamily.allCases {
      #expect(!model.appearances(of: family).isEmpty, "\(family)")
      for appearance in model.appearances(of: family) {
        #expect(sources.source(appearance.source) != nil)
        if let os = appearance.osSource { #expect(sources.source(os) != nil, "\(os)") }
      }
    }
  }
}
