import CPangoCairo
import PangoText
import StackLayout
import Testing

/// Body at Large as UIKit reports it (text-metrics note §1): 17 pt, a line of
/// 17 × 2444/2048, ascender 17 × 1950/2048; the text style's leading between
/// lines 22 − 20.287109375; SF Pro's tracking at 17 pt, −26/1000 em.
private let body = FontSpec(
  pointSize: 17, lineHeight: 17.0 * 2444 / 2048, ascender: 17.0 * 1950 / 2048,
  leading: 22 - 17.0 * 2444 / 2048, tracking: 17 * -26 / 1000)

@Suite("iOS line metrics")
struct IOSLineMetricsTests {
  let measurer = PangoTextMeasurer()

  @Test func oneLineIsTheFontsLineHeightWithItsBaselineAtTheAscender() {
    let metrics = measurer.measure(TextSpec(text: "Annual Report", font: body), maxWidth: nil)
    #expect(metrics.height == 20.287109375)
    #expect(metrics.firstBaseline == 17.0 * 1950 / 2048)
    #expect(metrics.lastBaseline == metrics.firstBaseline)
  }

  @Test func linesAdvanceByLineHeightPlusLeadingPlusLineSpacing() {
    // Three lines ("\n"-separated): 3 × 20.287109375 + 2 × 1.712890625 = 64.287109375;
    // with 4 pt of line spacing, 8 more.
    let three = TextSpec(text: "One\nTwo\nThree", font: body, numberOfLines: 0)
    let metrics = measurer.measure(three, maxWidth: nil)
    #expect(metrics.lineCount == 3)
    #expect(abs(metrics.height - 64.287109375) < 1e-9)
    #expect(abs(metrics.lastBaseline - metrics.firstBaseline - 2 * 22) < 1e-9)
    var spaced = three
    spaced.lineSpacing = 4
    #expect(abs(measurer.measure(spaced, maxWidth: nil).height - 72.287109375) < 1e-9)
  }

  @Test func trackingNarrowsTextByItsValueBetweenEveryTwoLetters() {
    // "Widget": 6 letters, 5 gaps; Pango puts letter spacing between graphemes.
    var plain = body
    plain.tracking = 0
    let tracked = measurer.measure(TextSpec(text: "Widget", font: body), maxWidth: nil).width
    let untracked = measurer.measure(TextSpec(text: "Widget", font: plain), maxWidth: nil).width
    #expect(abs((untracked - tracked) - 5 * 0.442) < 0.01)
  }

  @Test func textAsWideAsItsMeasuredWidthFitsThatWidthWithPositiveTracking() {
    // Caption 1 at AX3, 32 pt: tracking +13/1000 em = 0.416 pt.
    let font = FontSpec(pointSize: 32, lineHeight: 38.1875, ascender: 30.46875, tracking: 0.416)
    let spec = TextSpec(text: "Monday, 07:15", font: font)
    let natural = measurer.measure(spec, maxWidth: nil)
    let atWidth = measurer.measure(spec, maxWidth: natural.width)
    #expect(!atWidth.isTruncated && atWidth.width == natural.width)
    #expect(measurer.measure(spec, maxWidth: natural.width - 2).isTruncated)
  }

  @Test func allNineWeightsResolveToInterAtThatWeight() {
    for weight in stride(from: 100, through: 900, by: 100) {
      var font = body
      font.weight = weight
      #expect(measurer.resolvedFamily(for: font) == "Inter", "weight \(weight)")
    }
    var black = body
    black.weight = 900
    var thin = body
    thin.weight = 100
    let text = "Heavy weights are wider"
    #expect(
      measurer.measure(TextSpec(text: text, font: black), maxWidth: nil).width
        > measurer.measure(TextSpec(text: text, font: thin), maxWidth: nil).width + 10)
  }

  @Test func italicAndTabularDigitsChangeTheShapes() {
    var italic = body
    italic.isItalic = true
    #expect(measurer.resolvedFamily(for: italic) == "Inter")
    let upright = measurer.measure(TextSpec(text: "Annual Report", font: body), maxWidth: nil)
    let slanted = measurer.measure(TextSpec(text: "Annual Report", font: italic), maxWidth: nil)
    #expect(upright.width != slanted.width)
    // Tabular digits: "1111" is as wide as "0000"; Inter's default "1" is narrower.
    var tabular = body
    tabular.monospacedDigits = true
    func width(_ text: String, _ font: FontSpec) -> Double {
      measurer.measure(TextSpec(text: text, font: font), maxWidth: nil).width
    }
    #expect(abs(width("1111", tabular) - width("0000", tabular)) < 0.01)
    #expect(width("1111", body) < width("0000", body) - 1)
  }
}
