import CGtk

/// Named window actions (`win.open`) with keyboard shortcuts, the GIO way:
/// a `GSimpleAction` in the window's action map, so menus and accelerators
/// refer to it by name and disabling it greys out every place it appears.
@MainActor
public enum WindowActions {
  /// Adds the action `win.<name>` to `window` (a GtkApplicationWindow) and
  /// binds `accelerators` (GTK syntax, `"<Control>o"`) to it; `action` runs
  /// on activation. Returns the action (owned by the window) for
  /// ``setEnabled(_:_:)``.
  @discardableResult
  public static func add(
    _ name: String, to window: UnsafeMutablePointer<GtkWidget>,
    application: UnsafeMutablePointer<GtkApplication>, accelerators: [String] = [],
    _ action: @escaping @MainActor () -> Void
  ) -> OpaquePointer {
    let simple = g_simple_action_new(name, nil)!
    Signal.onActivate(gpointerOf(simple), action)
    g_action_map_add_action(OpaquePointer(window), simple)
    g_object_unref(gpointerOf(simple))
    if !accelerators.isEmpty {
      let strings = accelerators.map { strdup($0) }
      defer { strings.forEach { free($0) } }
      var array: [UnsafePointer<CChar>?] = strings.map { UnsafePointer($0) }
      array.append(nil)
      gtk_application_set_accels_for_action(application, "win." + name, &array)
    }
    return simple
  }

  /// Enables or disables an action returned by ``add(_:to:application:accelerators:_:)``.
  public static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
    g_simple_action_set_enabled(action, enabled ? 1 : 0)
  }
}
