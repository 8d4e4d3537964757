import CGtk

/// A `GtkSwitch`: an on/off switch.
@MainActor
public final class Switch: Widget {
  /// A switch, off.
  public init() { super.init(sinking: gtk_switch_new()) }

  /// Whether it is on (setting it emits `notify::active` when it changes).
  public var isActive: Bool {
    get { gtk_switch_get_active(opaque) != 0 }
    set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
  }

  /// Runs `action` with the new state whenever it is switched.
  public func onActiveChanged(_ action: @escaping @MainActor (Bool) -> Void) {
    let toggle = opaque  // borrowed: the handler dies with the widget
    Signal.onNotify(object, property: "active") { action(gtk_switch_get_active(toggle) != 0) }
  }
}
