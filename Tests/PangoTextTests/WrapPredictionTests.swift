import PangoText
import SeededRandom
import StackLayout
import Testing

/// Long wrapped texts are broken without a Pango layout at each width
/// (`PangoTextMeasurer+Wrapping.swift`): every prediction must be exactly
/// what Pango answers when it lays the text out (line count, width,
/// height, baselines, truncation).
@Suite("PangoTextMeasurer wrap prediction")
struct WrapPredictionTests {
  /// Body, semibold, a small and a large size, and SF Pro's tracking
  /// (negative and positive, as `FontSpec.tracking` carries it).
  static let fonts = [
    FontSpec(pointSize: 17, lineHeight: 20.287, tracking: -0.43),
    FontSpec(pointSize: 17, lineHeight: 20.287, weight: 600, tracking: -0.43),
    FontSpec(pointSize: 11, lineHeight: 13.127, tracking: 0.06),
    FontSpec(pointSize: 28, lineHeight: 33.414, weight: 700, tracking: 0.38),
    FontSpec(pointSize: 15, lineHeight: 18),
  ]

  /// `count` characters: one long word, or words of 1–14 letters (capitals,
  /// digits, punctuation Pango breaks after, accents) with single spaces.
  static func text(_ count: Int, words: Bool, _ random: inout SplitMix64) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzWAVTYfíéüß0123456789.,;:!?-()'")
    var characters: [Character] = []
    var wordLength = 0
    while characters.count < count {
      if words, wordLength > 0, characters.count < count - 1,
        Int(random.next() % 14) < wordLength
      {
        characters.append(" ")
        wordLength = 0
      } else {
        characters.append(letters[Int(random.next() % UInt64(letters.count))])
        wordLength += 1
      }
    }
    return String(characters)
  }

  @Test func predictionsEqualPangoLayouts() {
    let predicting = PangoTextMeasurer()
    let pango = PangoTextMeasurer(predictsTruncation: false)
    var random = SplitMix64(seed: 22)
    var compared = 0
    for (index, font) in Self.fonts.enumerated() {
      for count in [160, 240, 400] {
        for words in [false, true] {
          let text = Self.text(count, words: words, &random)
          for (lines, mode) in [
            (0, LineBreakMode.wordWrapping), (0, .charWrapping), (3, .truncatingTail),
            (4, .wordWrapping),
          ] {
            let spec = TextSpec(text: text, font: font, numberOfLines: lines, lineBreakMode: mode)
            // Widths narrower than a character to wider than the text,
            // fractions included, on a stride that differs per font.
            var widths: [Double] = [0, 3.5, 9]
            var width = 20.0 + Double(index)
            while width < 700 {
              widths.append(width)
              width += 37.3 + Double(index) * 3.1
            }
            for maxWidth in widths {
              let expected = pango.measure(spec, maxWidth: maxWidth)
              let actual = predicting.measure(spec, maxWidth: maxWidth)
              #expect(
                actual == expected,
                "\(font.pointSize) pt \(font.weight), \(count) characters, words \(words), \(lines) lines \(mode) at \(maxWidth) pt: \(text)"
              )
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared > 1_000)
    #expect(pango.predictedWrapCount == 0)
    // Nearly every long text was predicted, not laid out.
    #expect(predicting.predictedWrapCount > compared * 3 / 4)
  }

  @Test func shortTextsAndTextsPangoShapesOtherwiseAreLeftToPango() {
    let measurer = PangoTextMeasurer()
    let long = String(repeating: "word ", count: 40)
    for text in [
      "A short label that wraps", long + "\ttab", long + "日本語", long + "ﬁ ligature 😀",
      long + "العربية",
    ] {
      let spec = TextSpec(text: text, font: Self.fonts[0], numberOfLines: 0)
      for maxWidth in stride(from: 40.0, to: 300, by: 50) {
        _ = measurer.measure(spec, maxWidth: maxWidth)
      }
    }
    #expect(measurer.predictedWrapCount == 0)
  }

  @Test func oneLongWordBreaksBetweenCharactersIntoTheLinesPangoMakes() {
    // 1,000 characters of one word at body size in 300 pt: about 0.55 em
    // per character is 9.35 pt, so some 32 characters a line and 31–32 lines.
    let predicting = PangoTextMeasurer()
    let pango = PangoTextMeasurer(predictsTruncation: false)
    let spec = TextSpec(
      text: String(repeating: "abcdefghij", count: 100), font: Self.fonts[0], numberOfLines: 0)
    let expected = pango.measure(spec, maxWidth: 300)
    #expect(predicting.measure(spec, maxWidth: 300) == expected)
    #expect((25...40).contains(expected.lineCount))
    #expect(predicting.predictedWrapCount == 1)
  }
}
