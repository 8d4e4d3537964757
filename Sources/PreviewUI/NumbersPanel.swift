import CGtk
import GtkKit

/// The numbers panel: each reading's name, value (tabular figures, so digits
/// do not jump) and provenance marker, with a tooltip naming the source or
/// rule and an accessible name that starts with the reading's name and
/// includes the number ("Compact height 110 pt, measured").
@MainActor
final class NumbersPanel {
  let root: OwnedWidget
  private var names: [OwnedWidget] = []
  private var values: [OwnedWidget] = []
  private var markers: [OwnedWidget] = []
  private let notes: OwnedWidget
  private var shown: [Reading] = []

  init() {
    root = OwnedWidget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
    Styles.addClass(root.pointer, "numbers")
    let heading = gtk_label_new("Numbers")
    gtk_label_set_xalign(cast(heading), 0)
    Styles.addClass(heading, "heading")
    gtk_box_append(cast(root.pointer), heading)
    let grid = gtk_grid_new()
    gtk_grid_set_column_spacing(cast(grid), 10)
    gtk_grid_set_row_spacing(cast(grid), 3)
    for (index, reading) in Reading.unavailable.enumerated() {
      let name = OwnedWidget(gtk_label_new(reading.name))
      let value = OwnedWidget(gtk_label_new(reading.value))
      let marker = OwnedWidget(gtk_label_new(""))
      gtk_label_set_xalign(cast(name.pointer), 0)
      gtk_label_set_xalign(cast(value.pointer), 1)
      Styles.addClass(value.pointer, "number")
      Styles.addClass(marker.pointer, "marker")
      gtk_grid_attach(cast(grid), name.pointer, 0, Int32(index), 1, 1)
      gtk_grid_attach(cast(grid), value.pointer, 1, Int32(index), 1, 1)
      gtk_grid_attach(cast(grid), marker.pointer, 2, Int32(index), 1, 1)
      names.append(name)
      values.append(value)
      markers.append(marker)
    }
    gtk_box_append(cast(root.pointer), grid)
    let legend = gtk_label_new("no mark: measured   * derived   ~ estimated")
    gtk_label_set_xalign(cast(legend), 0)
    Styles.addClass(legend, "legend")
    gtk_box_append(cast(root.pointer), legend)
    notes = OwnedWidget(gtk_label_new(""))
    gtk_label_set_xalign(cast(notes.pointer), 0)
    gtk_label_set_wrap(cast(notes.pointer), 1)
    gtk_label_set_max_width_chars(cast(notes.pointer), 44)
    Styles.addClass(notes.pointer, "notes")
    gtk_box_append(cast(root.pointer), notes.pointer)
  }

  /// Shows `readings`; only labels whose text changed are touched.
  func show(_ readings: [Reading], notes text: String) {
    for (index, reading) in readings.enumerated() where index < values.count {
      guard index >= shown.count || shown[index] != reading else { continue }
      gtk_label_set_text(cast(names[index].pointer), reading.name)
      gtk_label_set_text(cast(values[index].pointer), reading.value)
      gtk_label_set_text(cast(markers[index].pointer), reading.marker)
      for widget in [names[index], values[index], markers[index]] {
        gtk_widget_set_tooltip_text(widget.pointer, reading.tooltip)
      }
      Accessibility.setLabel(values[index].pointer, reading.accessibleName)
      Accessibility.setLabel(names[index].pointer, reading.accessibleName)
    }
    shown = readings
    gtk_label_set_text(cast(notes.pointer), text)
  }
}
