import CGtk

extension Signal {
  /// Connects a `GtkEventControllerKey`'s `key-pressed(keyval, keycode,
  /// state)`; `action` gets the key value (`GDK_KEY_Left`…) and returns
  /// whether it handled the key (unhandled keys go on to focus navigation).
  @discardableResult
  public static func onKeyPressed(
    _ controller: gpointer?, _ action: @escaping @MainActor (UInt32) -> Bool
  ) -> UInt {
    typealias Handler = @MainActor (UInt32) -> Bool
    let trampoline:
      @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, _, _, data in
        let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!)
        return MainActor.assumeIsolated { box.takeUnretainedValue().handler(keyval) } ? 1 : 0
      }
    return connectBoxed(controller, "key-pressed", trampoline, action)
  }
}
