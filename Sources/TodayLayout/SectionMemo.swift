import StackLayout

/// Solved section trees shared between environments that lay out the same:
/// same content width, compact height, fonts and counts. Used by the matrix
/// sweep; one memo belongs to one ``TodayWidgetLayout`` (one description)
/// and one sweep.
final class SectionMemo {
  struct Key: Hashable {
    /// The width the content is laid out in, in points.
    var contentWidth: Double
    /// The height of the action row, in points.
    var compactHeight: Double
    var fonts: WidgetFonts
    var actionCount: Int
    /// Candidate rows: min(recents, maxRows).
    var rowCount: Int
    /// The pixel grid frames snap to; nil: no snapping.
    var scale: Double?

    /// `height` rounded up to a whole pixel when snapping.
    func snappedUp(_ height: Double) -> Double {
      guard let scale else { return height }
      return (height * scale - 1e-9).rounded(.up) / scale
    }
  }

  /// What the key's trees solve to, with their checks.
  struct Parts {
    var actionRow: LayoutResult
    var rows: [LayoutResult]
    var diagnostics: [WidgetDiagnostic]
  }

  /// One flattened tree: the action row (`tree` −1) or row `tree`, for
  /// fonts and counts; re-solved at each content width.
  struct TreeKey: Hashable {
    var fonts: WidgetFonts
    var actionCount: Int
    var tree: Int
    var scale: Double?
  }

  var table: [Key: Parts] = [:]
  var trees: [TreeKey: PreparedLayout] = [:]
}
