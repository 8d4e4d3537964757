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
///   [minimumScaleFactor, 1] at which the text fits without being cut. One
///   line: text width is nearly proportional to the font size, so the first
///   guess is width ÷ natural width; each further step corrects by the
///   measured ratio (at most four layouts). Several lines: bisection over
///   the scale (seven layouts, 1/128 of the range). Text that does not fit
///   even at the minimum is cut at the minimum scale, as UILabel does.
///   The label keeps the height of its lines at full size.
extension PangoTextMeasurer {
  /// The ratio of text width to line width up to which text is tightened.
  public static let tighteningFactor = 0.05

  /// The metrics of `text` at `maxWidth` after tightening or shrinking.
  /// Call with the lock held.
  func fitted(_ text: TextSpec, maxWidth: Double) -> TextMetrics {
    let full = layoutMetrics(text, maxWidth: maxWidth)
    guard full.isTruncated else { return full }
    if text.allowsTightening, text.numberOfLines == 1 {
      let natural = layoutMetrics(text, maxWidth: nil)
      if natural.width <= maxWidth * (1 + Self.tighteningFactor) {
        var tightened = natural
        tightened.width = min(natural.width, maxWidth)
        tightened.tightening = natural.width - tightened.width
        return tightened
      }
    }
    guard text.minimumScaleFactor < 1 else { return full }
    let scale =
      text.numberOfLines == 1 ? oneLineScale(text, maxWidth) : bisectedScale(text, maxWidth)
    var shrunk = layoutMetrics(scaled(text, scale), maxWidth: maxWidth)
    shrunk.fontScale = scale
    // The label keeps its full-size line height; the smaller text is
    // centred in it when drawn.
    shrunk.height = text.height(ofLines: shrunk.lineCount)
    shrunk.firstBaseline = full.firstBaseline
    shrunk.lastBaseline = full.firstBaseline + Double(shrunk.lineCount - 1) * text.lineAdvance
    return shrunk
  }

  /// The largest scale at which one line of `text` is at most `maxWidth` wide.
  private func oneLineScale(_ text: TextSpec, _ maxWidth: Double) -> Double {
    let floor = max(text.minimumScaleFactor, 0.01)
    let natural = layoutMetrics(text, maxWidth: nil).width
    guard natural > 0 else { return 1 }
    var scale = min(1, max(floor, maxWidth / natural))
    for _ in 0..<4 {
      let width = layoutMetrics(scaled(text, scale), maxWidth: nil).width
      if width <= maxWidth + 1e-9 || scale <= floor { return scale }
      scale = max(floor, scale * maxWidth / width * (1 - 1e-9))
    }
    return scale
  }

  /// The largest scale (to 1/128 of the range) at which `text` is not cut.
  private func bisectedScale(_ text: TextSpec, _ maxWidth: Double) -> Double {
    var low = max(text.minimumScaleFactor, 0.01)
    var high = 1.0
    if layoutMetrics(scaled(text, low), maxWidth: maxWidth).isTruncated { return low }
    for _ in 0..<7 {
      let middle = (low + high) / 2
      if layoutMetrics(scaled(text, middle), maxWidth: maxWidth).isTruncated {
        high = middle
      } else {
        low = middle
      }
    }
    return low
  }

  /// `text` in its font at `scale`, neither shrinking nor tightening again.
  private func scaled(_ text: TextSpec, _ scale: Double) -> TextSpec {
    var spec = text
    spec.font = text.font.scaled(by: scale)
    spec.minimumScaleFactor = 1
    spec.allowsTightening = false
    return spec
  }

  /// Pango's metrics for `text` as laid out (no cache, no fitting).
  private func layoutMetrics(_ text: TextSpec, maxWidth: Double?) -> TextMetrics {
    var plain = text
    plain.minimumScaleFactor = 1
    plain.allowsTightening = false
    configure(layout, plain, maxWidth: maxWidth)
    return readMetrics(layout, plain)
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
