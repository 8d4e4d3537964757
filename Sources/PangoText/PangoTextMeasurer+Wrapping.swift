import CPangoCairo
import StackLayout

/// Wrapping a long text without asking Pango to lay it out at every width.
///
/// Pango 1.50 breaks a line by walking the rest of the paragraph's item
/// (`process_item` in `pango-layout.c`); with `PANGO_WRAP_WORD_CHAR` and a
/// word longer than the line it first looks for a word break, finds only
/// the paragraph's end, and shapes the whole rest of the paragraph to
/// measure it, on every line: a 1,000-character word cost 70 ms per width
/// (perf: 63–80 % in HarfBuzz), growing with the square of its length.
/// A sweep measures such a label at hundreds of widths.
///
/// The breaks are Pango's own arithmetic on numbers known after one
/// unconstrained shaping: each character's width in the paragraph (its
/// glyph's advance, kerned with the next one, plus the letter spacing),
/// the break opportunities (`PangoLogAttr`), the font's approximate
/// character width (Pango's safety margin is three of them), and the width
/// of a piece shaped alone, which is the paragraph widths of its
/// characters but the last, plus the last one's width shaped alone (its
/// kerning with the character after the piece is gone). This file repeats
/// `process_item`'s loop with those numbers, line by line: linear in the
/// text's length, with no shaping per width.
///
/// The piece widths are exact when a character's glyph and advance depend
/// on at most the next character (pair kerning, no ligature or contextual
/// substitution). The prediction is made only when that is visible in the
/// paragraph's shaping — one run in one font, left to right, one glyph per
/// character, each the glyph the character has alone — and for texts of at
/// least ``wrapPredictionMinimumLength`` characters without tabs, control
/// or wide characters, hyphenation, missing glyphs or an alignment other
/// than natural or left; anything else is laid out by Pango.
/// `PangoWrappingTests` compare predictions with Pango's layouts.
extension PangoTextMeasurer {
  /// Shorter texts are laid out by Pango (a layout of them costs less
  /// than what predicting needs once per text).
  public static let wrapPredictionMinimumLength = 160

  /// What one shaping of a text tells about its line breaks, in Pango
  /// units (nil when the text's breaks cannot be predicted exactly).
  struct WrapModel {
    /// Each character's width in the paragraph (`log_widths`).
    var widths: [Int]
    /// `prefix[i]`: the sum of the first i widths.
    var prefix: [Int]
    /// Each character's width shaped alone, letter spacing included.
    var alone: [Int]
    /// Per position 0...n: a word-wrap break, a character break, and
    /// per character: whitespace.
    var lineBreak: [Bool]
    var charBreak: [Bool]
    var white: [Bool]
    /// `nextLineBreak[i]`: the first word-wrap break at or after position
    /// i (the paragraph's end when there is none).
    var nextLineBreak: [Int]
    /// Three approximate character widths (Pango's `safe_distance`).
    var safeDistance: Int
    /// The letter spacing (tracking) of every character.
    var letterSpacing: Int
    /// `contextualBefore[i]`: how many of the first i characters may take
    /// a contextual form (their glyph in the paragraph is not their glyph
    /// alone, or they are not letters or spaces); a piece that starts or
    /// ends near one is shaped.
    var contextualBefore: [Int]
    /// Tells this model's shaped pieces from other texts' in the cache.
    var id: Int
  }

  /// The metrics Pango gives `text` wrapped at `maxWidth` points, worked
  /// out from its unconstrained shaping; nil when not certain (then ask
  /// Pango). Call with the lock held.
  func predictedWrapping(_ text: TextSpec, maxWidth: Double) -> TextMetrics? {
    let ellipsizes = text.numberOfLines > 0 && text.lineBreakMode.usesEllipsis
    guard predictsTruncation, text.text.unicodeScalars.count >= Self.wrapPredictionMinimumLength,
      !ellipsizes || (text.lineBreakMode == .truncatingTail && text.numberOfLines > 1),
      text.alignment == .natural || text.alignment == .left,
      let model = wrapModel(text)
    else { return nil }
    let goal = Int(Self.goalWidth(text, maxWidth))
    guard
      let lines = Self.wrappedLines(
        model, goal: goal, charsOnly: text.lineBreakMode == .charWrapping,
        shaped: { self.shapedPiece(text, model, $0, $1) })
    else { return nil }
    let natural = naturalLine(text).metrics
    var shown = lines.count
    var width = lines.map(\.width).max() ?? 0
    var truncated = false
    if text.numberOfLines > 0, lines.count > text.numberOfLines {
      shown = text.numberOfLines
      truncated = true
      if text.lineBreakMode == .truncatingTail {
        // The last line shown takes the rest and is ellipsized to the goal
        // (as `predictedTruncation` reasons), in the same font.
        let ellipsis = ellipsisFont(text.font)
        // The last line shown starts where the one before it ends.
        let start = shown > 1 ? lines[shown - 2].end : 0
        let rest = model.prefix[model.widths.count] - model.prefix[start]
        guard let font = ellipsis.font, font == naturalLine(text).font,
          Int(ellipsis.width) <= goal, rest - model.letterSpacing > goal
        else { return nil }
        // Trimmed of the letter spacing at its ends as every line is.
        width = max(lines.prefix(shown - 1).map(\.width).max() ?? 0, goal - model.letterSpacing)
      }
    }
    var metrics = natural
    metrics.width = Double(width) / Double(PANGO_SCALE)
    metrics.lineCount = shown
    metrics.isTruncated = truncated
    metrics.height = text.height(ofLines: shown)
    metrics.lastBaseline = natural.firstBaseline + Double(shown - 1) * text.lineAdvance
    return metrics
  }

