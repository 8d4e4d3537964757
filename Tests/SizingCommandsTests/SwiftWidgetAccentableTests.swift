import Foundation
import SizingCommands
import Testing

/// SwiftUI's `.widgetAccentable()` in a widget's Swift sources (issue 23):
/// `.widgetAccentable()` and `.widgetAccentable(true)` become the JSON
/// modifier `{"widgetAccentable": true}`, `.widgetAccentable(false)` leaves
/// the view as it is, so an accented render tints exactly those views.
@Suite struct SwiftWidgetAccentableTests {
  /// Three 42-pt bands of the 126-pt content of a 158-pt systemSmall on
  /// 390x844 (16-pt margins): a and c accentable, b not.
  static let source = """
    import SwiftUI
    import WidgetKit

    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
      func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    }

    struct BandsView: View {
      var entry: Entry
      var body: some View {
        VStack(spacing: 0) {
          Color.red.accessibilityIdentifier("a").widgetAccentable()
          Color.green.accessibilityIdentifier("b").widgetAccentable(false)
          Color.blue.accessibilityIdentifier("c").widgetAccentable(true)
        }
      }
    }

    struct BandsWidget: Widget {
      var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Bands", provider: Provider()) { entry in
          BandsView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
      }
    }
    """

  static func write() throws -> String {
    let directory = NSTemporaryDirectory() + "accentable-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try source.write(toFile: directory + "/Bands.swift", atomically: true, encoding: .utf8)
    return directory + "/Bands.swift"
  }

  /// The ids of the views whose modifiers hold `{"widgetAccentable": true}`.
  static func accentable(_ node: Any) -> [String] {
    if let array = node as? [Any] { return array.flatMap(accentable) }
    guard let object = node as? [String: Any] else { return [] }
    let modifiers = object["modifiers"] as? [[String: Any]] ?? []
    let own =
      modifiers.contains { $0["widgetAccentable"] as? Bool == true }
      ? [object["id"] as? String ?? "?"] : []
    return own + object.filter { $0.key != "modifiers" }.values.flatMap(accentable)
  }

  @Test func importWritesTheModifierOnExactlyTheMarkedViews() throws {
    let path = try Self.write()
    let result = SizingCLI.execute(["import", path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    #expect(Self.accentable(json).sorted() == ["a", "c"])
    #expect(!result.stderr.contains("widgetAccentable does not change layout"), "\(result.stderr)")
  }

  /// Accented: a and c in the accent colour #5AC8FA (the dark palette's
  /// tint), b white; full colour: no accent pixel at all.
  @Test func anAccentedRenderTintsExactlyTheMarkedViews() throws {
    let path = try Self.write()
    func render(_ mode: String) throws -> PNGImage {
      let out = NSTemporaryDirectory() + "accentable-\(UUID().uuidString).png"
      defer { try? FileManager.default.removeItem(atPath: out) }
      let result = SizingCLI.execute([
        "render", "--host", "widgetkit", "--widget", path, "--family", "systemSmall",
        "--device", "390x844", "--category", "L", "--rendering-mode", mode, "--out", out,
      ])
      #expect(result.exitCode == 0, "\(result.stderr)")
      return try #require(PNGImage(path: out))
    }
    func count(_ image: PNGImage, _ colour: UInt32) -> Int {
      var found = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x, y) == colour { found += 1 }
      }
      return found
    }
    let accented = try render("accented")
    // Two bands of 126 × 42 px at zoom 1 (give or take an antialiased
    // edge row), not three: b is not tinted.
    let accent = count(accented, 0x5AC8FA)
    #expect(accent > 2 * 126 * 40 && accent < 2 * 126 * 43, "\(accent)")
    #expect(count(try render("full-color"), 0x5AC8FA) == 0)
  }
}
