import CPangoCairo
import StackLayout

/// Fitting text that would be cut: tightening, then shrinking.
///
/// - **Tightening** (`allowsTightening`, one line): AppKit's text system
///   tightens instead of truncating while the text is at most
///   `tighteningFactor` (5 %) wider than the line (NSParagraphStyle
///   `tighteningFactorForTruncation`, default 0.05; UIKit documents the
///   amount only as automatic, so this is an estimate). The text is then
///   drawn exactly as wide as the line.
/// - **Shrinking** (`minimumScaleFactor` < 1): the largest font scale in
///   [minimumScaleFactor, 1] at which the text fits without being cut.
///   Text is laid out without hinting and with its tracking scaled with the
///   font, so every length scales with the font: text at scale k fits a
///   width w exactly when the full-size text fits w / k. Shrinking is
///   therefore worked out with the full-size font at wider widths (no font
///   at a new size is loaded): one line at k = w ÷ natural width, with no
///   further layout; several lines by bisection over k (seven layouts, to
///   1/128 of the range). Text that does not fit even at the minimum is cut
///   at the minimum, as UILabel does. The label keeps the height of its
///   lines at full size.
extension PangoTextMeasurer {
  /// The ratio of text width to line width up to which text is tightened.
  public static let tighteningFactor = 0.05

  /// The metrics of `text` at `maxWidth` after tightening or shrinking.
  /// Call with the lock held.
  func fitted(_ text: TextSpec, maxWidth: Double) -> TextMetrics {
    let plain = Self.plain(text)
    let floor = max(text.minimumScaleFactor, 0.01)
    guard text.numberOfLines == 1 else {
      let full = layoutMetrics(plain, maxWidth: maxWidth)
      guard full.isTruncated, floor < 1 else { return full }
      let scale = bisectedScale(plain, maxWidth, floor: floor)
      return shrunk(layoutMetrics(plain, maxWidth: maxWidth / scale), text, scale, maxWidth)
    }
    // One line: the unconstrained line (measured once per text) decides,
    // with no layout at this width unless the text is cut.
    let natural = naturalLine(plain).metrics
    if natural.width <= maxWidth { return natural }
    if text.allowsTightening, natural.width <= maxWidth * (1 + Self.tighteningFactor) {
      var tightened = natural
      tightened.width = maxWidth
      tightened.tightening = natural.width - maxWidth
      return tightened
    }
    guard floor < 1 else {
      return predictedTruncation(plain, maxWidth: maxWidth)
        ?? layoutMetrics(plain, maxWidth: maxWidth)
    }
    let scale = max(floor, maxWidth / natural.width)
    let fits = natural.width * scale <= maxWidth
    return shrunk(
      fits ? natural : layoutMetrics(plain, maxWidth: maxWidth / scale), text, scale, maxWidth)
  }

  /// `metrics` of the full-size text at `maxWidth / scale`, as the label
  /// shows them at `scale`: lengths scaled, the full-size line height kept
  /// (the smaller text is centred in it when drawn).
  private func shrunk(
    _ metrics: TextMetrics, _ text: TextSpec, _ scale: Double, _ maxWidth: Double
  ) -> TextMetrics {
    var shrunk = metrics
    shrunk.width = min(metrics.width * scale, maxWidth)
    shrunk.fontScale = scale
    shrunk.height = text.height(ofLines: metrics.lineCount)
    shrunk.lastBaseline = metrics.firstBaseline + Double(metrics.lineCount - 1) * text.lineAdvance
    return shrunk
  }

  /// The largest scale (to 1/128 of the range above `floor`) at which
  /// `text` fits `maxWidth` uncut: the full-size text fitting maxWidth / k.
  private func bisectedScale(_ text: TextSpec, _ maxWidth: Double, floor: Double) -> Double {
    var low = floor
    var high = 1.0
    if layoutMetrics(text, maxWidth: maxWidth / low).isTruncated { return low }
    for _ in 0..<7 {
      let middle = (low + high) / 2
      if layoutMetrics(text, maxWidth: maxWidth / middle).isTruncated {
        high = middle
      } else {
        low = middle
      }
    }
    return low
  }

  /// `text` neither shrinking nor tightening.
  private static func plain(_ text: TextSpec) -> TextSpec {
    var plain = text
    plain.minimumScaleFactor = 1
    plain.allowsTightening = false
    return plain
  }

  /// Pango's metrics for `text` as laid out (no cache, no fitting; a long
  /// wrapped text predicted as Pango would lay it out).
  private func layoutMetrics(_ text: TextSpec, maxWidth: Double?) -> TextMetrics {
    if let maxWidth, let predicted = predictedWrapping(text, maxWidth: maxWidth) {
      return predicted
    }
    configure(layout, text, maxWidth: maxWidth)
    return readMetrics(layout, text)
  }
}

extension TextSpec {
  /// The text as it is drawn after fitting: its font shrunk by the metrics'
  /// `fontScale` and its letters closer by their `tightening` (spread over
  /// the gaps between characters, where Pango puts letter spacing).
  public func drawn(as metrics: TextMetrics) -> TextSpec {
    guard metrics.fontScale != 1 || metrics.tightening > 0 else { return self }
    var spec = self
    spec.font = font.scaled(by: metrics.fontScale)
    if metrics.tightening > 0 {
      let gaps = max(1, text.count - 1)
      // A thousandth of a point more, so the drawn line is not cut again.
      spec.font.tracking -= (metrics.tightening + 0.001) / Double(gaps)
    }
    spec.minimumScaleFactor = 1
    spec.allowsTightening = false
    return spec
  }
}
