import CGtk

/// A Swift reference to a GTK widget, the base of every widget wrapper here.
///
/// GTK widgets start with a *floating* reference. `init` sinks it with
/// `g_object_ref_sink` (so Swift owns exactly one reference, whether or not a
/// container has taken the widget; for a window, which GTK already owns,
/// it adds one) and `deinit`, on the main actor, drops it. Containers keep
/// their own reference, so a widget added to a box lives on after its Swift
/// wrapper is gone.
///
/// Closures handed to a widget's signals live as long as the widget; a closure
/// that captured its own widget's wrapper strongly would keep both alive, so
/// handlers get the values they need as arguments and capture owners weakly.
@MainActor
public class Widget {
  /// The widget; valid for the lifetime of this object.
  public let pointer: UnsafeMutablePointer<GtkWidget>

  /// Takes ownership of a freshly created widget (from any `gtk_*_new`).
  public init(sinking created: UnsafeMutablePointer<GtkWidget>) {
    pointer = created
    g_object_ref_sink(UnsafeMutableRawPointer(created))
  }

  /// Takes ownership of a freshly created widget returned as an opaque pointer.
  public convenience init(sinking created: OpaquePointer) {
    self.init(sinking: UnsafeMutablePointer<GtkWidget>(created))
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  /// The widget as an opaque pointer (GtkLabel, GtkScale APIs).
  public var opaque: OpaquePointer { OpaquePointer(pointer) }

  /// The widget as the `gpointer` GLib's generic functions take.
  var object: gpointer { UnsafeMutableRawPointer(pointer) }

  /// The width GTK allocated, in points (0 before the first layout).
  public var width: Int { Int(gtk_widget_get_width(pointer)) }

  /// The height GTK allocated, in points (0 before the first layout).
  public var height: Int { Int(gtk_widget_get_height(pointer)) }

  /// Whether the widget is on screen (mapped).
  public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }

  /// Whether the widget is shown (hidden widgets take no space).
  public var isVisible: Bool {
    get { gtk_widget_get_visible(pointer) != 0 }
    set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget takes input (insensitive widgets are greyed out).
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(pointer) != 0 }
    set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
  }

  /// Whether pointer events can land on the widget (false lets them through).
  public var canTarget: Bool {
    get { gtk_widget_get_can_target(pointer) != 0 }
    set { gtk_widget_set_can_target(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget can take the keyboard focus.
  public var isFocusable: Bool {
    get { gtk_widget_get_focusable(pointer) != 0 }
    set { gtk_widget_set_focusable(pointer, newValue ? 1 : 0) }
  }

  /// Moves the keyboard focus to the widget.
  public func grabFocus() { gtk_widget_grab_focus(pointer) }

  /// Asks for a repaint in the next frame.
  public func queueDraw() { gtk_widget_queue_draw(pointer) }

  /// Sets the text shown when the pointer rests on the widget; nil removes it.
  public func setTooltip(_ text: String?) { gtk_widget_set_tooltip_text(pointer, text) }

  /// Adds a CSS class (style.css selects on it).
  public func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }

  /// Removes a CSS class.
  public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }

  /// This widget's bounds in `other`'s coordinates, in points, or nil when
  /// the two are not in one window or not laid out yet.
  public func bounds(in other: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(pointer, other.pointer, &rect) != 0 else { return nil }
    return (
      Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width),
      Double(rect.size.height)
    )
  }
}

extension Widget {
  /// The widget's Pango context (its font and font options), for text
  /// layouts drawn in it; owned by the widget.
  public var pangoContext: OpaquePointer { gtk_widget_get_pango_context(pointer) }
}
