import CGtk

/// A strong Swift reference to a widget created from Swift.
///
/// GTK widgets start with a *floating* reference. `init` sinks it with
/// `g_object_ref_sink` (so Swift owns exactly one reference, whether or not a
/// container has taken the widget) and `deinit` drops it with
/// `g_object_unref`. Never wrap pointers received in callbacks: they are
/// borrowed, not floating.
public final class OwnedWidget: @unchecked Sendable {
  /// The widget; valid for the lifetime of this object.
  public let pointer: UnsafeMutablePointer<GtkWidget>

  /// Takes ownership of a freshly created widget (from any `gtk_*_new`).
  public init(_ created: UnsafeMutablePointer<GtkWidget>) {
    pointer = created
    g_object_ref_sink(UnsafeMutableRawPointer(created))
  }

  /// Takes ownership of a freshly created widget returned as an opaque pointer.
  public convenience init(_ created: OpaquePointer) {
    self.init(UnsafeMutablePointer<GtkWidget>(created))
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  /// The widget as an opaque pointer (GtkLabel, GtkScale APIs).
  public var opaque: OpaquePointer { OpaquePointer(pointer) }
}
