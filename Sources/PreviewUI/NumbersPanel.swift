import CGtk
import GtkKit

/// The numbers panel: each reading's name, value (tabular figures, so digits
/// do not jump) and provenance marker, with a tooltip naming the source or
/// rule and an accessible name that starts with the reading's name and
/// includes the number ("Compact height 110 pt, measured").
///
/// The names are GtkLabels that carry the tooltips and the accessible names;
/// the values and markers are drawn with Pango into one drawing area beside
/// them, so a slider step only repaints that area: changing a label's text
/// would queue a resize of the whole window on every step (measured: about
/// half the CPU of a step).
@MainActor
final class NumbersPanel {
  let root = Box(.vertical, spacing: 4)
  private var names: [Label] = []
  private let values = DrawingArea()
  private let notes = Label()
  private var shown: [Reading] = Reading.unavailable
  private var shownNotes = ""
  /// One Pango layout per row for the value and for the marker.
  private var valueLayouts: [(layout: OpaquePointer, text: String)?] = []
  private var markerLayouts: [(layout: OpaquePointer, text: String)?] = []

  init() {
    root.addCSSClass("numbers")
    let heading = Label("Numbers")
    heading.addCSSClass("heading")
    root.append(heading)
    let grid = Grid(columnSpacing: 10, rowSpacing: 3)
    values.contentWidth = 190
    values.expandsHorizontally = true
    for (index, reading) in Reading.unavailable.enumerated() {
      let name = Label(reading.name)
      grid.attach(name, column: 0, row: index)
      names.append(name)
    }
    grid.attach(values, column: 1, row: 0, rows: names.count)
    values.onDraw(owner: self) { panel, target in
      panel.draw(target.cairo, width: Double(target.width))
    }
    root.append(grid)
    let legend = Label("no mark: measured   * derived   ~ estimated")
    legend.addCSSClass("legend")
    root.append(legend)
    notes.wrap(maximumCharacters: 44)
    notes.addCSSClass("notes")
    root.append(notes)
    for (index, reading) in shown.enumerated() { describe(index, reading) }
  }

  isolated deinit {
    for entry in valueLayouts + markerLayouts {
      if let entry { g_object_unref(gpointerOf(entry.layout)) }
    }
  }

  /// The readings on screen now.
  var readings: [Reading] { shown }

  /// Shows `readings`: one repaint of the values; tooltips and accessible
  /// names only where they changed.
  func show(_ readings: [Reading], notes text: String) {
    for (index, reading) in readings.enumerated() where index < names.count {
      let old = index < shown.count ? shown[index] : nil
      if old?.tooltip != reading.tooltip {
        names[index].setTooltip(reading.tooltip)
      }
      if old?.accessibleName != reading.accessibleName {
        names[index].setAccessibleLabel(reading.accessibleName)
      }
    }
    if readings != shown {
      shown = readings
      values.queueDraw()
    }
    if text != shownNotes {
      shownNotes = text
      notes.setText(text)
    }
  }

  private func describe(_ index: Int, _ reading: Reading) {
    names[index].setTooltip(reading.tooltip)
    names[index].setAccessibleLabel(reading.accessibleName)
  }

  /// Each value right-aligned on its name's row, in tabular figures, with
  /// the provenance marker after it.
  private func draw(_ cr: OpaquePointer, width: Double) {
    let markerWidth = 14.0
    for (index, reading) in shown.enumerated() where index < names.count {
      guard let bounds = names[index].bounds(in: values) else { continue }
      let value = layout(&valueLayouts, index, reading.value)
      var textWidth: Int32 = 0
      var textHeight: Int32 = 0
      pango_layout_get_pixel_size(value, &textWidth, &textHeight)
      let y = bounds.y + (bounds.height - Double(textHeight)) / 2
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.12)
      cairo_move_to(cr, width - markerWidth - Double(textWidth), y)
      pango_cairo_show_layout(cr, value)
      if !reading.marker.isEmpty {
        cairo_set_source_rgb(cr, 0.7, 0.36, 0)
        cairo_move_to(cr, width - markerWidth + 4, y)
        pango_cairo_show_layout(cr, layout(&markerLayouts, index, reading.marker))
      }
    }
  }

  /// The row's layout showing `text` (semibold, tabular figures); created
  /// once per row and re-shaped only when its text changes.
  private func layout(
    _ layouts: inout [(layout: OpaquePointer, text: String)?], _ index: Int, _ text: String
  ) -> OpaquePointer {
    while layouts.count <= index { layouts.append(nil) }
    if let cached = layouts[index] {
      if cached.text != text {
        pango_layout_set_text(cached.layout, text, -1)
        layouts[index] = (cached.layout, text)
      }
      return cached.layout
    }
    let fresh = pango_layout_new(values.pangoContext)!
    pango_layout_set_text(fresh, text, -1)
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
    pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_SEMIBOLD))
    pango_layout_set_attributes(fresh, attributes)
    pango_attr_list_unref(attributes)
    layouts[index] = (fresh, text)
    return fresh
  }
}
