import CGtk

/// A `GtkWindow`: a top-level window.
///
/// GTK owns a window until it is destroyed (closed); this wrapper holds one
/// more reference, so ``pointer`` never dangles: after the window closes it
/// stays a valid, destroyed object (``isDestroyed``) until the wrapper goes.
///
/// Because of that reference GTK cannot dispose the window when it is
/// destroyed, so its `destroy` signal comes only when the wrapper goes.
/// Destruction is read where `gtk_window_destroy` records it: the window
/// leaves GTK's list of top-level windows.
@MainActor
public class Window: Widget {
  /// True once the window has been closed and destroyed.
  public private(set) var isDestroyed = false
  private var destroyActions: [@MainActor () -> Void] = []
  private var toplevelsHandler: UInt = 0

  /// A new, empty window.
  public convenience init() { self.init(sinking: gtk_window_new()) }

  /// Wraps a freshly created window of a subclass (`gtk_*_window_new`).
  public override init(sinking created: UnsafeMutablePointer<GtkWidget>) {
    super.init(sinking: created)
    toplevelsHandler = Signal.onItemsChanged(gpointerOf(Self.toplevels)) { [weak self] in
      self?.checkDestroyed()
    }
  }

  isolated deinit { g_signal_handler_disconnect(gpointerOf(Self.toplevels), toplevelsHandler) }

  /// GTK's list of windows not yet destroyed (owned by GTK).
  private static var toplevels: OpaquePointer { gtk_window_get_toplevels() }

  private func checkDestroyed() {
    guard !isDestroyed else { return }
    let count = g_list_model_get_n_items(Self.toplevels)
    for index in 0..<count {
      let item = g_list_model_get_item(Self.toplevels, index)
      g_object_unref(item)
      if item == object { return }
    }
    isDestroyed = true
    let actions = destroyActions
    destroyActions = []
    for action in actions { action() }
  }

  private var window: UnsafeMutablePointer<GtkWindow> { cast(pointer)! }

  /// Sets the title (the header bar shows it).
  public func setTitle(_ title: String) { gtk_window_set_title(window, title) }

  /// Sets the size the window opens at, in points.
  public func setDefaultSize(width: Int, height: Int) {
    gtk_window_set_default_size(window, Int32(width), Int32(height))
  }

  /// Sets the window's content.
  public func setChild(_ child: Widget) { gtk_window_set_child(window, child.pointer) }

  /// Replaces the title bar with `titlebar` (a header bar).
  public func setTitlebar(_ titlebar: Widget) { gtk_window_set_titlebar(window, titlebar.pointer) }

  /// Keeps this window over `parent`, blocking it while `modal`, and
  /// destroys it with `parent`.
  public func attach(to parent: Window, modal: Bool) {
    gtk_window_set_transient_for(window, parent.window)
    gtk_window_set_modal(window, modal ? 1 : 0)
    gtk_window_set_destroy_with_parent(window, 1)
  }

  /// Whether closing only hides the window (false: closing destroys it).
  public var hidesOnClose: Bool {
    get { gtk_window_get_hide_on_close(window) != 0 }
    set { gtk_window_set_hide_on_close(window, newValue ? 1 : 0) }
  }

  /// Shows the window and raises it.
  public func present() { gtk_window_present(window) }

  /// Closes the window as the user would (its close request, then destroy).
  public func close() { gtk_window_close(window) }

  /// Runs `action` once when the window is destroyed (closed); `action`
  /// must not capture this window strongly.
  public func onDestroy(_ action: @escaping @MainActor () -> Void) {
    destroyActions.append(action)
  }

  /// Where the window's coordinates start inside its X surface, in points:
  /// the client-side decorations' shadow margin, which xdotool and
  /// screenshots count from the surface's corner.
  public var surfaceOffset: (x: Double, y: Double) {
    var x = 0.0
    var y = 0.0
    gtk_native_get_surface_transform(opaque, &x, &y)
    return (x, y)
  }
}
