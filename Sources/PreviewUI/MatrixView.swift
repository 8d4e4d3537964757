import CGtk
import GtkKit
import SizingModel

/// The matrix view: the `sizing-cli table` heights (compact, or maximum
/// expanded in expanded mode) for the current orientation, location and iOS
/// version (device rows × 12 categories) with the current cell highlighted,
/// and below it a plot of the compact height against the category, one line
/// per device. A click on a cell selects that device and category.
@MainActor
final class MatrixView {
  let area: OwnedWidget
  private let model: SizingModel
  private var table: HeightTable?
  /// Compact heights for the plot (the same as `table` in compact mode).
  private var compactTable: HeightTable?
  private var tableKey = ""
  private var state = PreviewState()
  /// The table and plot for one (table, device), drawn once; a slider step
  /// only paints this image and the current category's highlight over it.
  private var cache: OpaquePointer?
  private var cacheKey = ""
  /// Called with (device id, category) when a cell is clicked.
  var onSelect: (@MainActor (String, ContentSizeCategory) -> Void)?

  static let nameWidth = 92.0
  static let cellWidth = 36.0
  static let rowHeight = 17.0
  static let plotHeight = 190.0
  static let width = nameWidth + 12 * cellWidth + 8

  init(model: SizingModel) {
    self.model = model
    area = OwnedWidget(gtk_drawing_area_new())
    Accessibility.setLabel(area.pointer, "Height matrix")
    gtk_drawing_area_set_content_width(cast(area.pointer), Int32(Self.width))
    gtk_drawing_area_set_draw_func(
      cast(area.pointer),
      { _, cr, _, _, data in
        let view = Unmanaged<MatrixView>.fromOpaque(data!)
        MainActor.assumeIsolated { view.takeUnretainedValue().draw(cr!) }
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<MatrixView>.fromOpaque(data).release()
      })
    let click = gtk_gesture_click_new()!
    Signal.onPressed(gpointerOf(click)) { [weak self] _, x, y in self?.clicked(x: x, y: y) }
    gtk_widget_add_controller(area.pointer, click)
  }

  /// The table's metric for a state: expanded heights in expanded mode.
  private func metric(_ state: PreviewState) -> HeightTable.Metric {
    state.mode == .expanded ? .expanded : .compact
  }

  /// Shows `state`; recomputes the table only when its key changes.
  func show(_ state: PreviewState) {
    self.state = state
    let key = "\(state.orientation) \(state.location) \(state.os) \(metric(state))"
    if key != tableKey {
      tableKey = key
      table = try? HeightTable(
        model: model, metric: metric(state), orientation: state.orientation,
        location: state.location, os: state.os)
      compactTable =
        metric(state) == .compact
        ? table
        : try? HeightTable(
          model: model, metric: .compact, orientation: state.orientation,
          location: state.location, os: state.os)
      let rows = Double(table?.rows.count ?? 0)
      let height = (rows + 1) * Self.rowHeight + 24 + Self.plotHeight + 8
      gtk_drawing_area_set_content_height(cast(area.pointer), Int32(height))
    }
    gtk_widget_queue_draw(area.pointer)
  }

  private func clicked(x: Double, y: Double) {
    guard let table else { return }
    let row = Int((y / Self.rowHeight).rounded(.down)) - 1
    let column = Int(((x - Self.nameWidth) / Self.cellWidth).rounded(.down))
    guard row >= 0, row < table.rows.count, column >= 0, column < 12,
      let category = ContentSizeCategory(rawValue: column)
    else { return }
    onSelect?(table.rows[row].device.id, category)
  }

  isolated deinit {
    if let cache { cairo_surface_destroy(cache) }
  }

  private func draw(_ cr: OpaquePointer) {
    guard let table else { return }
    let width = Int32(gtk_widget_get_width(area.pointer))
    let height = Int32(gtk_widget_get_height(area.pointer))
    let key = "\(tableKey) \(state.deviceID) \(width)x\(height)"
    if key != cacheKey || cache == nil {
      if let cache { cairo_surface_destroy(cache) }
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
      let base = cairo_create(surface)!
      drawBase(base, table)
      cairo_destroy(base)
      cache = surface
      cacheKey = key
    }
    cairo_set_source_surface(cr, cache, 0, 0)
    cairo_paint(cr)
    drawSelection(cr, table)
  }

