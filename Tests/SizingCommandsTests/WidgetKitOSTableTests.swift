import Foundation
import SizingCommands
import Testing

/// `table --host widgetkit --os V` reproduces every frame the research notes
/// (shared/notes/widgetkit-sizes.md) give for iOS 18 on the 2024 screens and
/// for iOS 26, one by one, each naming its source: FrameUp's iOS 26/27
/// measurements (§2a system families, §3 Lock Screen, pixels ÷ scale as the
/// notes convert them), FrameUp's iOS 18.6 spot checks of 402×874 and
/// 440×956 (§2), Zeryck's iOS 18 large-icon frames on 393×852 (§10).
@Suite struct WidgetKitOSTableTests {
  struct Case: CustomStringConvertible, Sendable {
    var os: String
    var screen: String
    var family: String
    var width: Double
    var height: Double
    var source: String
    var icons = "small"
    var description: String {
      "iOS \(os) \(screen) \(family) \(width)×\(height) [\(source)]"
        + (icons == "large" ? " large icons" : "")
    }
  }

  /// The three system families of one row: small S×S, medium M×S, large M×L.
  static func row(
    _ os: String, _ screen: String, _ s: Double, _ m: Double, _ l: Double,
    _ source: String, icons: String = "small"
  ) -> [Case] {
    [
      Case(
        os: os, screen: screen, family: "systemSmall", width: s, height: s, source: source,
        icons: icons),
      Case(
        os: os, screen: screen, family: "systemMedium", width: m, height: s, source: source,
        icons: icons),
      Case(
        os: os, screen: screen, family: "systemLarge", width: m, height: l, source: source,
        icons: icons),
    ]
  }

  /// The three accessory families of one row: circular C×C, rectangular
  /// R×H, inline I×36 (§3: "36 points tall on every one of them").
  static func lock(_ screen: String, _ c: Double, _ r: Double, _ h: Double, _ i: Double) -> [Case] {
    [
      Case(
        os: "26", screen: screen, family: "accessoryCircular", width: c, height: c,
        source: "frameup"),
      Case(
        os: "26", screen: screen, family: "accessoryRectangular", width: r, height: h,
        source: "frameup"),
      Case(
        os: "26", screen: screen, family: "accessoryInline", width: i, height: 36, source: "frameup"
      ),
    ]
  }

  /// §2a, FrameUp `iPhoneiOS26`: iPhone system families on iOS 26/27.
  static let iOS26 =
    row("26", "440x956", 176.67, 378, 394, "frameup")
    + row("26", "430x932", 174.67, 372, 388, "frameup")
    + row("26", "428x926", 174.33, 371.67, 387, "frameup")
    + row("26", "420x912", 172.67, 366.67, 382, "frameup")
    + row("26", "414x896", 166.5, 356, 371.5, "frameup")
    + row("26", "414x896@3x", 171.33, 362.67, 378, "frameup")
    + row("26", "402x874", 164.33, 349.67, 365, "frameup")
    + row("26", "393x852", 162.67, 344.67, 360, "frameup")
    + row("26", "390x844", 162, 342, 358, "frameup")
    + row("26", "375x812", 159, 333.67, 349, "frameup")
    + row("26", "375x667", 146, 319, 318, "frameup")

  /// §3, FrameUp `iPhoneiOS26LockScreen`: the accessory families on iOS 26.
  static let iOS26LockScreen =
    lock("440x956", 60, 158, 60, 370) + lock("430x932", 60, 158, 60, 370)
    + lock("428x926", 60, 156, 60, 364) + lock("420x912", 57.67, 153, 57.67, 360)
    + lock("414x896@3x", 63.67, 156.67, 63.67, 358) + lock("414x896", 60, 154, 60, 358)
    + lock("402x874", 58, 148, 58, 342) + lock("393x852", 58, 147.67, 58, 341)
    + lock("390x844", 58, 146, 58, 336) + lock("375x812", 58, 143, 58, 327)
    + lock("375x667", 56, 141, 56, 323)

  /// §2 (FrameUp's iOS 18.6 spot checks: 402×874 resolves to the 393×852
  /// row, 440×956 to the 430×932 row) and §10 (Zeryck, large icons on 393×852).
  static let iOS18 =
    row("18", "402x874", 158, 338, 354, "frameup") + row("18", "440x956", 170, 364, 382, "frameup")
    + row("18", "393x852", 165, 349, 349, "zeryck", icons: "large")

  static func cell(_ measured: Case, metric: String) throws -> [String: Any] {
    let result = SizingCLI.execute([
      "table", "--host", "widgetkit", "--metric", metric, "--device", measured.screen,
      "--family", measured.family, "--format", "json", "--os", measured.os,
      "--icons", measured.icons,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["os"] as? String == measured.os)
    let rows = try #require(object["rows"] as? [[String: Any]])
    let cells = try #require(rows.first?["cells"] as? [[String: Any]])
    return try #require(cells.first)
  }

  @Test(arguments: iOS26 + iOS26LockScreen + iOS18)
  func tablePrintsTheMeasuredFrame(_ measured: Case) throws {
    for (metric, expected) in [("width", measured.width), ("height", measured.height)] {
      let cell = try Self.cell(measured, metric: metric)
      #expect((cell["value"] as? NSNumber)?.doubleValue == expected, "\(metric)")
      #expect(cell["provenance"] as? String == "measured")
      #expect(cell["source"] as? String == measured.source)
      #expect(cell["evidence"] as? String == "third-party")
    }
  }

  /// §10: Zeryck measures 162 / 344 / 366 for 402×874 on iOS 18, FrameUp's
  /// probe the 393×852 row; the model keeps FrameUp's and shows Zeryck's.
  @Test func theIOS18ConflictOn402x874IsShownWithTheChoice() throws {
    let small = Case(
      os: "18", screen: "402x874", family: "systemLarge", width: 338, height: 354,
      source: "frameup")
    let cell = try Self.cell(small, metric: "height")
    let conflicts = try #require(cell["conflicts"] as? [[String: Any]])
    #expect(conflicts.map { ($0["value"] as? NSNumber)?.doubleValue } == [366])
    #expect(conflicts.first?["source"] as? String == "zeryck")
    let sources = SizingCLI.execute(["sources"]).stdout
    #expect(
      sources.contains(
        "WidgetKit systemLarge device frame on 402x874, iOS 18: 344 × 366 pt [zeryck"))
    #expect(sources.contains("the model keeps 338 × 354 pt [frameup]"))
  }

  /// On iOS 26 the iPhone frames are FrameUp's, so the HIG's iOS 18 value
  /// is no conflict there (a different OS), and the 402×874 iOS 18 one
  /// neither.
  @Test func conflictsBelongToTheirOS() throws {
    let large = Case(
      os: "26", screen: "402x874", family: "systemLarge", width: 349.67, height: 365,
      source: "frameup")
    #expect(try Self.cell(large, metric: "height")["conflicts"] == nil)
  }
}
