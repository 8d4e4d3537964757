import CGtk
import SizingModel

/// Draws the matrix view's pieces with cairo: the table and plot that a
/// slider step leaves alone, the current category's column, and the plot's
/// dot. Geometry is in points of the matrix area.
struct MatrixPainter {
  static let nameWidth = 92.0
  static let cellWidth = 36.0
  static let rowHeight = 17.0
  static let plotHeight = 190.0
  static let plotInnerHeight = plotHeight - 20
  /// The matrix area's width, in points.
  static let width = nameWidth + 12 * cellWidth + 8
  /// The radius of the plot's dot for the current cell, in points.
  static let dotRadius = 4.0

  /// The table shown (compact or maximum expanded heights).
  let table: HeightTable
  /// Compact heights for the plot (the same as `table` in compact mode).
  let compactTable: HeightTable

  /// The area's height for this table, in points.
  var height: Double { plotTop + Self.plotHeight + 8 }
  var plotTop: Double { Double(table.rows.count + 1) * Self.rowHeight + 24 }

  static func cellX(_ column: Int) -> Double { nameWidth + Double(column) * cellWidth }

  /// The cell under a point of the area: (row, category), or nil.
  func cell(atX x: Double, y: Double) -> (row: Int, category: ContentSizeCategory)? {
    let row = Int((y / Self.rowHeight).rounded(.down)) - 1
    let column = Int(((x - Self.nameWidth) / Self.cellWidth).rounded(.down))
    guard row >= 0, row < table.rows.count, let category = ContentSizeCategory(rawValue: column)
    else { return nil }
    return (row, category)
  }

  private var plotRange: (low: Double, high: Double)? {
    let values = compactTable.rows.flatMap { $0.cells.map(\.value) }
    guard let low = values.min(), let high = values.max(), high > low else { return nil }
    return (low, high)
  }

  /// Where the compact height of `row` at `column` lands in the plot.
  func plotPoint(row: Int, column: Int) -> (x: Double, y: Double)? {
    guard let range = plotRange else { return nil }
    let value = compactTable.rows[row].cells[column].value
    let fraction = (value - range.low) / (range.high - range.low)
    return (
      Self.cellX(column) + Self.cellWidth / 2, plotTop + Self.plotInnerHeight * (1 - fraction)
    )
  }

