import Foundation
import SizingCommands
import Testing

/// `table --host widgetkit` reproduces every WidgetKit size in the research
/// notes (shared/notes/widgetkit-sizes.md §2–§5), typed here from the notes'
/// tables, one by one: the published ones as measured from hig-widgets, the
/// iPad Lock Screen ones as a third party's measurements (frameup).
@Suite struct WidgetKitTableTests {
  struct Case: CustomStringConvertible, Sendable {
    var screen: String
    var frame: String
    var family: String
    var width: Double
    var height: Double
    var description: String { "\(screen) \(frame) \(family) \(width)×\(height)" }
  }

  static func c(
    _ screen: String, _ frame: String, _ family: String, _ width: Double, _ height: Double
  ) -> Case {
    Case(screen: screen, frame: frame, family: family, width: width, height: height)
  }

  /// §2 (system families) and §3 (accessory families), iPhone, HIG.
  static let iPhone: [Case] = [
    c("430x932", "device", "systemSmall", 170, 170),
    c("430x932", "device", "systemMedium", 364, 170),
    c("430x932", "device", "systemLarge", 364, 382),
    c("428x926", "device", "systemSmall", 170, 170),
    c("428x926", "device", "systemMedium", 364, 170),
    c("428x926", "device", "systemLarge", 364, 382),
    c("414x896", "device", "systemSmall", 169, 169),
    c("414x896", "device", "systemMedium", 360, 169),
    c("414x896", "device", "systemLarge", 360, 379),
    c("414x736", "device", "systemSmall", 159, 159),
    c("414x736", "device", "systemMedium", 348, 157),
    c("414x736", "device", "systemLarge", 348, 357),
    c("393x852", "device", "systemSmall", 158, 158),
    c("393x852", "device", "systemMedium", 338, 158),
    c("393x852", "device", "systemLarge", 338, 354),
    c("390x844", "device", "systemSmall", 158, 158),
    c("390x844", "device", "systemMedium", 338, 158),
    c("390x844", "device", "systemLarge", 338, 354),
    c("375x812", "device", "systemSmall", 155, 155),
    c("375x812", "device", "systemMedium", 329, 155),
    c("375x812", "device", "systemLarge", 329, 345),
    c("375x667", "device", "systemSmall", 148, 148),
    c("375x667", "device", "systemMedium", 321, 148),
    c("375x667", "device", "systemLarge", 321, 324),
    c("360x780", "device", "systemSmall", 155, 155),
    c("360x780", "device", "systemMedium", 329, 155),
    c("360x780", "device", "systemLarge", 329, 345),
    c("320x568", "device", "systemSmall", 141, 141),
    c("320x568", "device", "systemMedium", 292, 141),
    c("320x568", "device", "systemLarge", 292, 311),
    c("430x932", "device", "accessoryCircular", 76, 76),
    c("430x932", "device", "accessoryRectangular", 172, 76),
    c("430x932", "device", "accessoryInline", 257, 26),
    c("428x926", "device", "accessoryCircular", 76, 76),
    c("428x926", "device", "accessoryRectangular", 172, 76),
    c("428x926", "device", "accessoryInline", 257, 26),
    c("414x896", "device", "accessoryCircular", 76, 76),
    c("414x896", "device", "accessoryRectangular", 160, 72),
    c("414x896", "device", "accessoryInline", 248, 26),
    c("414x736", "device", "accessoryCircular", 76, 76),
    c("414x736", "device", "accessoryRectangular", 170, 76),
    c("414x736", "device", "accessoryInline", 248, 26),
    c("393x852", "device", "accessoryCircular", 72, 72),
    c("393x852", "device", "accessoryRectangular", 160, 72),
    c("393x852", "device", "accessoryInline", 234, 26),
    c("390x844", "device", "accessoryCircular", 72, 72),
    c("390x844", "device", "accessoryRectangular", 160, 72),
    c("390x844", "device", "accessoryInline", 234, 26),
    c("375x812", "device", "accessoryCircular", 72, 72),
    c("375x812", "device", "accessoryRectangular", 157, 72),
    c("375x812", "device", "accessoryInline", 225, 26),
    c("375x667", "device", "accessoryCircular", 68, 68),
    c("375x667", "device", "accessoryRectangular", 153, 68),
    c("375x667", "device", "accessoryInline", 225, 26),
    c("360x780", "device", "accessoryCircular", 72, 72),
    c("360x780", "device", "accessoryRectangular", 157, 72),
    c("360x780", "device", "accessoryInline", 225, 26),
  ]

