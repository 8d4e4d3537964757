import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
  /// A box laying out its children along `orientation`, `spacing` points apart.
  public init(_ orientation: Orientation, spacing: Int = 0) {
    super.init(sinking: gtk_box_new(orientation.gtk, Int32(spacing)))
  }

  /// Adds `child` after the others.
  public func append(_ child: Widget) { gtk_box_append(cast(pointer), child.pointer) }
}
