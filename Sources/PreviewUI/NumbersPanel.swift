import CGtk
import GtkKit
import WidgetDrawing

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
  /// Draws the values and markers (one Pango layout per row for each).
  private let painter = NumbersPainter()

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

  /// Each value right-aligned on its name's row (see ``NumbersPainter``).
  private func draw(_ cr: OpaquePointer, width: Double) {
    var rows: [NumbersPainter.Row] = []
    for (index, reading) in shown.enumerated() where index < names.count {
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(names[index].pointer, values.pointer, &bounds) != 0 else {
        continue
      }
      rows.append(
        NumbersPainter.Row(
          top: Double(bounds.origin.y), height: Double(bounds.size.height), value: reading.value,
          marker: reading.marker))
    }
    painter.draw(
      rows, width: width, textContext: gtk_widget_get_pango_context(values.pointer),
      into: DrawingContext(cairo: cr))
  }
}
