import CGtk

/// A `GtkCheckButton`: a check box with a label.
@MainActor
public final class CheckButton: Widget {
  /// A check box labelled `label`.
  public init(label: String) { super.init(sinking: gtk_check_button_new_with_label(label)) }

  /// Whether it is checked (setting it emits `toggled` when it changes).
  public var isActive: Bool {
    get { gtk_check_button_get_active(cast(pointer)) != 0 }
    set { gtk_check_button_set_active(cast(pointer), newValue ? 1 : 0) }
  }

  /// Runs `action` with the new state whenever it is checked or unchecked.
  public func onToggled(_ action: @escaping @MainActor (Bool) -> Void) {
    // Borrowed: the handler dies with the widget.
    let check: UnsafeMutablePointer<GtkCheckButton> = cast(pointer)!
    Signal.connect(object, "toggled") { action(gtk_check_button_get_active(check) != 0) }
  }
}
