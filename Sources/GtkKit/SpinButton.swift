import CGtk

/// A `GtkSpinButton` for whole numbers.
@MainActor
public final class SpinButton: Widget {
  /// A spin button over `range` in steps of 1.
  public init(range: ClosedRange<Int>) {
    super.init(
      sinking: gtk_spin_button_new_with_range(
        Double(range.lowerBound), Double(range.upperBound), 1))
  }

  /// The current value (setting it emits `value-changed` when it changes).
  public var value: Int {
    get { Int(gtk_spin_button_get_value_as_int(opaque)) }
    set { gtk_spin_button_set_value(opaque, Double(newValue)) }
  }

  /// Runs `action` with the new value whenever it changes.
  public func onValueChanged(_ action: @escaping @MainActor (Int) -> Void) {
    let spin = opaque  // borrowed: the handler dies with the widget
    Signal.connect(object, "value-changed") {
      action(Int(gtk_spin_button_get_value_as_int(spin)))
    }
  }
}
