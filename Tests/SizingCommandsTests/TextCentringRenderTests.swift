import Foundation
import SizingCommands
import Testing

/// `render` draws a label that a `fill` stack stretches taller than its
/// text with the text centred in it, as UILabel does (text-metrics note §2),
/// not at its top.
@Suite struct TextCentringRenderTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("centring-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// A compact section of a red 80 × 60-pt block beside a body label "HHHH",
  /// aligned by `alignment`, without margins (`Tests/Fixtures/stretched-label.json`).
  static func widget(alignment: String) throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/stretched-label.json").standardized
    return try String(contentsOf: fixture, encoding: .utf8)
      .replacingOccurrences(of: "ALIGNMENT", with: alignment)
  }

  /// The sheet for `alignment`, and its dark (text-coloured) pixels.
  func darkPixels(alignment: String) throws -> Set<Int> {
    let file = folder.appendingPathComponent("\(alignment).json")
    try Self.widget(alignment: alignment).write(to: file, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("\(alignment).png").path
    let result = SizingCLI.execute([
      "render", "--out", out, "--widget", file.path, "--device", "iphone-8", "--category", "L",
      "--zoom", "2",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let image = try #require(PNGImage(path: out))
    var dark = Set<Int>()
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x, y)
        if p >> 16 & 0xFF < 0x60 && p >> 8 & 0xFF < 0x60 && p & 0xFF < 0x60 {
          dark.insert(y * 100_000 + x)
        }
      }
    }
    return dark
  }

  @Test func aStretchedLabelDrawsItsTextCentred() throws {
    // The two sheets differ only in where the label's text is: the pixels dark
    // in one sheet and not the other are that text.
    let topSheet = try darkPixels(alignment: "top")
    let fillSheet = try darkPixels(alignment: "fill")
    let top = try #require(topSheet.subtracting(fillSheet).map { $0 / 100_000 }.max())
    let stretched = try #require(fillSheet.subtracting(topSheet).map { $0 / 100_000 }.max())
    // At Large on an iPhone 8 the compact section is 110 pt; the label is 20.5 pt
    // (body: 17 × 2444/2048 up to the @2x grid) at the top, or 110 pt under fill,
    // its text then (110 − 20.5) / 2 = 44.75 pt lower: 89.5 px at zoom 2.
    #expect(abs(Double(stretched - top) - 89.5) <= 1.5)
  }
}
