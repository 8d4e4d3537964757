import CPangoCairo
import Foundation
import PangoText
import StackLayout
import Testing

/// Body at Large: 17 pt on a 22 pt leading.
private let body = FontSpec(pointSize: 17, lineHeight: 22)

/// A font file the user brings replaces Inter; Inter stays the default.
@Suite("Font choice")
struct FontChoiceTests {
  /// A real second font Debian ships (`fonts-dejavu-core`, installed by scripts/install-deps).
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  @Test func withoutFilesTheChoiceIsInter() throws {
    let choice = try FontChoice.loading([])
    #expect(choice.family == "Inter")
    #expect(choice.summary == "Inter")
    #expect(PangoTextMeasurer().family == "Inter")
  }

  @Test func aFontFileSetsTheFamilyTextIsMeasuredIn() throws {
    let choice = try FontChoice.loading([Self.dejaVu])
    #expect(choice.family == "DejaVu Sans")
    #expect(choice.summary == "DejaVu Sans (from \(Self.dejaVu))")
    let inter = PangoTextMeasurer()
    let chosen = PangoTextMeasurer()
    let text = TextSpec(text: "Recent Documents", font: body)
    let interWidth = inter.measure(text, maxWidth: nil).width
    // Measured first in Inter, then switched: the cache is not reused.
    let before = chosen.measure(text, maxWidth: nil).width
    chosen.use(choice)
    #expect(chosen.family == "DejaVu Sans")
    #expect(chosen.resolvedFamily(for: body) == "DejaVu Sans")
    #expect(chosen.runFamilies(text) == ["DejaVu Sans"])
    let after = chosen.measure(text, maxWidth: nil).width
    #expect(before == interWidth)
    // DejaVu Sans is a wide face: clearly wider than Inter.
    #expect(after > interWidth + 5)
    #expect(inter.resolvedFamily(for: body) == "Inter")
  }

  @Test func aMissingFileIsNamed() {
    #expect(throws: FontFileError.missing(path: "/nonexistent/SF-Pro.otf")) {
      try FontChoice.loading(["/nonexistent/SF-Pro.otf"])
    }
    #expect(
      FontFileError.missing(path: "x.otf").description == "font file x.otf does not exist")
  }

  @Test func aTextFileNamedTTFIsNotAFont() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fake = directory.appendingPathComponent("Fake.ttf").path
    try Data("not a font\n".utf8).write(to: URL(fileURLWithPath: fake))
    #expect(throws: FontFileError.notAFont(path: fake)) { try FontChoice.loading([fake]) }
    #expect(throws: FontFileError.notAFont(path: directory.path)) {
      try FontChoice.loading([directory.path])
    }
    #expect(
      FontFileError.notAFont(path: fake).description
        == "\(fake) is not a font file fontconfig can use")
  }

  @Test func theFileIsAddedToFontconfigsApplicationFonts() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("MyFont.ttf").path
    try FileManager.default.copyItem(atPath: Self.dejaVu, toPath: copy)
    #expect(try FontChoice.loading([copy]).family == "DejaVu Sans")
    #expect(Self.applicationFontFiles().contains(copy))
  }

  /// A new empty directory under the temporary directory.
  static func scratchDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-choice-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The files of fontconfig's application fonts (FcSetApplication).
  static func applicationFontFiles() -> [String] {
    guard let set = FcConfigGetFonts(nil, FcSetApplication) else { return [] }
    return (0..<Int(set.pointee.nfont)).compactMap { index in
      var file: UnsafeMutablePointer<FcChar8>?
      guard let pattern = set.pointee.fonts[index],
        FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file
      else { return nil }
      return String(cString: file)
    }
  }
}
