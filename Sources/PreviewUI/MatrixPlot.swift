import Foundation
import SizingModel
import StackLayout
import WidgetDrawing

/// The plot under the matrix: the metric the matrix shows (compact height,
/// or maximum expanded height in expanded mode) against the category, one
/// line per device that ran the table's iOS, with the categories' short
/// names under the x axis, horizontal gridlines at round values labelled
/// on the left, and a legend naming the current device's line and the
/// others'. Geometry is in points of the matrix area.
struct MatrixPlot {
  /// The plot's frame height (between the lowest and highest gridline), in points.
  static let innerHeight = 150.0
  /// From the frame's bottom to the end of the legend, in points.
  static let footerHeight = 40.0
  /// The vertical space the plot takes below its top, in points.
  static let height = innerHeight + footerHeight

  /// The table the matrix shows.
  let table: HeightTable
  /// The y of the frame's top edge, in points.
  let top: Double

  /// The gridline values, low to high, in points of widget height: round
  /// steps of 1, 2, 2.5 or 5 × 10ⁿ, about four of them, spanning every value.
  var gridValues: [Double] {
    let values = table.rows.flatMap { $0.cells.map(\.value) }
    guard let low = values.min(), let high = values.max() else { return [] }
    let step = Self.niceStep(max(high - low, 1) / 4)
    let first = (low / step).rounded(.down), last = (high / step).rounded(.up)
    return stride(from: first, through: max(last, first + 1), by: 1).map { $0 * step }
  }

  /// The smallest of 1, 2, 2.5, 5 and 10 × 10ⁿ that is at least `raw`.
  static func niceStep(_ raw: Double) -> Double {
    let magnitude = pow(10, log10(raw).rounded(.down))
    let normalized = raw / magnitude
    let factor = [1, 2, 2.5, 5, 10].first { normalized <= $0 + 1e-9 } ?? 10
    return factor * magnitude
  }

  /// Where `value` at `column` lands; nil when the device has no value there.
  func point(row: Int, column: Int) -> (x: Double, y: Double)? {
    let grid = gridValues
    guard let low = grid.first, let high = grid.last, high > low,
      table.rows[row].cells.indices.contains(column)
    else { return nil }
    let fraction = (table.rows[row].cells[column].value - low) / (high - low)
    return (
      MatrixPainter.cellX(column) + MatrixPainter.cellWidth / 2,
      top + Self.innerHeight * (1 - fraction)
    )
  }

  /// The legend's entries: the current device's name (with how many other
  /// devices' lines lie under its line: the same heights everywhere), then
  /// the grey lines: the one device's name, or how many devices.
  func legend(currentRow: Int?) -> [String] {
    let heights = { (row: Int) in self.table.rows[row].cells.map(\.value) }
    var others = table.rows.indices.filter { $0 != currentRow && !heights($0).isEmpty }
    var entries: [String] = []
    if let currentRow {
      let same =
        heights(currentRow).isEmpty ? [] : others.filter { heights($0) == heights(currentRow) }
      others.removeAll { same.contains($0) }
      let name = table.rows[currentRow].device.name
      entries.append(same.isEmpty ? name : "\(name) and \(same.count) more on the same line")
    }
    if others.count == 1 {
      entries.append(table.rows[others[0]].device.name)
    } else if others.count > 1 {
      entries.append("\(others.count) other devices")
    }
    return entries
  }

  /// The title, gridlines, frame, axis labels, lines and legend.
  func draw(_ context: DrawingContext, currentRow: Int?) {
    let grid = gridValues
    guard let low = grid.first, let high = grid.last, high > low else { return }
    let left = MatrixPainter.nameWidth, width = 12 * MatrixPainter.cellWidth
    MatrixPainter.text(
      context, "\(table.metric.title(on: table.os)) (pt) by category", x: left, baseline: top - 5,
      Palette.matrixHeading)
    context.setLineWidth(1)
    for value in grid {
      let y = (top + Self.innerHeight * (1 - (value - low) / (high - low))).rounded() + 0.5
      context.move(toX: left, y: y)
      context.line(toX: left + width, y: y)
      context.stroke(Palette.matrixGridline)
      MatrixPainter.text(
        context, formatPoints(value), right: left - 4, x: 0, baseline: y + 3, maxWidth: left - 8,
        Palette.matrixHeading)
    }
    context.strokeRectangle(
      Rect(x: left, y: top, width: width, height: Self.innerHeight), Palette.matrixHeading)
    let axisBaseline = top + Self.innerHeight + 13
    for category in ContentSizeCategory.allCases {
      let centre = MatrixPainter.cellX(category.rawValue) + MatrixPainter.cellWidth / 2
      let labelWidth = context.lineWidth(category.shortName, font: MatrixPainter.font)
      MatrixPainter.text(
        context, category.shortName, x: centre - min(labelWidth, MatrixPainter.cellWidth - 2) / 2,
        baseline: axisBaseline, maxWidth: MatrixPainter.cellWidth - 2, Palette.matrixHeading)
    }
    for row in table.rows.indices where row != currentRow {
      line(context, row: row)
      context.stroke(Palette.matrixOtherLines)
    }
    if let currentRow {
      line(context, row: currentRow)
      context.setLineWidth(2.5)
      context.stroke(Palette.matrixSelection)
    }
    drawLegend(context, currentRow: currentRow, baseline: axisBaseline + 20)
  }

  private func drawLegend(
    _ context: DrawingContext, currentRow: Int?, baseline: Double
  ) {
    var x = MatrixPainter.nameWidth
    let entries = legend(currentRow: currentRow)
    for (index, entry) in entries.enumerated() {
      let isCurrent = currentRow != nil && index == 0
      context.setLineWidth(isCurrent ? 2.5 : 1)
      context.move(toX: x, y: baseline - 3.5)
      context.line(toX: x + 18, y: baseline - 3.5)
      context.stroke(isCurrent ? Palette.matrixSelection : Palette.matrixOtherLines)
      MatrixPainter.text(context, entry, x: x + 23, baseline: baseline, Palette.matrixHeading)
      x += 23 + context.lineWidth(entry, font: MatrixPainter.font) + 16
    }
  }

  private func line(_ context: DrawingContext, row: Int) {
    for column in 0..<12 {
      guard let point = point(row: row, column: column) else { return }
      if column == 0 {
        context.move(toX: point.x, y: point.y)
      } else {
        context.line(toX: point.x, y: point.y)
      }
    }
  }
}
