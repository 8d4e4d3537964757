import CGtk

/// A `GtkScrolledWindow`: shows part of a larger child, with scroll bars.
@MainActor
public final class ScrolledWindow: Widget {
  /// A scrolled window; with `verticalOnly` it never scrolls sideways (the
  /// child gets the window's width).
  public init(verticalOnly: Bool = false) {
    super.init(sinking: gtk_scrolled_window_new())
    if verticalOnly {
      gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
  }

  /// Sets the scrolled content.
  public func setChild(_ child: Widget) { gtk_scrolled_window_set_child(opaque, child.pointer) }
}
