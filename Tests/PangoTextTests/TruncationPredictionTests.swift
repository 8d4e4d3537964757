import PangoText
import StackLayout
import Testing

/// The truncation shortcut (`PangoTextMeasurer(predictsTruncation:)`) must
/// answer exactly what Pango answers when it lays the label out.
@Suite("PangoTextMeasurer truncation prediction")
struct TruncationPredictionTests {
  /// Latin titles of the reference widget and harder cases: accents, an
  /// en dash, trailing and leading spaces, a text ending in an ellipsis,
  /// one long word, and texts the shortcut must leave to Pango.
  static let texts = [
    "Annual Report 2016.pdf", "Lease Agreement – Signed.pdf", "Boarding Pass ZRH–SFO.pdf",
    "Scan Document", "Edited today, 09:41", "Ünïcödé façade naïve", "trailing space ",
    " leading space", "ends in…", "WWWWWWWWWWWWWWWWWWWWWWWW", "a",
    "Tab\there", "Line\nbreak", "日本語のテキスト", "Mixed 日本 text", "Emoji 😀 inside",
    "العربية نص", "Mixed עברית text",
  ]

  static let fonts = [
    FontSpec(pointSize: 11, lineHeight: 13), FontSpec(pointSize: 17, lineHeight: 22),
    FontSpec(pointSize: 17, lineHeight: 22, weight: 600),
    FontSpec(pointSize: 23, lineHeight: 29), FontSpec(pointSize: 53, lineHeight: 64),
  ]

  @Test func predictionsEqualPangoLayoutsAtEveryWidth() {
    let predicting = PangoTextMeasurer()
    let pango = PangoTextMeasurer(predictsTruncation: false)
    var compared = 0
    for text in Self.texts {
      for font in Self.fonts {
        for lines in [1, 2, 0] {
          let spec = TextSpec(text: text, font: font, numberOfLines: lines)
          let natural = pango.measure(spec, maxWidth: nil)
          // Widths from none to past the natural width, with fractions and
          // widths around the ellipsis's own width.
          var widths: [Double] = [0, 0.5, 3, 5.999, 6, 7.25, 12, 85.33333333333333]
          var width = 9.0
          while width < natural.width + 12 {
            widths.append(width)
            width += 4.37
          }
          widths.append(natural.width)
          widths.append(natural.width - 1.0 / 1024)
          for maxWidth in widths {
            let expected = pango.measure(spec, maxWidth: maxWidth)
            let actual = predicting.measure(spec, maxWidth: maxWidth)
            #expect(
              actual == expected, "\(text) \(font.pointSize) pt, \(lines) lines at \(maxWidth) pt")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 3000)
    #expect(pango.predictedCount == 0)
    // The shortcut answered most one-line truncations of the Latin texts.
    #expect(predicting.predictedCount > 500)
  }

  @Test func textsPangoTreatsDifferentlyAreLeftToPango() {
    let measurer = PangoTextMeasurer()
    for text in ["Tab\there", "Line\nbreak", "日本語のテキスト", "Mixed 日本 text", "العربية نص"] {
      let spec = TextSpec(text: text, font: Self.fonts[1], numberOfLines: 1)
      for maxWidth in stride(from: 10.0, to: 60, by: 7) {
        _ = measurer.measure(spec, maxWidth: maxWidth)
      }
    }
    #expect(measurer.predictedCount == 0)
  }

  @Test func aTruncatedOneLineLabelIsExactlyItsWidthWide() {
    let measurer = PangoTextMeasurer()
    let spec = TextSpec(text: "Lease Agreement – Signed.pdf", font: Self.fonts[1])
    let metrics = measurer.measure(spec, maxWidth: 183)
    #expect(metrics.isTruncated && metrics.lineCount == 1)
    #expect(metrics.width == 183)
    #expect(metrics.height == 22)
    #expect(measurer.predictedCount == 1)
  }
}
