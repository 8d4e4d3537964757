import PangoText
import StackLayout
import Testing

/// Body at Large: 17 pt on a 22 pt leading.
private let body = FontSpec(pointSize: 17, lineHeight: 22)

/// Emoji come from Noto Color Emoji (`fonts-noto-color-emoji`); characters
/// no installed font has are counted as missing glyphs, with their code points.
@Suite("Glyph coverage")
struct GlyphCoverageTests {
  let measurer = PangoTextMeasurer()
  /// Noto Color Emoji's advance: every glyph is 2550 units wide on a
  /// 2048-unit em (its `hmtx` and `head` tables, read with a script).
  static let emojiAdvance = 2550.0 / 2048
  /// CUNEIFORM SIGN A: no font in the project's installs covers it
  /// (`fc-list ':charset=12000'` is empty).
  static let cuneiform: Unicode.Scalar = "\u{12000}"

  @Test func anEmojiFallsBackToNotoColorEmoji() {
    let families = measurer.runFamilies(TextSpec(text: "Done 🙂", font: body))
    #expect(families == ["Inter", "Noto Color Emoji"])
  }

  @Test func anEmojiIsMeasuredAtNotoAdvanceNotAsABox() {
    for size in [17.0, 34.0] {
      let font = FontSpec(pointSize: size, lineHeight: size * 1.3)
      let metrics = measurer.measure(TextSpec(text: "🙂", font: font), maxWidth: nil)
      #expect(abs(metrics.width - size * Self.emojiAdvance) < 0.05, "at \(size) pt")
      #expect(metrics.missingGlyphs == 0)
      #expect(metrics.missingCharacters.isEmpty)
    }
  }

  @Test func aCharacterNoFontHasIsCountedWithItsCodePoint() {
    let text = "A\(Self.cuneiform)B\(Self.cuneiform)\u{10000}"
    let metrics = measurer.measure(TextSpec(text: text, font: body), maxWidth: nil)
    #expect(metrics.missingGlyphs == 3)
    #expect(metrics.missingCharacters == [Self.cuneiform, "\u{10000}"])
    // The hex box is not an emoji's width.
    let box = measurer.measure(TextSpec(text: "\(Self.cuneiform)", font: body), maxWidth: nil)
    #expect(box.missingGlyphs == 1)
    #expect(abs(box.width - 17 * Self.emojiAdvance) > 1)
  }

  @Test func plainTextHasNoMissingGlyphs() {
    let metrics = measurer.measure(TextSpec(text: "Recent Documents", font: body), maxWidth: nil)
    #expect(metrics.missingGlyphs == 0)
  }

  @Test(arguments: [true, false])
  func aMissingCharacterCutOffByTheEllipsisIsNotCounted(predicts: Bool) {
    let measurer = PangoTextMeasurer(predictsTruncation: predicts)
    let text = TextSpec(text: "Quarterly report \(Self.cuneiform)", font: body)
    #expect(measurer.measure(text, maxWidth: nil).missingGlyphs == 1)
    let cut = measurer.measure(text, maxWidth: 60)
    #expect(cut.isTruncated)
    #expect(cut.missingGlyphs == 0)
    #expect(cut.missingCharacters.isEmpty)
  }
}
