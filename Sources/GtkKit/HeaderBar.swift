import CGtk

/// A `GtkHeaderBar`: a window's title bar with buttons.
@MainActor
public final class HeaderBar: Widget {
  /// A header bar showing the window's title.
  public init() { super.init(sinking: gtk_header_bar_new()) }

  /// Adds `child` at the end (the right in left-to-right text).
  public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(opaque, child.pointer) }
}
