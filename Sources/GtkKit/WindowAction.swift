import CGtk

/// A window's named action (a `GSimpleAction`), to enable or disable it.
@MainActor
public final class WindowAction {
  private let action: OpaquePointer

  init(_ action: OpaquePointer) {
    self.action = action
    g_object_ref(gpointerOf(action))
  }

  isolated deinit { g_object_unref(gpointerOf(action)) }

  /// Whether the action can run (a disabled one greys out its menu items
  /// and ignores its shortcuts).
  public var isEnabled: Bool {
    get { g_action_get_enabled(action) != 0 }
    set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
  }
}
