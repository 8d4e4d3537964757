import Foundation
import SizingCommands
import Testing

/// `layout`, `check` and `render` take the WidgetKit OS, placement and
/// icon size, and refuse what did not exist, with the reason (exit 64).
@Suite struct WidgetKitPlacementCommandTests {
  static let pdf = "Data/widgets/pdf-viewer-widgetkit.json"

  /// A size member's number: `{"width": {"value": 158, …}}`.
  static func value(_ object: [String: Any], _ key: String, _ side: String = "width") -> Double? {
    ((object[key] as? [String: Any])?[side] as? [String: Any])?["value"] as? Double
  }

  static func layoutJSON(_ arguments: [String]) throws -> [String: Any] {
    let result = SizingCLI.execute(
      ["layout", "--widget", pdf, "--format", "json"] + arguments)
    #expect(result.exitCode == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// §10: iOS 18 large icons on 393×852 give a 165-pt small widget (Zeryck);
  /// 16-pt margins on each side (HIG) leave 165 − 32 = 133 pt of content.
  @Test func layoutUsesTheLargeIconFrame() throws {
    let object = try Self.layoutJSON([
      "--family", "systemSmall", "--device", "iPhone 16", "--os", "18", "--icons", "large",
    ])
    #expect(Self.value(object, "frame") == 165)
    let content = try #require(object["content"] as? [String: Any])
    #expect(content["width"] as? Double == 133)
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment["icons"] as? String == "large")
    #expect(environment["screen"] as? String == "393x852")
  }

  /// An iPad lays the widget out in its canvas and shows it in the device
  /// frame (HIG: 820×1180 canvas 155, device 136).
  ///
  @Test func anIPadLaysOutInTheCanvasAndShowsTheDeviceFrame() throws {
    let home = try Self.layoutJSON(["--family", "systemSmall", "--device", "820x1180"])
    #expect(Self.value(home, "frame") == 155)
    #expect(Self.value(home, "shown") == 136)
    #expect(home["shownFrame"] as? String == "device")
  }

  /// Before iOS 17 the system adds no margins, so the content is the frame.
  @Test func iOS16HasNoMargins() throws {
    let object = try Self.layoutJSON([
      "--family", "systemMedium", "--device", "390x844", "--os", "16",
    ])
    let content = try #require(object["content"] as? [String: Any])
    #expect(content["width"] as? Double == 338)
    #expect(content["x"] as? Double == 0)
  }

  @Test(arguments: [
    (
      ["--family", "systemSmall", "--device", "420x912", "--os", "18"],
      "420x912 (iPhone Air) runs iOS 26 and later; --os 18 is outside it"
    ),
    (
      ["--family", "systemSmall", "--device", "390x844", "--os", "17", "--icons", "large"],
      "large Home Screen icons arrived in iOS 18"
    ),
    (
      ["--family", "systemSmall", "--device", "390x844", "--placement", "lock-screen"],
      "systemSmall does not appear on the iPhone Lock Screen"
    ),
    (
      [
        "--family", "systemSmall", "--device", "820x1180", "--os", "14", "--placement",
        "home-screen",
      ], "appears on the iPad Home Screen from iPadOS 15"
    ),
    (
      ["--family", "systemMedium", "--device", "390x844", "--placement", "standby"],
      "systemMedium does not appear on the iPhone StandBy"
    ),
    (["--family", "systemSmall", "--device", "iphone-16-pr"], "did you mean 'iPhone 16 Pro'?"),
  ])
  func impossibleCombinationsAreRefusedWithTheReason(arguments: [String], message: String) {
    let result = SizingCLI.execute(["layout", "--widget", Self.pdf] + arguments)
    #expect(result.exitCode == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// `check --grid` for WidgetKit: one screens × text sizes table per
  /// family; on iOS 26 the iPhone Air's 420×912 is among the screens.
  @Test func checkGridPrintsScreensByTextSizesPerFamily() {
    let result = SizingCLI.execute([
      "check", Self.pdf, "--os", "26", "--family", "systemSmall", "--grid", "family-clipped",
      "--fail-on", "never",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("family-clipped: cells with a finding, by family, screen"))
    #expect(result.stdout.contains("systemSmall:\nscreen"))
    #expect(result.stdout.contains("\n420x912 "))
    #expect(result.stdout.contains("\n834x1194 canvas "))
  }

  /// The StandBy placement lays the small widget out in its Home Screen
  /// frame; the layout says it is shown scaled (an estimate).
  @Test func standByShowsTheSmallWidgetScaledUp() throws {
    let object = try Self.layoutJSON([
      "--family", "systemSmall", "--device", "390x844", "--os", "17", "--placement", "standby",
    ])
    #expect(Self.value(object, "frame") == 158)
    // min(390 − 2 × 16, (844 − 3 × 16) ÷ 2) = min(358, 398) = 358.
    #expect(Self.value(object, "shown") == 358)
    let shown = try #require(object["shown"] as? [String: Any])
    #expect((shown["width"] as? [String: Any])?["provenance"] as? String == "estimated")
  }
}
