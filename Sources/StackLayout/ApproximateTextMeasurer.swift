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
    let kept = text.numberOfLines > 0 ? text.numberOfLines : Int.max
    var wrapper = LineWrapper(limit: lineLimit ?? Int.max, kept: kept)
    for character in text.text {
      if character == "\n" {
        wrapper.endParagraph()
      } else if character == " " {
        wrapper.endWord()
      } else {
        wrapper.word += 1
      }
    }
    wrapper.endParagraph()
    // Empty text is no line at all (its one empty paragraph is 0 wide).
    var count = text.text.isEmpty ? 0 : wrapper.count
    var widestCharacters = max(wrapper.widestBeforeLastKept, wrapper.lastKept)
    var truncated = false
    if count > kept {
      // Lines past the limit are cut; the last kept one gains the ellipsis.
      count = kept
      widestCharacters = max(
        wrapper.widestBeforeLastKept, min(wrapper.lastKept + 1, lineLimit ?? Int.max))
      truncated = true
    }
    let widest = Double(widestCharacters) * advance
    let lineHeight = text.font.lineHeight
    let first =
      text.font.ascender ?? (lineHeight - text.font.pointSize) / 2 + 0.8 * text.font.pointSize
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

  /// Wraps text one character at a time, without splitting it into
  /// paragraphs and words first: words (runs of characters other than
  /// spaces; several spaces count as one) go greedily onto lines of `limit`
  /// characters, a word longer than a line breaks between characters, and
  /// each paragraph ends its last line.
  private struct LineWrapper {
    let limit: Int
    /// How many lines are kept (the label's `numberOfLines`, or all).
    let kept: Int
    /// Lines finished so far.
    var count = 0
    /// The widest of the kept lines but the last kept one, in characters.
    var widestBeforeLastKept = 0
    /// The last kept line (the latest one while fewer are finished), in characters.
    var lastKept = 0
    /// Characters on the line being filled.
    var current = 0
    /// Characters of the word being read.
    var word = 0

    init(limit: Int, kept: Int) {
      self.limit = limit
      self.kept = kept
    }

    /// Finishes a line of `length` characters.
    mutating func finishLine(_ length: Int) {
      count += 1
      guard count <= kept else { return }
      if count > 1 { widestBeforeLastKept = max(widestBeforeLastKept, lastKept) }
      lastKept = length
    }

    mutating func endWord() {
      guard word > 0 else { return }
      var length = word
      word = 0
      let needed = current > 0 ? current + 1 + length : length
      if needed <= limit {
        current = needed
        return
      }
      if current > 0 { finishLine(current) }
      while length > limit {
        finishLine(limit)
        length -= limit
      }
      current = length
    }

    mutating func endParagraph() {
      endWord()
      finishLine(current)
      current = 0
    }
  }
}
