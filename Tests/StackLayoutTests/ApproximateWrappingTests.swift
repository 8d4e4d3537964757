import Testing

@testable import StackLayout

/// The approximate measurer's wrapping rules, each worked out by hand:
/// a 10 pt font advances 5 pt per character (`characterWidth` 0.5), so a
/// width of `5 n` pt holds `n` characters; lines are 12 pt.
@Suite struct ApproximateWrappingTests {
  let font = FontSpec(pointSize: 10, lineHeight: 12)
  let measurer = ApproximateTextMeasurer()

  func measure(_ text: String, lines: Int = 0, width: Double? = nil) -> TextMetrics {
    measurer.measure(TextSpec(text: text, font: font, numberOfLines: lines), maxWidth: width)
  }

  @Test func severalSpacesCountAsOne() {
    // "ab", "cd" with one space between: 5 characters × 5 = 25 pt, one line.
    let m = measure("ab   cd")
    #expect(m.width == 25 && m.lineCount == 1)
  }

  @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
    // 20 pt holds 4 characters: "abcdefghij" → 4 | 4 | 2, widest 20 pt.
    let m = measure("abcdefghij", width: 20)
    #expect(m.lineCount == 3 && m.width == 20 && m.height == 36)
  }

  @Test func emptyParagraphsAreLines() {
    // "a", "", "b": three lines, the widest one character (5 pt).
    let m = measure("a\n\nb")
    #expect(m.lineCount == 3 && m.width == 5)
  }

  @Test func theLastKeptLineGainsTheEllipsisWithinTheWidth() {
    // 15 pt holds 3 characters: "aaa" | "bbb" | "ccc", two kept; the
    // second gains an ellipsis but stays within 3 characters: 15 pt.
    let full = measure("aaa bbb ccc", lines: 2, width: 15)
    #expect(full.lineCount == 2 && full.isTruncated && full.width == 15)
    // 25 pt holds 5: "aaa" | "bbb" | "ccc", one kept: "aaa" + "…" = 4
    // characters, 20 pt, although the cut lines are as wide.
    let one = measure("aaa bbb ccc", lines: 1, width: 25)
    #expect(one.lineCount == 1 && one.isTruncated && one.width == 20)
  }

  @Test func aWideLineBelowTheLimitDoesNotCount() {
    // 2 lines kept at 35 pt (7 characters): "a" | "bbbbbbb" | "cc": kept
    // "a" and "bbbbbbb" + "…" capped at 7 → 35 pt; a text of "a" | "b" |
    // "ccccccc" keeps "a" and "b…" (2 characters): 10 pt, the cut line's
    // 7 characters not counted.
    #expect(measure("a bbbbbbb cc", lines: 2, width: 35).width == 35)
    #expect(measure("a\nb\nccccccc", lines: 2, width: 35).width == 10)
  }

  @Test func emptyTextHasNoLines() {
    let m = measure("", lines: 2)
    #expect(m.lineCount == 0 && m.width == 0 && !m.isTruncated)
  }
}
