import SizingModel
import StackLayout
import WidgetChecks
import WidgetDrawing

/// Draws the matrix in WidgetKit mode (``WidgetKitMatrix``): a coloured cell
/// per WidgetKit screen × text size — green fits, amber warnings only, red does not
/// fit — with a symbol for those who do not tell the colours apart, greyed
/// rows with the reason where the family has no frame, and a legend.
/// Geometry is that of ``MatrixPainter`` (same cells, same clicks).
package struct FitMatrixPainter {
  static let fitsColor = Color(hex: 0x34C759)
  static let warningsColor = Color(hex: 0xFFCC00)
  static let doesNotFitColor = Color(hex: 0xFF3B30)
  static let absentColor = Color(hex: 0xE5E5EA)

  package let matrix: WidgetKitMatrix

  /// The area's height, in points: header, rows, legend.
  var height: Double { Double(matrix.rows.count + 1) * MatrixPainter.rowHeight + 40 }

  static func color(_ verdict: CellVerdict) -> Color {
    switch verdict {
    case .fits: return fitsColor
    case .warnings: return warningsColor
    case .doesNotFit: return doesNotFitColor
    }
  }

  static func symbol(_ verdict: CellVerdict) -> String {
    switch verdict {
    case .fits: return "✓"
    case .warnings: return "!"
    case .doesNotFit: return "✗"
    }
  }

  /// The cell under a point of the area: (row, category), or nil.
  func cell(atX x: Double, y: Double) -> (row: Int, category: ContentSizeCategory)? {
    MatrixPainter.cell(atX: x, y: y, rows: matrix.rows.count)
  }

  func drawBase(_ cr: OpaquePointer, currentRow: Int?) {
    let context = DrawingContext(cairo: cr)
    let rowHeight = MatrixPainter.rowHeight
    MatrixPainter.text(
      context, matrix.family.rawValue, x: 2, baseline: rowHeight - 4, maxWidth: 88,
      Palette.matrixHeading)
    for category in ContentSizeCategory.allCases {
      MatrixPainter.text(
        context, category.shortName, x: MatrixPainter.cellX(category.rawValue) + 3,
        baseline: rowHeight - 4, Palette.matrixHeading)
    }
    for (index, row) in matrix.rows.enumerated() {
      let y = Double(index + 1) * rowHeight
      var nameColor = row.absence == nil ? Palette.matrixDeviceName : Palette.matrixHeading
      if index == currentRow {
        context.fillRectangle(
          Rect(x: 0, y: y + 1, width: MatrixPainter.nameWidth - 2, height: rowHeight - 2),
          Palette.matrixCurrentRow)
        nameColor = Palette.matrixCurrentName
      }
      MatrixPainter.text(
        context, row.title, x: 2, baseline: y + rowHeight - 4, maxWidth: 88, nameColor)
      if row.cells.isEmpty {
        let band = Rect(
          x: MatrixPainter.cellX(0), y: y + 1, width: 12 * MatrixPainter.cellWidth - 1,
          height: rowHeight - 2)
        context.fillRectangle(band, Self.absentColor)
        MatrixPainter.text(
          context, "— " + (row.brief ?? row.absence ?? "no frame"), x: band.x + 3,
          baseline: y + rowHeight - 4,
          maxWidth: band.width - 6, Palette.matrixHeading)
        continue
      }
      for (column, cell) in row.cells.enumerated() {
        let x = MatrixPainter.cellX(column)
        context.fillRectangle(
          Rect(x: x, y: y + 1, width: MatrixPainter.cellWidth - 1, height: rowHeight - 2),
          Self.color(cell.verdict))
        MatrixPainter.text(
          context, Self.symbol(cell.verdict), x: x + MatrixPainter.cellWidth / 2 - 3,
          baseline: y + rowHeight - 4, Palette.matrixValue)
      }
    }
    drawLegend(context, top: Double(matrix.rows.count + 1) * rowHeight + 8)
  }

  private func drawLegend(_ context: DrawingContext, top: Double) {
    let entries: [(Color, String)] = [
      (Self.fitsColor, "fits"), (Self.warningsColor, "warnings only"),
      (Self.doesNotFitColor, "does not fit (errors)"), (Self.absentColor, "no frame"),
    ]
    var x = 2.0
    for (color, title) in entries {
      context.fillRectangle(Rect(x: x, y: top + 2, width: 10, height: 10), color)
      MatrixPainter.text(context, title, x: x + 13, baseline: top + 11, Palette.matrixHeading)
      x += 13 + context.lineWidth(title, font: MatrixPainter.font) + 12
    }
  }

  /// The selected category's strip: the current cell framed in the
  /// selection colour (its verdict's colour stays visible), with a second,
  /// inner outline while the matrix has the keyboard focus.
  func drawSelectedColumn(_ cr: OpaquePointer, currentRow: Int?, focused: Bool) {
    guard let row = currentRow else { return }
    let context = DrawingContext(cairo: cr)
    let y = Double(row + 1) * MatrixPainter.rowHeight
    context.setLineWidth(2)
    context.strokeRectangle(
      Rect(x: 1, y: y + 1, width: MatrixPainter.cellWidth - 3, height: MatrixPainter.rowHeight - 2),
      Palette.matrixSelection)
    if focused {
      context.setLineWidth(1)
      context.strokeRectangle(
        Rect(
          x: 3.5, y: y + 3.5, width: MatrixPainter.cellWidth - 8,
          height: MatrixPainter.rowHeight - 7), Palette.matrixValue)
    }
  }
}
