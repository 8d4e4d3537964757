import Foundation
import SizingCommands
import Testing

/// `render --host widgetkit` draws the rendering modes and appearances, and
/// a widget at the size people see it, checked in the PNG's pixels.
@Suite struct WidgetKitRenderingModeTests {
  static func render(_ arguments: [String]) throws -> PNGImage {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("wk-mode-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = SizingCLI.execute(
      ["render", "--host", "widgetkit", "--family", "systemSmall", "--category", "L", "--out", out]
        + arguments)
    #expect(result.exitCode == 0, "\(result.stderr)")
    return try #require(PNGImage(path: out))
  }

  /// The most frequent colour that is not the sheet's white: the card's fill.
  static func cardColour(_ image: PNGImage) -> UInt32 {
    var counts: [UInt32: Int] = [:]
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x, y) != 0xFFFFFF {
        counts[image.pixel(x, y), default: 0] += 1
      }
    }
    return counts.max { $0.value < $1.value }?.key ?? 0
  }

  static func close(_ pixel: UInt32, _ red: Double, _ green: Double, _ blue: Double) -> Bool {
    let channels = [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF].map(Double.init)
    return zip(channels, [red, green, blue]).allSatisfy { abs($0 - $1 * 255) <= 1 }
  }

  /// Full colour: the light card #F4F4F6, the dark one #2A2A31 (the
  /// palettes); accented: the dark palette's accent #5AC8FA at a quarter of
  /// its brightness; vibrant: a 15 % white backing over #1C1C22, rounded to
  /// (0.235, 0.235, 0.263).
  @Test func eachModeAndAppearanceFillsTheCardAsItsRuleSays() throws {
    let light = Self.cardColour(try Self.render(["--device", "390x844"]))
    #expect(light == 0xF4F4F6)
    let dark = Self.cardColour(try Self.render(["--device", "390x844", "--appearance", "dark"]))
    #expect(dark == 0x2A2A31)
    let accented = Self.cardColour(
      try Self.render(["--device", "390x844", "--os", "18", "--rendering-mode", "accented"]))
    let quarter: (Double, Double, Double) = (90 / 255 * 0.25, 200 / 255 * 0.25, 250 / 255 * 0.25)
    #expect(Self.close(accented, quarter.0, quarter.1, quarter.2))
    let vibrant = Self.cardColour(
      try Self.render(["--device", "390x844", "--rendering-mode", "vibrant"]))
    #expect(Self.close(vibrant, 0.235, 0.235, 0.263))
  }

  /// StandBy draws the 158-pt small widget at 358 pt (min(390 − 32,
  /// (844 − 48) ÷ 2)), so its sheet is 200 px wider at zoom 1 than the
  /// Home Screen's; an iPad draws its 155-pt canvas at the 136-pt device
  /// frame (HIG, 820×1180), 19 px narrower than it is laid out.
  @Test func theWidgetIsDrawnAtTheSizePeopleSee() throws {
    let home = try Self.render(["--device", "390x844", "--os", "17"])
    let standBy = try Self.render(["--device", "390x844", "--os", "17", "--placement", "standby"])
    #expect(standBy.width - home.width == 200)
    #expect(standBy.height - home.height == 200)
  }

  /// `"widgetAccentable": true` in a SwiftUI tree: in the accented mode the
  /// marked red block takes the accent colour (#5AC8FA) and the unmarked
  /// green one turns white; in full colour both keep their colours.
  @Test func widgetAccentableTakesTheAccentColour() throws {
    let widget = #"""
      {"version": 2, "appName": "K", "widgetKit": {"families": {"systemSmall": {
        "layout": "swiftui", "type": "vstack", "spacing": 0, "items": [
          {"type": "color", "id": "a", "color": "#ff0000", "modifiers": [{"widgetAccentable": true}]},
          {"type": "color", "id": "b", "color": "#00ff00"}]}}}}
      """#
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("wk-accent-\(UUID().uuidString).json").path
    try widget.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    func count(_ image: PNGImage, _ colour: UInt32) -> Int {
      var found = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x, y) == colour { found += 1 }
      }
      return found
    }
    let accented = try Self.render([
      "--widget", path, "--device", "390x844", "--rendering-mode", "accented",
    ])
    // Each block is half of the 126-pt content: 126 × 63 px at zoom 1.
    #expect(count(accented, 0x5AC8FA) > 126 * 60)
    #expect(count(accented, 0xFF0000) == 0 && count(accented, 0x00FF00) == 0)
    let full = try Self.render(["--widget", path, "--device", "390x844"])
    #expect(count(full, 0xFF0000) > 126 * 60 && count(full, 0x00FF00) > 126 * 60)
  }
}
