/// A deterministic text measurer for tests and for hosts without fonts:
/// every character (spaces included) advances `characterWidth × pointSize`
/// points; words wrap greedily at spaces, a word wider than the line breaks
/// between characters, `\n` starts a paragraph, and text beyond
/// `numberOfLines` is cut at the tail (the last line gains an ellipsis, one
/// character wide, within the width limit). It neither shrinks nor tightens.
public struct ApproximateTextMeasurer: TextMeasuring {
  /// Average advance per character as a fraction of the point size.
  public var characterWidth: Double

  public init(characterWidth: Double = 0.5) {
    self.characterWidth = characterWidth
  }

  public func measure(_ text: TextSpec, maxWidth: Double?) -> TextMetrics {
    let advance = characterWidth * text.font.pointSize
    let lineLimit = maxWidth.map { Self.characters(fitting: $0, advance: advance) }
    var lines: [Int] = []
    for paragraph in text.text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: wrap(paragraph, limit: lineLimit ?? Int.max))
    }
    if text.text.isEmpty { lines = [] }
    var truncated = false
    if text.numberOfLines > 0 && lines.count > text.numberOfLines {
      lines.removeLast(lines.count - text.numberOfLines)
      let last = lines.count - 1
      lines[last] = min(lines[last] + 1, lineLimit ?? Int.max)
      truncated = true
    }
    let widest = Double(lines.max() ?? 0) * advance
    let lineHeight = text.font.lineHeight
    let first =
      text.font.ascender ?? (lineHeight - text.font.pointSize) / 2 + 0.8 * text.font.pointSize
    let count = lines.count
    return TextMetrics(
      width: widest, height: text.height(ofLines: count), lineCount: count,
      isTruncated: truncated, firstBaseline: count > 0 ? first : 0,
      lastBaseline: count > 0 ? first + Double(count - 1) * text.lineAdvance : 0)
  }

  /// How many characters of `advance` points fit in `width` points: at
  /// least 1, and `Int.max` when the count is not representable (a tiny
  /// advance, an infinite width).
  static func characters(fitting width: Double, advance: Double) -> Int {
    let count = ((width + 1e-9) / advance).rounded(.down)
    guard count.isFinite, count < 1e15 else { return count.isNaN ? 1 : Int.max }
    return max(Int(count), 1)
  }

  /// Character counts of the lines one paragraph wraps into at `limit`
  /// characters per line.
  private func wrap(_ paragraph: Substring, limit: Int) -> [Int] {
    var lines: [Int] = []
    var current = 0
    for word in paragraph.split(separator: " ") {
      var length = word.count
      let needed = current > 0 ? current + 1 + length : length
      if needed <= limit {
        current = needed
        continue
      }
      if current > 0 { lines.append(current) }
      current = 0
      while length > limit {
        lines.append(limit)
        length -= limit
      }
      current = length
    }
    lines.append(current)
    return lines
  }
}