  /// §4, iPad, HIG: canvas and device frames.
  static let iPad: [Case] = [
    c("768x1024", "canvas", "systemSmall", 141, 141),
    c("768x1024", "canvas", "systemMedium", 305.5, 141),
    c("768x1024", "canvas", "systemLarge", 305.5, 305.5),
    c("768x1024", "canvas", "systemExtraLarge", 634.5, 305.5),
    c("768x1024", "device", "systemSmall", 120, 120),
    c("768x1024", "device", "systemMedium", 260, 120),
    c("768x1024", "device", "systemLarge", 260, 260),
    c("768x1024", "device", "systemExtraLarge", 540, 260),
    c("744x1133", "canvas", "systemSmall", 141, 141),
    c("744x1133", "canvas", "systemMedium", 305.5, 141),
    c("744x1133", "canvas", "systemLarge", 305.5, 305.5),
    c("744x1133", "canvas", "systemExtraLarge", 634.5, 305.5),
    c("744x1133", "device", "systemSmall", 120, 120),
    c("744x1133", "device", "systemMedium", 260, 120),
    c("744x1133", "device", "systemLarge", 260, 260),
    c("744x1133", "device", "systemExtraLarge", 540, 260),
    c("810x1080", "canvas", "systemSmall", 146, 146),
    c("810x1080", "canvas", "systemMedium", 320.5, 146),
    c("810x1080", "canvas", "systemLarge", 320.5, 320.5),
    c("810x1080", "canvas", "systemExtraLarge", 669, 320.5),
    c("810x1080", "device", "systemSmall", 124, 124),
    c("810x1080", "device", "systemMedium", 272, 124),
    c("810x1080", "device", "systemLarge", 272, 272),
    c("810x1080", "device", "systemExtraLarge", 568, 272),
    c("820x1180", "canvas", "systemSmall", 155, 155),
    c("820x1180", "canvas", "systemMedium", 342, 155),
    c("820x1180", "canvas", "systemLarge", 342, 342),
    c("820x1180", "canvas", "systemExtraLarge", 715.5, 342),
    c("820x1180", "device", "systemSmall", 136, 136),
    c("820x1180", "device", "systemMedium", 300, 136),
    c("820x1180", "device", "systemLarge", 300, 300),
    c("820x1180", "device", "systemExtraLarge", 628, 300),
    c("834x1112", "canvas", "systemSmall", 150, 150),
    c("834x1112", "canvas", "systemMedium", 327.5, 150),
    c("834x1112", "canvas", "systemLarge", 327.5, 327.5),
    c("834x1112", "canvas", "systemExtraLarge", 682, 327.5),
    c("834x1112", "device", "systemSmall", 132, 132),
    c("834x1112", "device", "systemMedium", 288, 132),
    c("834x1112", "device", "systemLarge", 288, 288),
    c("834x1112", "device", "systemExtraLarge", 600, 288),
    c("834x1194", "canvas", "systemSmall", 155, 155),
    c("834x1194", "canvas", "systemMedium", 342, 155),
    c("834x1194", "canvas", "systemLarge", 342, 342),
    c("834x1194", "canvas", "systemExtraLarge", 715.5, 342),
    c("834x1194", "device", "systemSmall", 136, 136),
    c("834x1194", "device", "systemMedium", 300, 136),
    c("834x1194", "device", "systemLarge", 300, 300),
    c("834x1194", "device", "systemExtraLarge", 628, 300),
    c("954x1373", "canvas", "systemSmall", 162, 162),
    c("954x1373", "canvas", "systemMedium", 350, 162),
    c("954x1373", "canvas", "systemLarge", 350, 350),
    c("954x1373", "canvas", "systemExtraLarge", 726, 350),
    c("954x1373", "device", "systemSmall", 162, 162),
    c("954x1373", "device", "systemMedium", 350, 162),
    c("954x1373", "device", "systemLarge", 350, 350),
    c("954x1373", "device", "systemExtraLarge", 726, 350),
    c("970x1389", "canvas", "systemSmall", 162, 162),
    c("970x1389", "canvas", "systemMedium", 350, 162),
    c("970x1389", "canvas", "systemLarge", 350, 350),
    c("970x1389", "canvas", "systemExtraLarge", 726, 350),
    c("970x1389", "device", "systemSmall", 162, 162),
    c("970x1389", "device", "systemMedium", 350, 162),
    c("970x1389", "device", "systemLarge", 350, 350),
    c("970x1389", "device", "systemExtraLarge", 726, 350),
    c("1024x1366", "canvas", "systemSmall", 170, 170),
    c("1024x1366", "canvas", "systemMedium", 378.5, 170),
    c("1024x1366", "canvas", "systemLarge", 378.5, 378.5),
    c("1024x1366", "canvas", "systemExtraLarge", 795, 378.5),
    c("1024x1366", "device", "systemSmall", 160, 160),
    c("1024x1366", "device", "systemMedium", 356, 160),
    c("1024x1366", "device", "systemLarge", 356, 356),
    c("1024x1366", "device", "systemExtraLarge", 748, 356),
    c("1192x1590", "canvas", "systemSmall", 188, 188),
    c("1192x1590", "canvas", "systemMedium", 412, 188),
    c("1192x1590", "canvas", "systemLarge", 412, 412),
    c("1192x1590", "canvas", "systemExtraLarge", 860, 412),
    c("1192x1590", "device", "systemSmall", 188, 188),
    c("1192x1590", "device", "systemMedium", 412, 188),
    c("1192x1590", "device", "systemLarge", 412, 412),
    c("1192x1590", "device", "systemExtraLarge", 860, 412),
  ]

