import CPangoCairo
import PangoText
import StackLayout
import Testing

/// Body at Large on iOS 13: 17 pt on a 22 pt leading.
private let body = FontSpec(pointSize: 17, lineHeight: 22)

@Suite("PangoTextMeasurer")
struct PangoTextMeasurerTests {
  let measurer = PangoTextMeasurer()

  @Test func defaultFamilyResolvesToInterNotASubstitute() {
    #expect(measurer.resolvedFamily(for: body) == "Inter")
    let semibold = FontSpec(pointSize: 17, lineHeight: 22, weight: 600)
    #expect(measurer.resolvedFamily(for: semibold) == "Inter")
  }

  @Test func anUnknownFamilyIsReportedAsTheSubstitute() {
    let missing = FontSpec(family: "SF Pro Text", pointSize: 17, lineHeight: 22)
    #expect(measurer.resolvedFamily(for: missing) != "SF Pro Text")
  }

  @Test func widerTextMeasuresWider() {
    let short = measurer.measure(TextSpec(text: "Hello", font: body), maxWidth: nil)
    let long = measurer.measure(TextSpec(text: "Hello, world", font: body), maxWidth: nil)
    #expect(short.width > 20)
    #expect(long.width > short.width + 20)
    #expect(short.lineCount == 1 && long.lineCount == 1)
  }

  @Test func sizeIsInPointsAtSeventyTwoDpi() {
    // A 17 pt Inter "M" is about 14 pt wide; at 96 dpi it would be 4/3 wider.
    let metrics = measurer.measure(TextSpec(text: "MMMMMMMMMM", font: body), maxWidth: nil)
    #expect(metrics.width > 120 && metrics.width < 160)
    #expect(metrics.height == 22)
  }

  @Test func largerPointSizeMeasuresWider() {
    let large = FontSpec(pointSize: 23, lineHeight: 29)
    let small = measurer.measure(TextSpec(text: "Weather", font: body), maxWidth: nil)
    let big = measurer.measure(TextSpec(text: "Weather", font: large), maxWidth: nil)
    #expect(big.width / small.width > 1.25 && big.width / small.width < 1.45)
  }

  @Test func boldMeasuresWiderThanRegular() {
    let bold = FontSpec(pointSize: 17, lineHeight: 22, weight: 700)
    let regular = measurer.measure(TextSpec(text: "Recent Documents", font: body), maxWidth: nil)
    let heavy = measurer.measure(TextSpec(text: "Recent Documents", font: bold), maxWidth: nil)
    #expect(heavy.width > regular.width)
  }

  @Test func narrowWidthWrapsIntoMoreLinesEachOneLeadingTall() {
    let text = TextSpec(
      text: "The quick brown fox jumps over the lazy dog", font: body, numberOfLines: 0)
    let wide = measurer.measure(text, maxWidth: 1000)
    let narrow = measurer.measure(text, maxWidth: 80)
    #expect(wide.lineCount == 1)
    #expect(narrow.lineCount >= 4)
    #expect(narrow.height == Double(narrow.lineCount) * 22)
    #expect(narrow.width <= 80)
    #expect(!narrow.isTruncated)
    #expect(narrow.lastBaseline == narrow.firstBaseline + Double(narrow.lineCount - 1) * 22)
  }

  @Test func aLongWordBreaksBetweenCharacters() {
    let text = TextSpec(text: "Supercalifragilistic", font: body, numberOfLines: 0)
    let metrics = measurer.measure(text, maxWidth: 60)
    #expect(metrics.lineCount >= 2)
    #expect(metrics.width <= 60)
  }

  @Test func lineLimitTruncatesTheTail() {
    let text = TextSpec(
      text: "The quick brown fox jumps over the lazy dog", font: body, numberOfLines: 2)
    let metrics = measurer.measure(text, maxWidth: 80)
    #expect(metrics.lineCount == 2)
    #expect(metrics.isTruncated)
    #expect(metrics.height == 44)
    let fits = measurer.measure(TextSpec(text: "Fox", font: body, numberOfLines: 2), maxWidth: 80)
    #expect(!fits.isTruncated && fits.lineCount == 1)
  }

  @Test func singleLineTruncatesAtWidth() {
    let text = TextSpec(text: "A very long quick action title", font: body, numberOfLines: 1)
    let metrics = measurer.measure(text, maxWidth: 70)
    #expect(metrics.lineCount == 1 && metrics.isTruncated)
    #expect(metrics.width <= 70)
  }

  @Test func firstBaselineLiesInsideTheFirstLine() {
    let metrics = measurer.measure(TextSpec(text: "Hxg", font: body), maxWidth: nil)
    #expect(metrics.firstBaseline > 11 && metrics.firstBaseline < 22)
  }

  @Test func emptyTextIsOneLineOfNoWidth() {
    let metrics = measurer.measure(TextSpec(text: "", font: body), maxWidth: 100)
    #expect(metrics.width == 0 && metrics.lineCount == 1 && metrics.height == 22)
  }

  @Test func repeatedMeasurementsComeFromTheCacheAndAgree() {
    let text = TextSpec(text: "Cached", font: body)
    let first = measurer.measure(text, maxWidth: 200)
    let count = measurer.cachedCount
    let second = measurer.measure(text, maxWidth: 200)
    #expect(first == second)
    #expect(measurer.cachedCount == count)
  }

  @Test func drawingLayoutMatchesTheMeasurement() {
    let text = TextSpec(text: "The quick brown fox jumps", font: body, numberOfLines: 0)
    let metrics = measurer.measure(text, maxWidth: 90)
    let lines = measurer.withLayout(text, maxWidth: 90) { Int(pango_layout_get_line_count($0)) }
    #expect(lines == metrics.lineCount)
  }
}
