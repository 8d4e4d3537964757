import CGtk
import GtkKit
import SizingModel

/// The matrix view: the `sizing-cli table` heights (compact, or maximum
/// expanded in expanded mode) for the current orientation, location and iOS
/// version (device rows × 12 categories) with the current cell highlighted,
/// and below it a plot of the compact height against the category, one line
/// per device. A click on a cell selects that device and category; with the
/// keyboard focus, the arrow keys, Home and End move the selection.
///
/// Two layers, so a slider step repaints two thin strips, not the table:
/// the table and plot (`area`, redrawn only when the table or the device
/// changes) and, over it, one strip per category of which only the selected
/// one draws (tint, current cell, plot dot). A step redraws the old and the
/// new strip; nothing moves or resizes, so GTK does not lay out the window.
@MainActor
final class MatrixView {
  /// The view's root (a GtkOverlay); add this to the window.
  let root: OwnedWidget
  /// The table and plot; takes the clicks and the keyboard focus.
  let area: OwnedWidget
  private let strips: [OwnedWidget]
  private var drawnColumn = -1
  private let model: SizingModel
  private var painter: MatrixPainter?
  private var tableKey = ""
  private var baseKey = ""
  private var state = PreviewState()
  private var focused = false
  /// Called with (device id, category) when a cell is chosen.
  var onSelect: (@MainActor (String, ContentSizeCategory) -> Void)?

  init(model: SizingModel) {
    self.model = model
    root = OwnedWidget(gtk_overlay_new())
    area = OwnedWidget(gtk_drawing_area_new())
    strips = (0..<12).map { _ in OwnedWidget(gtk_drawing_area_new()) }
    gtk_overlay_set_child(cast(root.pointer), area.pointer)
    Accessibility.setLabel(area.pointer, "Height matrix")
    gtk_drawing_area_set_content_width(cast(area.pointer), Int32(MatrixPainter.width))
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_set_margin_start(row, Int32(MatrixPainter.nameWidth))
    gtk_widget_set_halign(row, GTK_ALIGN_START)
    gtk_widget_set_can_target(row, 0)
    for (column, strip) in strips.enumerated() {
      gtk_drawing_area_set_content_width(cast(strip.pointer), Int32(MatrixPainter.cellWidth))
      gtk_box_append(cast(row), strip.pointer)
      setDrawFunction(strip) { view, cr in
        guard column == view.state.category.rawValue else { return }
        view.painter?.drawSelectedColumn(
          cr, column: column, currentRow: view.currentRow, focused: view.focused)
      }
    }
    gtk_overlay_add_overlay(cast(root.pointer), row)
    setDrawFunction(area) { view, cr in
      view.painter?.drawBase(cr, currentRow: view.currentRow)
    }
    connectInput()
  }