  /// §5, iPad Lock Screen: measured by FrameUp, nothing published.
  static let iPadLockScreen: [Case] = [
    c("1032x1376", "lock-screen", "systemSmall", 150.5, 150.5),
    c("1032x1376", "lock-screen", "accessoryCircular", 60, 60),
    c("1032x1376", "lock-screen", "accessoryRectangular", 150.5, 60),
    c("1032x1376", "lock-screen", "accessoryInline", 372, 36),
    c("1024x1366", "lock-screen", "systemSmall", 149, 149),
    c("1024x1366", "lock-screen", "accessoryCircular", 59.5, 59.5),
    c("1024x1366", "lock-screen", "accessoryRectangular", 149, 59.5),
    c("1024x1366", "lock-screen", "accessoryInline", 374, 36),
    c("834x1194", "lock-screen", "systemSmall", 152, 152),
    c("834x1194", "lock-screen", "accessoryCircular", 61, 61),
    c("834x1194", "lock-screen", "accessoryRectangular", 152, 61),
    c("834x1194", "lock-screen", "accessoryInline", 372, 36),
    c("834x1112", "lock-screen", "systemSmall", 152, 152),
    c("834x1112", "lock-screen", "accessoryCircular", 61, 61),
    c("834x1112", "lock-screen", "accessoryRectangular", 152, 61),
    c("834x1112", "lock-screen", "accessoryInline", 372, 36),
    c("820x1180", "lock-screen", "systemSmall", 152, 152),
    c("820x1180", "lock-screen", "accessoryCircular", 63, 63),
    c("820x1180", "lock-screen", "accessoryRectangular", 152, 63),
    c("820x1180", "lock-screen", "accessoryInline", 372, 36),
    c("810x1080", "lock-screen", "systemSmall", 146, 146),
    c("810x1080", "lock-screen", "accessoryCircular", 58, 58),
    c("810x1080", "lock-screen", "accessoryRectangular", 146, 58),
    c("810x1080", "lock-screen", "accessoryInline", 372, 36),
    c("768x1024", "lock-screen", "systemSmall", 135.5, 135.5),
    c("768x1024", "lock-screen", "accessoryCircular", 53, 53),
    c("768x1024", "lock-screen", "accessoryRectangular", 135.5, 53),
    c("768x1024", "lock-screen", "accessoryInline", 372, 36),
    c("744x1133", "lock-screen", "systemSmall", 133, 133),
    c("744x1133", "lock-screen", "accessoryCircular", 53.5, 53.5),
    c("744x1133", "lock-screen", "accessoryRectangular", 133, 53.5),
    c("744x1133", "lock-screen", "accessoryInline", 372, 36),
  ]

