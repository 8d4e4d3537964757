import PangoText
import StackLayout
import Testing

/// Shrinking (`minimumScaleFactor`) and tightening, checked against
/// measurements of the same text at other sizes: the rules are in
/// `PangoTextMeasurer+Fitting.swift` and Text.md.
@Suite("Text fitting")
struct TextFittingTests {
  let measurer = PangoTextMeasurer()
  /// Large title at Large: 34 pt, tracking +12/1000 em.
  let title = FontSpec(
    pointSize: 34, lineHeight: 34.0 * 2444 / 2048, ascender: 34.0 * 1950 / 2048,
    tracking: 34 * 12 / 1000)

  func width(_ text: String, _ font: FontSpec) -> Double {
    measurer.measure(TextSpec(text: text, font: font), maxWidth: nil).width
  }

  @Test func oneLineShrinksToTheLargestScaleThatFits() {
    let text = "12,345 steps"
    let natural = width(text, title)
    let room = (natural * 0.7).rounded()
    let spec = TextSpec(text: text, font: title, minimumScaleFactor: 0.5)
    let metrics = measurer.measure(spec, maxWidth: room)
    #expect(!metrics.isTruncated && metrics.lineCount == 1)
    #expect(metrics.fontScale < 1 && metrics.fontScale >= 0.5)
    // Fits at the scale found (to Pango's 1/1024-pt font sizes), and does not fit
    // 0.5 % larger: the largest.
    #expect(width(text, title.scaled(by: metrics.fontScale)) <= room + 0.01)
    #expect(width(text, title.scaled(by: metrics.fontScale * 1.005)) > room)
    // The label keeps its full-size line height.
    #expect(metrics.height == title.lineHeight)
  }

  @Test func textThatDoesNotFitAtTheMinimumIsCutAtTheMinimum() {
    let text = "12,345 steps"
    let room = (width(text, title) * 0.4).rounded()
    let metrics = measurer.measure(
      TextSpec(text: text, font: title, minimumScaleFactor: 0.5), maxWidth: room)
    #expect(metrics.fontScale == 0.5 && metrics.isTruncated)
  }

  @Test func severalLinesShrinkUntilTheyFitTheLineLimit() {
    let text = "A headline that needs three lines here"
    let room = width(text, title) / 2.5
    let spec = TextSpec(text: text, font: title, numberOfLines: 2, minimumScaleFactor: 0.3)
    let metrics = measurer.measure(spec, maxWidth: room)
    #expect(!metrics.isTruncated && metrics.lineCount == 2)
    let fitted = TextSpec(text: text, font: title.scaled(by: metrics.fontScale), numberOfLines: 2)
    #expect(!measurer.measure(fitted, maxWidth: room).isTruncated)
    // Bisection to 1/128 of the range: a step larger no longer fits.
    let larger = TextSpec(
      text: text, font: title.scaled(by: metrics.fontScale + 0.7 / 64), numberOfLines: 2)
    #expect(measurer.measure(larger, maxWidth: room).isTruncated)
  }

  @Test func tighteningFitsTextUpToFivePercentWiderAndNoMore() {
    let text = "Episode 213: Glanceable Numbers"
    let natural = width(text, title)
    let tight = TextSpec(text: text, font: title, allowsTightening: true)
    // 3 % too wide: drawn exactly as wide as the line, not cut.
    let close = measurer.measure(tight, maxWidth: natural / 1.03)
    #expect(!close.isTruncated && abs(close.width - natural / 1.03) < 1e-9)
    #expect(abs(close.tightening - (natural - natural / 1.03)) < 1e-9)
    // The drawn spec (letters closer) fits without being cut.
    let drawn = tight.drawn(as: close)
    #expect(!measurer.measure(drawn, maxWidth: natural / 1.03 + 0.001).isTruncated)
    // 6 % too wide: cut as before.
    #expect(measurer.measure(tight, maxWidth: natural / 1.06).isTruncated)
  }
}
