import CGtk

/// A `GtkOverlay`: a main child with others stacked over it.
@MainActor
public final class Overlay: Widget {
  /// An empty overlay.
  public init() { super.init(sinking: gtk_overlay_new()) }

  /// Sets the main child (it decides the overlay's size).
  public func setChild(_ child: Widget) { gtk_overlay_set_child(opaque, child.pointer) }

  /// Stacks `child` over the main child and the earlier overlays.
  public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(opaque, child.pointer) }
}