  /// The JSON cell of `table --host widgetkit` for the case's screen, frame and family.
  static func cell(_ measured: Case, metric: String, os: String = "18") throws -> [String: Any] {
    let result = SizingCLI.execute([
      "table", "--host", "widgetkit", "--metric", metric, "--device", measured.screen,
      "--family", measured.family, "--format", "json", "--os", os,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let rows = try #require(object["rows"] as? [[String: Any]])
    let row = try #require(rows.first { $0["frame"] as? String == measured.frame })
    let cells = try #require(row["cells"] as? [[String: Any]])
    return try #require(cells.first)
  }

  /// The HIG's tables describe iOS 14–18; a screen whose models stopped
  /// earlier is asked under its last: 320x568 at 15 (no iPhone SE 1st
  /// generation or iPod touch on Apple's iOS 16 list), 414x736 at 16 (the
  /// iPhone 8 Plus's last).
  static let lastIOS = ["320x568": "15", "414x736": "16"]

  @Test(arguments: iPhone + iPad)
  func tablePrintsThePublishedSize(_ published: Case) throws {
    for (metric, expected) in [("width", published.width), ("height", published.height)] {
      let cell = try Self.cell(
        published, metric: metric, os: Self.lastIOS[published.screen] ?? "18")
      #expect(cell["family"] as? String == published.family)
      #expect((cell["value"] as? NSNumber)?.doubleValue == expected, "\(metric)")
      #expect(cell["provenance"] as? String == "measured")
      #expect(cell["source"] as? String == "hig-widgets")
      #expect(cell["thirdParty"] as? Bool == false)
    }
  }

  /// Measured on iPadOS 26.5: measured there, carried to iPadOS 17–18 by
  /// FrameUp's finding that iPad frames did not change (derived).
  @Test(arguments: iPadLockScreen)
  func tablePrintsTheThirdPartyMeasurementAsSuch(_ measured: Case) throws {
    for (metric, expected) in [("width", measured.width), ("height", measured.height)] {
      let earlier = try Self.cell(measured, metric: metric, os: "17")
      #expect((earlier["value"] as? NSNumber)?.doubleValue == expected, "\(metric) on 17")
      #expect(earlier["provenance"] as? String == "derived")
      let cell = try Self.cell(measured, metric: metric, os: "26")
      #expect((cell["value"] as? NSNumber)?.doubleValue == expected, "\(metric)")
      #expect(cell["provenance"] as? String == "measured")
      #expect(cell["source"] as? String == "frameup")
      #expect(cell["thirdParty"] as? Bool == true)
      #expect(cell["evidence"] as? String == "third-party")
      #expect((cell["measuredOn"] as? String)?.contains("26.5") == true)
    }
  }
}
