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
package final class NumbersPanel {
  let root = Box(.vertical, spacing: 4)
  private var names: [Label] = []
  private let values = DrawingArea()
  private let notes = Label()
  private var shown: [Reading] = TodayPreviewHost.unavailable
  private var shownNotes = ""
  /// Draws the values and markers (one Pango layout per row for each).
  private let painter = NumbersPainter()

  init() {
    root.addCSSClass("numbers")
    let heading = Label("Numbers")
    heading.addCSSClass("heading")
    root.append(heading)
    let grid = Grid(columnSpacing: 10, rowSpacing: 3)
    values.contentWidth = 190
    values.expandsHorizontally = true
    for (index, reading) in TodayPreviewHost.unavailable.enumerated() {
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

  /// The readings on screen now.
  var readings: [Reading] { shown }
  /// The notes under the readings (fallbacks, diagnostics) on screen now.
  package var notesText: String { shownNotes }

  /// Shows `readings`: one repaint of the values; tooltips and accessible
  /// names only where they changed.
  func show(_ readings: [Reading], notes text: String) {
    for (index, reading) in readings.enumerated() where index < names.count {
      let old = index < shown.count ? shown[index] : nil
      if old?.name != reading.name {
        names[index].setText(reading.name)
      }
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

  /// Each value right-aligned on its name's row (see ``NumbersPainter``).
  private func draw(_ cr: OpaquePointer, width: Double) {
    var rows: [NumbersPainter.Row] = []
    for (index, reading) in shown.enumerated() where index < names.count {
      guard let bounds = names[index].bounds(in: values) else { continue }
      rows.append(
        NumbersPainter.Row(
          top: bounds.y, height: bounds.height, value: reading.value, marker: reading.marker))
    }
    painter.draw(
      rows, width: width, textContext: values.pangoContext, into: DrawingContext(cairo: cr))
  }
}
