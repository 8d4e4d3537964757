import CGtk

/// Pointer and keyboard input, through event controllers the widget owns.
extension Widget {
  /// Runs `action` with the press count and the position (in the widget's
  /// coordinates, in points) on every primary-button press.
  public func onClick(_ action: @escaping @MainActor (Int, Double, Double) -> Void) {
    let click = gtk_gesture_click_new()!
    Signal.onPressed(gpointerOf(click)) { count, x, y in action(count, x, y) }
    gtk_widget_add_controller(pointer, click)
  }

  /// Runs `action` on every key press while the widget has the focus; it
  /// returns whether it handled the key (unhandled keys go on to focus
  /// navigation).
  public func onKeyPress(_ action: @escaping @MainActor (Key) -> Bool) {
    let keys = gtk_event_controller_key_new()!
    Signal.onKeyPressed(gpointerOf(keys)) { keyval in action(Key(keyval: keyval)) }
    gtk_widget_add_controller(pointer, keys)
  }

  /// Runs `action` with true when the widget gains the keyboard focus and
  /// false when it loses it.
  public func onFocusChange(_ action: @escaping @MainActor (Bool) -> Void) {
    let focus = gtk_event_controller_focus_new()!
    Signal.connect(gpointerOf(focus), "enter") { action(true) }
    Signal.connect(gpointerOf(focus), "leave") { action(false) }
    gtk_widget_add_controller(pointer, focus)
  }
}
