import GtkKit
import SizingModel

/// The matrix view: the `sizing-cli table` heights (compact, or maximum
/// expanded in expanded mode) for the current orientation, location and iOS
/// version (device rows × 12 categories) with the current cell highlighted
/// (in WidgetKit mode, ``WidgetKitMatrix``: WidgetKit screen rows),
/// and below it a plot of the same heights against the category, one line
/// per device ("—" and no line for a device that did not run that iOS).
/// A click on a cell selects that device and category; with the
/// keyboard focus, the arrow keys, Home and End move the selection.
///
/// Two layers, so a slider step repaints two thin strips, not the table:
/// the table and plot (`area`, redrawn only when the table or the device
/// changes) and, over it, one strip per category of which only the selected
/// one draws (tint, current cell, plot dot). A step redraws the old and the
/// new strip; nothing moves or resizes, so GTK does not lay out the window.
@MainActor
package final class MatrixView {
  /// The view's root (an overlay); add this to the window.
  let root = Overlay()
  /// The table and plot; takes the clicks and the keyboard focus.
  package let area = DrawingArea()
  private let strips: [DrawingArea] = (0..<12).map { _ in DrawingArea() }
  private var drawnColumn = -1
  private let model: WidgetSizes
  private var painter: MatrixPainter?
  /// The WidgetKit fit matrix, shown instead of the heights in WidgetKit mode.
  package private(set) var fitPainter: FitMatrixPainter?
  /// What the selected cell says to a screen reader (the area's description).
  package private(set) var cellDescription = ""
  private var tableKey = ""
  private var baseKey = ""
  private var state = PreviewState()
  private var focused = false
  /// CPU seconds the last table or fit matrix took to build (the
  /// benchmark prints it: a WidgetKit fit matrix lays every screen out at
  /// every text size).
  package private(set) var buildCPU = 0.0
  /// Called with (row id, category) when a cell is chosen: a device id, or
  /// in WidgetKit mode a WidgetKit screen id.
  var onSelect: (@MainActor (String, ContentSizeCategory) -> Void)?

  init(model: WidgetSizes) {
    self.model = model
    root.setChild(area)
    area.setAccessibleLabel("Height matrix")
    area.contentWidth = Int(MatrixPainter.width)
    let row = Box(.horizontal)
    row.marginStart = Int(MatrixPainter.nameWidth)
    row.align(horizontal: .start)
    row.canTarget = false
    for (column, strip) in strips.enumerated() {
      strip.contentWidth = Int(MatrixPainter.cellWidth)
      row.append(strip)
      strip.onDraw(owner: self) { view, target in
        guard column == view.state.category.rawValue else { return }
        if let fit = view.fitPainter {
          fit.drawSelectedColumn(target.cairo, currentRow: view.currentRow, focused: view.focused)
          return
        }
        view.painter?.drawSelectedColumn(
          target.cairo, column: column, currentRow: view.currentRow, focused: view.focused)
      }
    }
    root.addOverlay(row)
    area.onDraw(owner: self) { view, target in
      if let fit = view.fitPainter {
        fit.drawBase(target.cairo, currentRow: view.currentRow)
      } else {
        view.painter?.drawBase(target.cairo, currentRow: view.currentRow)
      }
    }
    connectInput()
  }

  private func connectInput() {
    area.isFocusable = true
    area.onClick { [weak self] _, x, y in
      guard let self else { return }
      self.area.grabFocus()
      let cell = self.fitPainter?.cell(atX: x, y: y) ?? self.painter?.cell(atX: x, y: y)
      if let cell { self.select(row: cell.row, cell.category) }
    }
    area.onKeyPress { [weak self] key in self?.keyPressed(key) ?? false }
    area.onFocusChange { [weak self] focused in self?.setFocused(focused) }
  }

  private func setFocused(_ focused: Bool) {
    self.focused = focused
    strips[state.category.rawValue].queueDraw()
  }

  /// Arrows move one cell, Home and End to the first and last category.
  private func keyPressed(_ key: Key) -> Bool {
    guard let row = currentRow else { return false }
    var next = (row: row, column: state.category.rawValue)
    switch key {
    case .left: next.column -= 1
    case .right: next.column += 1
    case .up: next.row -= 1
    case .down: next.row += 1
    case .home: next.column = 0
    case .end: next.column = 11
    case .other: return false
    }
    next.row = min(max(next.row, 0), rowIDs.count - 1)
    if let category = ContentSizeCategory(rawValue: min(max(next.column, 0), 11)) {
      select(row: next.row, category)
    }
    return true
  }

  private func select(row: Int, _ category: ContentSizeCategory) {
    guard rowIDs.indices.contains(row) else { return }
    onSelect?(rowIDs[row], category)
  }

  /// The rows' ids, top to bottom: WidgetKit screen ids in WidgetKit
  /// mode, device ids otherwise.
  private var rowIDs: [String] {
    fitPainter?.matrix.rows.map(\.screen.id) ?? painter?.table.rows.map(\.device.id) ?? []
  }

  /// The WidgetKit screen shown (the state's, else its device's).
  private var screenID: String?

  private var currentRow: Int? {
    rowIDs.firstIndex(of: fitPainter == nil ? state.deviceID : screenID ?? "")
  }

  /// Shows `state`: rebuilds the table only when its key changes, redraws
  /// the table only when it or the device changes, and the old and the new
  /// category's strips when the category changes.
  func show(_ state: PreviewState, engine: PreviewEngine, generation: Int) {
    self.state = state
    let metric: HeightTable.Metric = state.mode == .expanded ? .expanded : .compact
    var key = "\(state.orientation) \(state.location) \(state.os) \(metric)"
    if state.host == .widgetKit {
      screenID = engine.widgetKitScreen(for: state)?.id
      key =
        "widgetkit \(state.family) \(state.widgetKitOS) \(state.placement?.rawValue ?? "-") "
        + "\(state.icons) \(generation)"
      if key != tableKey {
        tableKey = key
        let started = CPUClock.thread()
        let fit = FitMatrixPainter(
          matrix: WidgetKitMatrix(engine: engine, family: state.family, state: state))
        buildCPU = CPUClock.thread() - started
        fitPainter = fit
        area.setAccessibleLabel("Fit matrix")
        for layer in [area] + strips { layer.contentHeight = Int(fit.height) }
      }
    } else if key != tableKey, case let started = CPUClock.thread(),
      let table = table(metric, state)
    {
      if fitPainter != nil {
        fitPainter = nil
        area.setAccessibleLabel("Height matrix")
      }
      tableKey = key
      let painter = MatrixPainter(table: table)
      buildCPU = CPUClock.thread() - started
      self.painter = painter
      for layer in [area] + strips { layer.contentHeight = Int(painter.height) }
    }
    let rowKey = tableKey + " " + state.deviceID + " " + (screenID ?? "")
    let deviceChanged = baseKey != rowKey
    if deviceChanged {
      baseKey = rowKey
      area.queueDraw()
    }
    let column = state.category.rawValue
    if column != drawnColumn || deviceChanged {
      if strips.indices.contains(drawnColumn) { strips[drawnColumn].queueDraw() }
      strips[column].queueDraw()
      drawnColumn = column
    }
    describe()
  }

  private func table(_ metric: HeightTable.Metric, _ state: PreviewState) -> HeightTable? {
    try? HeightTable(
      model: model, metric: metric, orientation: state.orientation, location: state.location,
      os: state.os)
  }

  /// The plot's gridline values (points) and legend entries, for the report.
  package var plotReport: (gridlines: [Double], legend: [String], title: String)? {
    guard let painter, fitPainter == nil else { return nil }
    let table = painter.table
    return (
      painter.plot.gridValues, painter.plot.legend(currentRow: currentRow),
      table.metric.title(on: table.os)
    )
  }

  /// The accessible description names the selected cell.
  private func describe() {
    if let fit = fitPainter, let row = currentRow {
      setDescription(fit.matrix.describe(row: row, category: state.category))
      return
    }
    guard let painter, let row = currentRow else { return }
    let tableRow = painter.table.rows[row]
    let prefix = "\(tableRow.device.name), \(state.category.displayName): "
    guard
      let cell = tableRow.cells.indices.contains(state.category.rawValue)
        ? tableRow.cells[state.category.rawValue] : nil
    else {
      setDescription(prefix + "— (\(tableRow.absence ?? "not available"))")
      return
    }
    setDescription(prefix + "\(formatPoints(cell.value)) pt, \(cell.provenance.kind)")
  }

  private func setDescription(_ text: String) {
    guard text != cellDescription else { return }
    cellDescription = text
    area.setAccessibleDescription(text)
  }
}
