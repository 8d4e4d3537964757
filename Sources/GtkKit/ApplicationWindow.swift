import CGtk
import Glibc

/// A `GtkApplicationWindow`: a window of an ``Application``, with named
/// actions (`win.open`) that menus and keyboard shortcuts refer to.
@MainActor
public final class ApplicationWindow: Window {
  private let application: Application

  /// A new window of `application` (which must have started up).
  public init(application: Application) {
    self.application = application
    super.init(sinking: gtk_application_window_new(application.application))
  }

  /// Adds the action `win.<name>` (a `GSimpleAction` in the window's action
  /// map) and binds `shortcuts` (GTK syntax, `"<Control>o"`) to it; `action`
  /// runs on activation. Disabling the returned action greys out every
  /// place it appears. `action` must not capture this window strongly.
  @discardableResult
  public func addAction(
    _ name: String, shortcuts: [String] = [], _ action: @escaping @MainActor () -> Void
  ) -> WindowAction {
    let simple = g_simple_action_new(name, nil)!
    Signal.onActivate(gpointerOf(simple), action)
    g_action_map_add_action(opaque, simple)
    let added = WindowAction(simple)
    g_object_unref(gpointerOf(simple))
    if !shortcuts.isEmpty {
      let strings = shortcuts.map { strdup($0) }
      defer { strings.forEach { free($0) } }
      var array: [UnsafePointer<CChar>?] = strings.map { UnsafePointer($0) }
      array.append(nil)
      gtk_application_set_accels_for_action(application.application, "win." + name, &array)
    }
    return added
  }
}
