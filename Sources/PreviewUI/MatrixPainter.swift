import SizingModel
import StackLayout
import WidgetDrawing

/// Draws the matrix view's pieces with a ``DrawingContext``: the table and plot that a
/// slider step leaves alone, the current category's column, and the plot's
/// dot (``MatrixPlot``). Geometry is in points of the matrix area.
package struct MatrixPainter {
  package static let nameWidth = 92.0
  package static let cellWidth = 36.0
  package static let rowHeight = 17.0
  /// The matrix area's width, in points.
  static let width = nameWidth + 12 * cellWidth + 8
  /// The radius of the plot's dot for the current cell, in points.
  static let dotRadius = 4.0

  /// The table shown (compact or maximum expanded heights).
  let table: HeightTable

  /// The area's height for this table, in points.
  var height: Double { plotTop + MatrixPlot.height + 8 }
  var plotTop: Double { Double(table.rows.count + 1) * Self.rowHeight + 26 }

  static func cellX(_ column: Int) -> Double { nameWidth + Double(column) * cellWidth }

  /// The cell under a point of the area: (row, category), or nil.
  func cell(atX x: Double, y: Double) -> (row: Int, category: ContentSizeCategory)? {
    Self.cell(atX: x, y: y, rows: table.rows.count)
  }

  /// The cell under a point of a matrix of `rows` rows (same geometry in both modes).
  static func cell(atX x: Double, y: Double, rows: Int) -> (
    row: Int, category: ContentSizeCategory
  )? {
    let row = Int((y / rowHeight).rounded(.down)) - 1
    let column = Int(((x - nameWidth) / cellWidth).rounded(.down))
    guard row >= 0, row < rows, let category = ContentSizeCategory(rawValue: column)
    else { return nil }
    return (row, category)
  }

  /// The plot under the table (the table's metric).
  var plot: MatrixPlot { MatrixPlot(table: table, top: plotTop) }

  /// The header, every row (the current device's tinted) and the plot,
  /// into `cr` (a `cairo_t`, points).
  func drawBase(_ cr: OpaquePointer, currentRow: Int?) {
    let context = DrawingContext(cairo: cr)
    let modes = table.os.hasDisplayModes
    let title =
      table.metric == .compact
      ? (modes ? "compact (pt)" : "1st section") : (modes ? "max expanded" : "iOS 8/9 max")
    let headerBaseline = Self.rowHeight - 4
    Self.text(context, title, x: 2, baseline: headerBaseline, Palette.matrixHeading)
    for category in ContentSizeCategory.allCases {
      Self.text(
        context, category.shortName, x: Self.cellX(category.rawValue) + 3,
        baseline: headerBaseline, Palette.matrixHeading)
    }
    for (index, row) in table.rows.enumerated() {
      let y = Double(index + 1) * Self.rowHeight
      var nameColor = Palette.matrixDeviceName
      if index == currentRow {
        context.fillRectangle(
          Rect(x: 0, y: y + 1, width: Self.cellX(12), height: Self.rowHeight - 2),
          Palette.matrixCurrentRow)
        nameColor = Palette.matrixCurrentName
      }
      Self.text(context, row.device.name, x: 2, baseline: y + Self.rowHeight - 4, nameColor)
      for column in 0..<12 {
        Self.cellText(
          context, label(row: index, column: column), x: Self.cellX(column),
          baseline: y + Self.rowHeight - 4,
          row.absence == nil ? Palette.matrixValue : Palette.matrixHeading)
      }
    }
    plot.draw(context, currentRow: currentRow)
  }

  /// The selected category's strip (`cellWidth` wide, the area's full
  /// height, in its own coordinates) into `cr` (a `cairo_t`): a tint over
  /// the table, the current cell solid (outlined when the matrix has the
  /// keyboard focus) and the current device's dot in the plot.
  func drawSelectedColumn(_ cr: OpaquePointer, column: Int, currentRow: Int?, focused: Bool) {
    let context = DrawingContext(cairo: cr)
    context.fillRectangle(
      Rect(
        x: 0, y: Self.rowHeight, width: Self.cellWidth - 1,
        height: Double(table.rows.count) * Self.rowHeight),
      Palette.matrixSelectedColumn)
    guard let row = currentRow else { return }
    let y = Double(row + 1) * Self.rowHeight
    context.fillRectangle(
      Rect(x: 0, y: y + 1, width: Self.cellWidth - 1, height: Self.rowHeight - 2),
      Palette.matrixSelection)
    if let point = plot.point(row: row, column: column) {
      context.addCircle(centerX: Self.cellWidth / 2, y: point.y, radius: Self.dotRadius)
      context.fill(Palette.matrixSelection)
    }
    Self.cellText(
      context, label(row: row, column: column), x: 0, baseline: y + Self.rowHeight - 4,
      Palette.white)
    if focused {
      context.setLineWidth(2)
      context.strokeRectangle(
        Rect(x: 1, y: y + 1, width: Self.cellWidth - 3, height: Self.rowHeight - 2),
        Palette.matrixValue)
    }
  }

  /// A cell's text: the marked value, or "—" where the device did not run
  /// the table's iOS (``HeightTable/Row/absence``).
  func label(row: Int, column: Int) -> String {
    let cells = table.rows[row].cells
    return cells.indices.contains(column) ? cells[column].marked : "—"
  }

  /// The table's font size, in points; a value too wide for its cell is
  /// drawn smaller rather than rounded or cut.
  static let fontSize = 9.5
  /// The table's font (drawn with Pango, one line per string).
  static let font = FontSpec(family: "DejaVu Sans", pointSize: fontSize, lineHeight: 12)

  /// A cell's value, exact ("383.75~"), 3 pt in from the cell's left edge
  /// at `x` and never wider than the cell.
  private static func cellText(
    _ context: DrawingContext, _ string: String, x: Double, baseline: Double, _ color: Color
  ) {
    text(context, string, right: nil, x: x + 3, baseline: baseline, maxWidth: cellWidth - 5, color)
  }

  /// Draws `string` starting at `x` (or ending at `right`), shrinking the
  /// font for this string alone when it is wider than `maxWidth` (points).
  static func text(
    _ context: DrawingContext, _ string: String, right: Double? = nil, x: Double,
    baseline: Double, maxWidth: Double = .infinity, _ color: Color
  ) {
    let width = context.lineWidth(string, font: font)
    var drawn = font
    if width > maxWidth { drawn.pointSize = fontSize * maxWidth / width }
    let start = right.map { $0 - min(width, maxWidth) } ?? x
    context.drawLine(string, font: drawn, x: start, baseline: baseline, color)
  }
}