  private func setFont(_ cr: OpaquePointer) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, 9.5)
  }

  /// The table with the current device's row tinted, and the plot with the
  /// current device's line in blue: everything a slider step leaves alone.
  private func drawBase(_ cr: OpaquePointer, _ table: HeightTable) {
    setFont(cr)
    cairo_set_source_rgb(cr, 0.35, 0.35, 0.4)
    text(
      cr, table.metric == .compact ? "compact (pt)" : "max expanded", x: 2,
      y: Self.rowHeight - 4)
    for category in ContentSizeCategory.allCases {
      text(cr, category.shortName, x: cellX(category.rawValue) + 3, y: Self.rowHeight - 4)
    }
    for (index, row) in table.rows.enumerated() {
      let y = Double(index + 1) * Self.rowHeight
      let current = row.device.id == state.deviceID
      if current {
        cairo_set_source_rgb(cr, 0.88, 0.92, 1)
        cairo_rectangle(cr, 0, y + 1, cellX(12), Self.rowHeight - 2)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.05, 0.3, 0.8)
      } else {
        cairo_set_source_rgb(cr, 0.2, 0.2, 0.25)
      }
      text(cr, row.device.name, x: 2, y: y + Self.rowHeight - 4)
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.15)
      for (column, cell) in row.cells.enumerated() {
        text(
          cr, Reading.points(cell.value) + cell.provenance.marker, x: cellX(column) + 3,
          y: y + Self.rowHeight - 4)
      }
    }
    if let compactTable { drawPlot(cr, compactTable) }
  }

  /// The current category's column tint, the current cell and the plot's dot.
  private func drawSelection(_ cr: OpaquePointer, _ table: HeightTable) {
    let column = state.category.rawValue
    cairo_set_source_rgba(cr, 0.04, 0.38, 1, 0.12)
    cairo_rectangle(
      cr, cellX(column), Self.rowHeight, Self.cellWidth - 1,
      Double(table.rows.count) * Self.rowHeight)
    cairo_fill(cr)
    guard let index = table.rows.firstIndex(where: { $0.device.id == state.deviceID }) else {
      return
    }
    let cell = table.rows[index].cells[column]
    let plotted = compactTable?.rows[index].cells[column].value ?? cell.value
    let y = Double(index + 1) * Self.rowHeight
    cairo_set_source_rgb(cr, 0.04, 0.38, 1)
    cairo_rectangle(cr, cellX(column), y + 1, Self.cellWidth - 1, Self.rowHeight - 2)
    cairo_fill(cr)
    setFont(cr)
    cairo_set_source_rgb(cr, 1, 1, 1)
    text(
      cr, Reading.points(cell.value) + cell.provenance.marker, x: cellX(column) + 3,
      y: y + Self.rowHeight - 4)
    if let compactTable, let (x, dotY) = plotPoint(compactTable, column: column, value: plotted) {
      cairo_set_source_rgb(cr, 0.04, 0.38, 1)
      cairo_arc(cr, x, dotY, 4, 0, 2 * Double.pi)
      cairo_fill(cr)
    }
  }

  private var plotTop: Double { Double((table?.rows.count ?? 0) + 1) * Self.rowHeight + 24 }
  private static let plotInnerHeight = plotHeight - 20

  private func plotRange(_ table: HeightTable) -> (low: Double, high: Double)? {
    let values = table.rows.flatMap { $0.cells.map(\.value) }
    guard let low = values.min(), let high = values.max(), high > low else { return nil }
    return (low, high)
  }

  /// Where a value lands in the plot, in the area's coordinates.
  private func plotPoint(_ table: HeightTable, column: Int, value: Double) -> (Double, Double)? {
    guard let range = plotRange(table) else { return nil }
    let fraction = (value - range.low) / (range.high - range.low)
    return (
      cellX(column) + Self.cellWidth / 2, plotTop + Self.plotInnerHeight * (1 - fraction)
    )
  }

  private func drawPlot(_ cr: OpaquePointer, _ table: HeightTable) {
    guard let range = plotRange(table) else { return }
    let left = Self.nameWidth, top = plotTop, height = Self.plotInnerHeight
    cairo_set_source_rgb(cr, 0.35, 0.35, 0.4)
    text(cr, "\(table.metric.title) (pt) by category", x: left, y: top - 4)
    text(cr, Reading.points(range.high), x: left - 34, y: top + 8)
    text(cr, Reading.points(range.low), x: left - 34, y: top + height)
    cairo_set_line_width(cr, 1)
    cairo_rectangle(cr, left, top, 12 * Self.cellWidth, height)
    cairo_stroke(cr)
    func line(_ row: HeightTable.Row) {
      polyline(
        cr,
        row.cells.enumerated().compactMap {
          plotPoint(table, column: $0.offset, value: $0.element.value)
        })
    }
    for row in table.rows where row.device.id != state.deviceID {
      line(row)
      cairo_set_source_rgba(cr, 0.4, 0.45, 0.55, 0.55)
      cairo_stroke(cr)
    }
    if let current = table.rows.first(where: { $0.device.id == state.deviceID }) {
      line(current)
      cairo_set_source_rgb(cr, 0.04, 0.38, 1)
      cairo_set_line_width(cr, 2.5)
      cairo_stroke(cr)
    }
  }

  private func polyline(_ cr: OpaquePointer, _ points: [(Double, Double)]) {
    for (index, point) in points.enumerated() {
      if index == 0 {
        cairo_move_to(cr, point.0, point.1)
      } else {
        cairo_line_to(cr, point.0, point.1)
      }
    }
  }

  private func cellX(_ column: Int) -> Double { Self.nameWidth + Double(column) * Self.cellWidth }

  private func text(_ cr: OpaquePointer, _ string: String, x: Double, y: Double) {
    cairo_move_to(cr, x, y)
    cairo_show_text(cr, string)
  }
}
