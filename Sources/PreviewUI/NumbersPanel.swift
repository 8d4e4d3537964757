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
  let root: OwnedWidget
  private var names: [OwnedWidget] = []
  private let values: OwnedWidget
  private let notes: OwnedWidget
  private var shown: [Reading] = Reading.unavailable
  private var shownNotes = ""
  /// One Pango layout per row for the value and for the marker.
  private var valueLayouts: [(layout: OpaquePointer, text: String)?] = []
  private var markerLayouts: [(layout: OpaquePointer, text: String)?] = []

  init() {
    root = OwnedWidget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
    notes = OwnedWidget(gtk_label_new(""))
    values = OwnedWidget(gtk_drawing_area_new())
    Styles.addClass(root.pointer, "numbers")
    let heading = gtk_label_new("Numbers")
    gtk_label_set_xalign(cast(heading), 0)
    Styles.addClass(heading, "heading")
    gtk_box_append(cast(root.pointer), heading)
    let grid = gtk_grid_new()
    gtk_grid_set_column_spacing(cast(grid), 10)
    gtk_grid_set_row_spacing(cast(grid), 3)
    gtk_drawing_area_set_content_width(cast(values.pointer), 190)
    gtk_widget_set_hexpand(values.pointer, 1)
    for (index, reading) in Reading.unavailable.enumerated() {
      let name = OwnedWidget(gtk_label_new(reading.name))
      gtk_label_set_xalign(cast(name.pointer), 0)
      gtk_grid_attach(cast(grid), name.pointer, 0, Int32(index), 1, 1)
      names.append(name)
    }
    gtk_grid_attach(cast(grid), values.pointer, 1, 0, 1, Int32(names.count))
    gtk_drawing_area_set_draw_func(
      cast(values.pointer),
      { _, cr, width, _, data in
        let panel = Unmanaged<NumbersPanel>.fromOpaque(data!)
        MainActor.assumeIsolated { panel.takeUnretainedValue().draw(cr!, width: Double(width)) }
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<NumbersPanel>.fromOpaque(data).release()
      })
    gtk_box_append(cast(root.pointer), grid)
    let legend = gtk_label_new("no mark: measured   * derived   ~ estimated")
    gtk_label_set_xalign(cast(legend), 0)
    Styles.addClass(legend, "legend")
    gtk_box_append(cast(root.pointer), legend)
    gtk_label_set_xalign(cast(notes.pointer), 0)
    gtk_label_set_wrap(cast(notes.pointer), 1)
    gtk_label_set_max_width_chars(cast(notes.pointer), 44)
    Styles.addClass(notes.pointer, "notes")
    gtk_box_append(cast(root.pointer), notes.pointer)
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
        gtk_widget_set_tooltip_text(names[index].pointer, reading.tooltip)
      }
      if old?.accessibleName != reading.accessibleName {
        Accessibility.setLabel(names[index].pointer, reading.accessibleName)
      }
    }
    if readings != shown {
      shown = readings
      gtk_widget_queue_draw(values.pointer)
    }
    if text != shownNotes {
      shownNotes = text
      gtk_label_set_text(cast(notes.pointer), text)
    }
  }

  private func describe(_ index: Int, _ reading: Reading) {
    gtk_widget_set_tooltip_text(names[index].pointer, reading.tooltip)
    Accessibility.setLabel(names[index].pointer, reading.accessibleName)
  }

  /// Each value right-aligned on its name's row, in tabular figures, with
  /// the provenance marker after it.
  private func draw(_ cr: OpaquePointer, width: Double) {
    let markerWidth = 14.0
    for (index, reading) in shown.enumerated() where index < names.count {
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(names[index].pointer, values.pointer, &bounds) != 0 else {
        continue
      }
      let value = layout(&valueLayouts, index, reading.value)
      var textWidth: Int32 = 0
      var textHeight: Int32 = 0
      pango_layout_get_pixel_size(value, &textWidth, &textHeight)
      let y = Double(bounds.origin.y) + (Double(bounds.size.height) - Double(textHeight)) / 2
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
    let fresh = gtk_widget_create_pango_layout(values.pointer, text)!
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
    pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_SEMIBOLD))
    pango_layout_set_attributes(fresh, attributes)
    pango_attr_list_unref(attributes)
    layouts[index] = (fresh, text)
    return fresh
  }
}
