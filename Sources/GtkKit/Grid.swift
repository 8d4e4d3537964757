import CGtk

/// A `GtkGrid`: children in rows and columns.
@MainActor
public final class Grid: Widget {
  /// An empty grid with `columnSpacing` and `rowSpacing` points between cells.
  public init(columnSpacing: Int, rowSpacing: Int) {
    super.init(sinking: gtk_grid_new())
    gtk_grid_set_column_spacing(cast(pointer), UInt32(columnSpacing))
    gtk_grid_set_row_spacing(cast(pointer), UInt32(rowSpacing))
  }

  /// Places `child` at `column`, `row`, spanning `rows` rows.
  public func attach(_ child: Widget, column: Int, row: Int, rows: Int = 1) {
    gtk_grid_attach(cast(pointer), child.pointer, Int32(column), Int32(row), 1, Int32(rows))
  }
}
