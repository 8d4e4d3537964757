import SizingModel
import Testing

/// Every WidgetKit screen knows the iOS versions it ran (issue 23): from the
/// iOS its first model of that size (of those that ran iOS 14 or later)
/// shipped with to the last its newest model supports. Each case names the
/// model that sets the bound and the source; the model's one validator
/// (`place`) refuses every other version with the reason.
@Suite struct WidgetKitScreenOSTests {
  let model = WidgetKitSizes.standard

  /// (screen, first major, last major or nil while current, the model
  /// that sets it, source ids): typed from the sources, one by one.
  static let ranges: [(String, Int, Int?, String, [String])] = [
    // wiki-iphone-models: "Original: iOS 9.3"; Apple's iOS 16 list has no
    // iPhone SE (1st generation) and no iPod touch, so both stop at 15.
    (
      "320x568", 9, 15, "iPhone SE (1st generation)", ["wiki-iphone-models", "apple-ios16-devices"]
    ),
    // The iPhone 6s Plus came with iOS 9; the 8 Plus, the last of the
    // size, stopped at iOS 16 (iOS 17 dropped it).
    ("414x736", 9, 16, "iPhone 6s Plus", ["wiki-iphone-models"]),
    ("375x667", 9, nil, "iPhone 6s", ["wiki-iphone-models", "ios27-devices"]),
    ("375x812", 11, nil, "iPhone X", ["wiki-iphone-models", "ios27-devices"]),
    ("414x896", 12, nil, "iPhone XR", ["wiki-iphone-models", "ios27-devices"]),
    ("414x896@3x", 12, nil, "iPhone XS Max", ["wiki-iphone-models", "ios27-devices"]),
    ("390x844", 14, nil, "iPhone 12", ["wiki-iphone-models", "ios27-devices"]),
    ("428x926", 14, nil, "iPhone 12 Pro Max", ["wiki-iphone-models", "ios27-devices"]),
    ("393x852", 16, nil, "iPhone 14 Pro", ["wiki-iphone-models", "ios27-devices"]),
    ("430x932", 16, nil, "iPhone 14 Pro Max", ["wiki-iphone-models", "ios27-devices"]),
    ("402x874", 18, nil, "iPhone 16 Pro", ["wiki-iphone-models", "ios27-devices"]),
    ("440x956", 18, nil, "iPhone 16 Pro Max", ["wiki-iphone-models", "ios27-devices"]),
    ("420x912", 26, nil, "iPhone Air", ["wiki-iphone-models", "ios27-devices"]),
    // wiki-ipad-models: the iPad Air 2 came with iOS 8.1; ipados27-devices:
    // the iPad mini (5th generation), the newest of the size, is on
    // iPadOS 26's list and not on 27's.
    ("768x1024", 8, 26, "iPad Air 2", ["wiki-ipad-models", "ipados27-devices"]),
    ("834x1112", 10, 26, "iPad Pro 10.5-inch", ["wiki-ipad-models", "ipados27-devices"]),
    ("744x1133", 15, nil, "iPad mini (6th generation)", ["wiki-ipad-models", "ipados27-devices"]),
    ("810x1080", 13, nil, "iPad (7th generation)", ["wiki-ipad-models", "ipados27-devices"]),
    ("820x1180", 14, nil, "iPad Air (4th generation)", ["wiki-ipad-models", "ipados27-devices"]),
    ("834x1194", 12, nil, "iPad Pro 11-inch", ["wiki-ipad-models", "ipados27-devices"]),
    ("1024x1366", 9, nil, "iPad Pro 12.9-inch", ["wiki-ipad-models", "ipados27-devices"]),
    ("1032x1376", 17, nil, "iPad Pro 13-inch (M4)", ["wiki-ipad-models", "ipados27-devices"]),
  ]

  @Test(arguments: ranges)
  func eachScreenRunsTheVersionsItsSourcesGive(
    _ screen: String, _ first: Int, _ last: Int?, _ setBy: String, _ sources: [String]
  ) throws {
    let found = try model.screen(screen)
    #expect(found.os.firstMajor == first, "\(screen)")
    #expect(found.os.lastMajor == last, "\(screen)")
    #expect(found.os.firstSetBy.hasPrefix(setBy), "\(screen): \(found.os.firstSetBy)")
    #expect(found.os.sources == sources, "\(screen)")
    #expect(found.os.estimated == nil, "\(screen) is sourced")
  }

  /// A size no model has (a Display Zoom size) has no sourced range: it is
  /// taken to exist on every WidgetKit release, and says so.
  @Test(arguments: ["360x780", "954x1373", "970x1389", "1192x1590"])
  func aSizeNoModelHasIsEstimated(_ screen: String) throws {
    let found = try model.screen(screen)
    #expect(found.os.estimated?.contains("no model has this size") == true)
    #expect(found.os.majorsSummary == "iOS 14 and later (estimated)")
    #expect(model.releases.allSatisfy { found.os.ran(major: $0) })
  }

  /// Every screen has a range, and every source it names is in sources.json.
  @Test func everyRangeNamesKnownSources() {
    for screen in model.screens {
      for source in screen.os.sources {
        #expect(WidgetSizes.standard.source(source) != nil, "\(screen.id): \(source)")
      }
      #expect(screen.os.lastSetBy != nil, "\(screen.id) says what keeps or ends its range")
    }
  }

  /// The one validator refuses an iOS outside the range, in the words.
  @Test func theValidatorRefusesAnIOSTheScreenDidNotRun() throws {
    let se = try model.screen("320x568")
    let host = WidgetKitHost(family: .systemSmall, os: OSVersion(major: 26))
    #expect(
      throws: SizingError.unsupported(
        "320x568 (iPhone SE (1st generation), iPod touch (7th generation)) runs iOS 9…15; "
          + "--os 26 is outside it (wiki-iphone-models, apple-ios16-devices); valid --os here: 14, 15"
      )
    ) { try model.place(host, on: se) }
    _ = try model.place(WidgetKitHost(family: .systemSmall, os: OSVersion(major: 15)), on: se)
  }

  /// Each bound inside WidgetKit's releases (14 … 18, 26) is where the
  /// validator turns: the version before a first iOS and after a last one
  /// are refused, the bound itself is accepted.
  @Test(arguments: [
    ("320x568", 16, 15), ("414x736", 17, 16), ("393x852", 15, 16), ("430x932", 15, 16),
    ("402x874", 17, 18), ("440x956", 17, 18), ("420x912", 18, 26), ("744x1133", 14, 15),
    ("1032x1376", 16, 17),
  ])
  func theBoundIsWhereTheValidatorTurns(_ screen: String, _ refused: Int, _ accepted: Int) throws {
    let found = try model.screen(screen)
    let placement: WidgetPlacement = found.idiom == .pad ? .todayView : .homeScreen
    func place(_ major: Int) throws {
      _ = try model.place(
        WidgetKitHost(family: .systemSmall, placement: placement, os: OSVersion(major: major)),
        on: found)
    }
    #expect(throws: SizingError.self) { try place(refused) }
    #expect(throws: Never.self) { try place(accepted) }
    #expect(
      found.whyNot(runs: OSVersion(major: refused), releases: model.releases)?
        .contains("--os \(refused) is outside it") == true)
  }
}