  private func setDrawFunction(
    _ layer: OwnedWidget, _ body: @escaping @MainActor (MatrixView, OpaquePointer) -> Void
  ) {
    final class Box {
      weak var view: MatrixView?
      let body: @MainActor (MatrixView, OpaquePointer) -> Void
      init(_ view: MatrixView, _ body: @escaping @MainActor (MatrixView, OpaquePointer) -> Void) {
        self.view = view
        self.body = body
      }
    }
    gtk_drawing_area_set_draw_func(
      cast(layer.pointer),
      { _, cr, _, _, data in
        let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { if let view = box.view { box.body(view, cr!) } }
      }, Unmanaged.passRetained(Box(self, body)).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<Box>.fromOpaque(data).release()
      })
  }

  private func connectInput() {
    gtk_widget_set_focusable(area.pointer, 1)
    let click = gtk_gesture_click_new()!
    Signal.onPressed(gpointerOf(click)) { [weak self] _, x, y in
      guard let self else { return }
      gtk_widget_grab_focus(self.area.pointer)
      if let cell = self.painter?.cell(atX: x, y: y) { self.select(row: cell.row, cell.category) }
    }
    gtk_widget_add_controller(area.pointer, click)
    let keys = gtk_event_controller_key_new()!
    Signal.onKeyPressed(gpointerOf(keys)) { [weak self] key in self?.keyPressed(key) ?? false }
    gtk_widget_add_controller(area.pointer, keys)
    let focus = gtk_event_controller_focus_new()!
    Signal.connect(gpointerOf(focus), "enter") { [weak self] in self?.setFocused(true) }
    Signal.connect(gpointerOf(focus), "leave") { [weak self] in self?.setFocused(false) }
    gtk_widget_add_controller(area.pointer, focus)
  }

  private func setFocused(_ focused: Bool) {
    self.focused = focused
    gtk_widget_queue_draw(strips[state.category.rawValue].pointer)
  }

  /// Arrows move one cell, Home and End to the first and last category.
  private func keyPressed(_ key: UInt32) -> Bool {
    guard let painter, let row = currentRow else { return false }
    var next = (row: row, column: state.category.rawValue)
    switch Int32(key) {
    case GDK_KEY_Left, GDK_KEY_KP_Left: next.column -= 1
    case GDK_KEY_Right, GDK_KEY_KP_Right: next.column += 1
    case GDK_KEY_Up, GDK_KEY_KP_Up: next.row -= 1
    case GDK_KEY_Down, GDK_KEY_KP_Down: next.row += 1
    case GDK_KEY_Home, GDK_KEY_KP_Home: next.column = 0
    case GDK_KEY_End, GDK_KEY_KP_End: next.column = 11
    default: return false
    }
    next.row = min(max(next.row, 0), painter.table.rows.count - 1)
    if let category = ContentSizeCategory(rawValue: min(max(next.column, 0), 11)) {
      select(row: next.row, category)
    }
    return true
  }

  private func select(row: Int, _ category: ContentSizeCategory) {
    guard let painter else { return }
    onSelect?(painter.table.rows[row].device.id, category)
  }

  private var currentRow: Int? {
    painter?.table.rows.firstIndex { $0.device.id == state.deviceID }
  }

  /// Shows `state`: rebuilds the table only when its key changes, redraws
  /// the table only when it or the device changes, and the old and the new
  /// category's strips when the category changes.
  func show(_ state: PreviewState) {
    self.state = state
    let metric: HeightTable.Metric = state.mode == .expanded ? .expanded : .compact
    let key = "\(state.orientation) \(state.location) \(state.os) \(metric)"
    if key != tableKey, let table = table(metric, state) {
      tableKey = key
      let compact = metric == .compact ? table : self.table(.compact, state) ?? table
      let painter = MatrixPainter(table: table, compactTable: compact)
      self.painter = painter
      gtk_drawing_area_set_content_height(cast(area.pointer), Int32(painter.height))
      for strip in strips {
        gtk_drawing_area_set_content_height(cast(strip.pointer), Int32(painter.height))
      }
    }
    let deviceChanged = baseKey != tableKey + " " + state.deviceID
    if deviceChanged {
      baseKey = tableKey + " " + state.deviceID
      gtk_widget_queue_draw(area.pointer)
    }
    let column = state.category.rawValue
    if column != drawnColumn || deviceChanged {
      if strips.indices.contains(drawnColumn) { gtk_widget_queue_draw(strips[drawnColumn].pointer) }
      gtk_widget_queue_draw(strips[column].pointer)
      drawnColumn = column
    }
    describe()
  }

  private func table(_ metric: HeightTable.Metric, _ state: PreviewState) -> HeightTable? {
    try? HeightTable(
      model: model, metric: metric, orientation: state.orientation, location: state.location,
      os: state.os)
  }

  /// The accessible description names the selected cell.
  private func describe() {
    guard let painter, let row = currentRow else { return }
    let cell = painter.table.rows[row].cells[state.category.rawValue]
    Accessibility.setDescription(
      area.pointer,
      "\(painter.table.rows[row].device.name), \(state.category.displayName): "
        + "\(formatPoints(cell.value)) pt, \(cell.provenance.kind)")
  }
}