  /// Each line's end (the character after it) and width (Pango units) when
  /// `model`'s text is broken at `goal`, as `process_line` and
  /// `process_item` break it (one item, force-fit, the item last in the
  /// paragraph), then trimmed as `pango_layout_line_postprocess` trims a
  /// line: a wrapped line's final space zeroed, half the letter spacing off
  /// each end. `shaped` gives a piece's width where the model cannot (a
  /// contextual glyph near its ends); nil from it gives nil.
  static func wrappedLines(
    _ model: WrapModel, goal: Int, charsOnly: Bool, shaped: (Int, Int) -> Int?
  ) -> [(end: Int, width: Int)]? {
    let count = model.widths.count
    var lines: [(end: Int, width: Int)] = []
    var start = 0
    while start < count {
      guard
        let end = lineEnd(model, from: start, goal: goal, charsOnly: charsOnly, shaped: shaped),
        // The whole paragraph keeps its shaping; any other line is shaped
        // on its own (the last one too, from where it starts).
        var width = start == 0 && end == count
          ? model.prefix[count]
          : piece(
            model, start, end, shaped)
      else { return nil }
      if end < count, model.white[end - 1] { width -= model.alone[end - 1] }
      lines.append((end, width - model.letterSpacing))
      start = end
    }
    return lines
  }

  /// The width of characters `start..<end` shaped alone: the paragraph's
  /// widths but the last character's, which is its own; `shaped` when a
  /// contextual glyph is within three characters of either end.
  static func piece(
    _ model: WrapModel, _ start: Int, _ end: Int, _ shaped: (Int, Int) -> Int?
  ) -> Int? {
    guard end > start else { return 0 }
    let count = model.widths.count
    let near = model.contextualBefore
    if near[min(start + 3, end)] > near[start] || near[end] > near[max(end - 3, start)] {
      return shaped(start, end)
    }
    if end == count { return model.prefix[end] - model.prefix[start] }
    return model.prefix[end - 1] - model.prefix[start] + model.alone[end - 1]
  }

  /// Where the line starting at character `start` ends (exclusive).
  static func lineEnd(
    _ model: WrapModel, from start: Int, goal: Int, charsOnly: Bool,
    shaped: (Int, Int) -> Int?
  ) -> Int? {
    let count = model.widths.count
    let chars = count - start
    let remaining = goal
    /// `find_break_extra_width` without hyphens (none are inserted).
    func extra(_ k: Int) -> Int {
      k > 0 && model.white[start + k - 1] ? -model.widths[start + k - 1] : 0
    }
    func canBreak(_ k: Int, _ char: Bool) -> Bool {
      start + k == count ? true : (char ? model.charBreak[start + k] : model.lineBreak[start + k])
    }
    var width = model.prefix[count] - model.prefix[start]
    let endExtra = extra(chars)
    if width + endExtra <= remaining || chars == 1 {
      guard let measured = piece(model, start, count, shaped) else { return nil }
      width = measured
      if width + endExtra <= remaining || chars == 1 { return count }
    }
    let originalWidth = width
    var char = charsOnly
    if !char, model.nextLineBreak[start + 1] == count {
      // No word break before the paragraph's end: the word pass below
      // would walk to the end only to find that one candidate.
      let whole = model.prefix[count] - model.prefix[start]
      var candidate = whole + endExtra
      if candidate >= remaining - model.safeDistance {
        guard let measured = piece(model, start, count, shaped) else { return nil }
        candidate = measured
      }
      if candidate <= remaining { return count }
      char = true
    }
    while true {
      var breakChars = chars
      var breakWidth = originalWidth
      var breakExtra = endExtra
      width = 0
      for k in 0...chars {
        let extraWidth = extra(k)
        if min(width + extraWidth, width) > remaining + model.safeDistance, breakChars < chars {
          break
        }
        if k > 0, canBreak(k, char) {
          if width + extraWidth < remaining - model.safeDistance {
            breakChars = k
            breakWidth = width
            breakExtra = extraWidth
          } else {
            guard let measured = piece(model, start, start + k, shaped) else { return nil }
            // A space the line would end in hangs, except at the paragraph's end.
            let measuredExtra = k < chars ? extraWidth : 0
            if breakChars == chars || measured + measuredExtra <= remaining
              || measured + measuredExtra < breakWidth + breakExtra
            {
              breakChars = k
              breakWidth = measured
              breakExtra = measuredExtra
            }
          }
        }
        if k < chars { width += model.widths[start + k] }
      }
      if !char, breakWidth + breakExtra > remaining {
        char = true  // PANGO_WRAP_WORD_CHAR: try again between characters
        continue
      }
      return start + breakChars
    }
  }
}
