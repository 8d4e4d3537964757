import CGtk

/// A `GtkToggleButton`: a button that stays pressed; grouped ones act as
/// radio buttons.
@MainActor
public final class ToggleButton: Widget {
  /// A toggle button showing `label`.
  public init(label: String) { super.init(sinking: gtk_toggle_button_new_with_label(label)) }

  private var toggle: UnsafeMutablePointer<GtkToggleButton> { cast(pointer)! }

  /// Whether it is pressed (setting it emits `toggled` when it changes).
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(toggle) != 0 }
    set { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) }
  }

  /// Replaces the text on the button.
  public func setLabel(_ text: String) { gtk_button_set_label(cast(pointer), text) }

  /// Joins `other`'s group: pressing one releases the others.
  public func joinGroup(of other: ToggleButton) {
    gtk_toggle_button_set_group(toggle, other.toggle)
  }

  /// Runs `action` with the new state whenever it is pressed or released.
  public func onToggled(_ action: @escaping @MainActor (Bool) -> Void) {
    let toggle = self.toggle  // borrowed: the handler dies with the widget
    Signal.connect(object, "toggled") { action(gtk_toggle_button_get_active(toggle) != 0) }
  }
}
