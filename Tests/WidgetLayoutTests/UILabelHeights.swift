import Foundation

/// How tall UIKit makes a label, typed from the published SF metrics in
/// `shared/notes/text-metrics.md` §1–2 (not from the code under test):
/// a line is `size × 2444/2048` tall; a text style's font has a leading of
/// its own between lines, the HIG leading less the line height where that
/// is positive (Text.md, "Text as iOS lays it out"); the label's height rounds up to the
/// pixel grid: ceil(height × scale) / scale.
enum UILabelHeights {
  /// SF's line height at `pointSize`: ascender 1950 + descender 494 per 2048 em.
  static func lineHeight(_ pointSize: Double) -> Double { pointSize * 2444 / 2048 }

  /// The leading a text style's font adds between lines.
  static func styleLeading(pointSize: Double, higLeading: Double) -> Double {
    max(0, higLeading - lineHeight(pointSize))
  }

  /// A label of `lines` lines in a text style of `pointSize` whose HIG leading
  /// is `higLeading` (nil: a fixed-size system font, no leading), rounded up
  /// to `scale` (nil: not rounded).
  static func height(
    pointSize: Double, higLeading: Double?, lines: Int = 1, scale: Double? = nil
  ) -> Double {
    let leading = higLeading.map { styleLeading(pointSize: pointSize, higLeading: $0) } ?? 0
    let raw = Double(lines) * lineHeight(pointSize) + Double(lines - 1) * leading
    guard let scale else { return raw }
    return (raw * scale - 1e-9).rounded(.up) / scale
  }
}