  /// The header, every row (the current device's tinted) and the plot.
  func drawBase(_ cr: OpaquePointer, currentRow: Int?) {
    Self.setFont(cr)
    cairo_set_source_rgb(cr, 0.35, 0.35, 0.4)
    let title = table.metric == .compact ? "compact (pt)" : "max expanded"
    Self.text(cr, title, x: 2, y: Self.rowHeight - 4)
    for category in ContentSizeCategory.allCases {
      Self.text(
        cr, category.shortName, x: Self.cellX(category.rawValue) + 3, y: Self.rowHeight - 4)
    }
    for (index, row) in table.rows.enumerated() {
      let y = Double(index + 1) * Self.rowHeight
      if index == currentRow {
        cairo_set_source_rgb(cr, 0.88, 0.92, 1)
        cairo_rectangle(cr, 0, y + 1, Self.cellX(12), Self.rowHeight - 2)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.05, 0.3, 0.8)
      } else {
        cairo_set_source_rgb(cr, 0.2, 0.2, 0.25)
      }
      Self.text(cr, row.device.name, x: 2, y: y + Self.rowHeight - 4)
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.15)
      for (column, cell) in row.cells.enumerated() {
        Self.cellText(cr, Self.label(cell), x: Self.cellX(column), y: y + Self.rowHeight - 4)
      }
    }
    drawPlot(cr, currentRow: currentRow)
  }

  /// The selected category's strip (`cellWidth` wide, the area's full
  /// height, in its own coordinates): a tint over the table, the current
  /// cell solid (outlined when the matrix has the keyboard focus) and the
  /// current device's dot in the plot.
  func drawSelectedColumn(_ cr: OpaquePointer, column: Int, currentRow: Int?, focused: Bool) {
    cairo_set_source_rgba(cr, 0.04, 0.38, 1, 0.12)
    cairo_rectangle(
      cr, 0, Self.rowHeight, Self.cellWidth - 1, Double(table.rows.count) * Self.rowHeight)
    cairo_fill(cr)
    guard let row = currentRow else { return }
    let y = Double(row + 1) * Self.rowHeight
    cairo_set_source_rgb(cr, 0.04, 0.38, 1)
    cairo_rectangle(cr, 0, y + 1, Self.cellWidth - 1, Self.rowHeight - 2)
    cairo_fill(cr)
    if let point = plotPoint(row: row, column: column) {
      cairo_arc(cr, Self.cellWidth / 2, point.y, Self.dotRadius, 0, 2 * Double.pi)
      cairo_fill(cr)
    }
    Self.setFont(cr)
    cairo_set_source_rgb(cr, 1, 1, 1)
    Self.cellText(cr, Self.label(table.rows[row].cells[column]), x: 0, y: y + Self.rowHeight - 4)
    if focused {
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.15)
      cairo_set_line_width(cr, 2)
      cairo_rectangle(cr, 1, y + 1, Self.cellWidth - 3, Self.rowHeight - 2)
      cairo_stroke(cr)
    }
  }

  private func drawPlot(_ cr: OpaquePointer, currentRow: Int?) {
    guard let range = plotRange else { return }
    let left = Self.nameWidth, top = plotTop, height = Self.plotInnerHeight
    cairo_set_source_rgb(cr, 0.35, 0.35, 0.4)
    Self.text(cr, "\(compactTable.metric.title) (pt) by category", x: left, y: top - 4)
    for (value, y) in [(range.high, top + 8), (range.low, top + height)] {
      Self.text(cr, formatPoints(value), right: left - 4, x: 0, y: y, maxWidth: left - 8)
    }
    cairo_set_line_width(cr, 1)
    cairo_rectangle(cr, left, top, 12 * Self.cellWidth, height)
    cairo_stroke(cr)
    for row in compactTable.rows.indices where row != currentRow {
      line(cr, row: row)
      cairo_set_source_rgba(cr, 0.4, 0.45, 0.55, 0.55)
      cairo_stroke(cr)
    }
    if let currentRow {
      line(cr, row: currentRow)
      cairo_set_source_rgb(cr, 0.04, 0.38, 1)
      cairo_set_line_width(cr, 2.5)
      cairo_stroke(cr)
    }
  }

  private func line(_ cr: OpaquePointer, row: Int) {
    for column in 0..<12 {
      guard let point = plotPoint(row: row, column: column) else { return }
      if column == 0 {
        cairo_move_to(cr, point.x, point.y)
      } else {
        cairo_line_to(cr, point.x, point.y)
      }
    }
  }

  private static func label(_ cell: Sourced<Double>) -> String {
    cell.marked
  }

  /// The table's font size, in points; a value too wide for its cell is
  /// drawn smaller rather than rounded or cut.
  static let fontSize = 9.5

  private static func setFont(_ cr: OpaquePointer) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, fontSize)
  }

  /// A cell's value, exact ("383.75~"), 3 pt in from the cell's left edge
  /// at `x` and never wider than the cell.
  private static func cellText(_ cr: OpaquePointer, _ string: String, x: Double, y: Double) {
    text(cr, string, right: nil, x: x + 3, y: y, maxWidth: cellWidth - 5)
  }

  /// Draws `string` starting at `x` (or ending at `right`), shrinking the
  /// font for this string alone when it is wider than `maxWidth`.
  private static func text(
    _ cr: OpaquePointer, _ string: String, right: Double?, x: Double, y: Double,
    maxWidth: Double
  ) {
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, string, &extents)
    let shrink = extents.x_advance > maxWidth
    if shrink { cairo_set_font_size(cr, fontSize * maxWidth / extents.x_advance) }
    let width = min(extents.x_advance, maxWidth)
    text(cr, string, x: right.map { $0 - width } ?? x, y: y)
    if shrink { cairo_set_font_size(cr, fontSize) }
  }

  private static func text(_ cr: OpaquePointer, _ string: String, x: Double, y: Double) {
    cairo_move_to(cr, x, y)
    cairo_show_text(cr, string)
  }
}
