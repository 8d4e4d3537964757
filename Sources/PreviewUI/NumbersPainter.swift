import WidgetDrawing

/// Paints the numbers panel's values: each right-aligned on its name's
/// row, semibold with tabular figures (digits do not jump), the provenance
/// marker after it. Text uses the panel widget's Pango context, so it has
/// the panel's font. One layout per row for the value and for the marker,
/// re-shaped only when its text changes.
final class NumbersPainter {
  /// One reading's row: where its name label sits (pixels from the drawing
  /// area's top) and what to show.
  struct Row {
    var top: Double
    var height: Double
    var value: String
    var marker: String
  }

  /// Room kept right of the values for the markers, in pixels.
  static let markerWidth = 14.0
  private var valueLayouts: [Int: TextLineLayout] = [:]
  private var markerLayouts: [Int: TextLineLayout] = [:]

  /// Paints `rows` into `context` for an area `width` pixels wide, laying
  /// text out in `textContext` (the widget's `PangoContext`).
  func draw(
    _ rows: [Row], width: Double, textContext: OpaquePointer, into context: DrawingContext
  ) {
    for (index, row) in rows.enumerated() {
      let value = Self.layout(&valueLayouts, index, row.value, textContext)
      let size = value.pixelSize
      let y = row.top + (row.height - Double(size.height)) / 2
      context.draw(
        value, x: width - Self.markerWidth - Double(size.width), y: y, Palette.numberValue)
      if !row.marker.isEmpty {
        let marker = Self.layout(&markerLayouts, index, row.marker, textContext)
        context.draw(marker, x: width - Self.markerWidth + 4, y: y, Palette.numberMarker)
      }
    }
  }

  /// Row `index`'s layout showing `text`, created on first use.
  private static func layout(
    _ layouts: inout [Int: TextLineLayout], _ index: Int, _ text: String,
    _ textContext: OpaquePointer
  ) -> TextLineLayout {
    if let cached = layouts[index] {
      cached.setText(text)
      return cached
    }
    let fresh = TextLineLayout(context: textContext, text: text, weight: 600, tabularFigures: true)
    layouts[index] = fresh
    return fresh
  }
}
