import CGtk

/// A horizontal `GtkScale` (a slider) with stops marked below it.
@MainActor
public final class Scale: Widget {
  /// A horizontal slider over 0…1 until ``setRange(_:)``.
  public init() {
    super.init(sinking: gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil))
  }

  private var range: UnsafeMutablePointer<GtkRange> { cast(pointer)! }
  private var scale: UnsafeMutablePointer<GtkScale> { cast(pointer)! }

  /// The current value (setting it emits `value-changed` when it changes).
  public var value: Double {
    get { gtk_range_get_value(range) }
    set { gtk_range_set_value(range, newValue) }
  }

  /// The values the slider runs through.
  public func setRange(_ values: ClosedRange<Double>) {
    gtk_range_set_range(range, values.lowerBound, values.upperBound)
  }

  /// Moves in whole steps of `step` (arrow keys) and `page` (Page Up/Down),
  /// rounding values to `digits` decimals; shows no value text beside it.
  public func useSteps(_ step: Double, page: Double, digits: Int) {
    gtk_scale_set_draw_value(scale, 0)
    gtk_range_set_round_digits(range, Int32(digits))
    gtk_range_set_increments(range, step, page)
  }

  /// Replaces the marks below the slider with one tick at each of `values`.
  public func setMarks(_ values: [Double]) {
    gtk_scale_clear_marks(scale)
    for value in values { gtk_scale_add_mark(scale, value, GTK_POS_BOTTOM, nil) }
  }

  /// Runs `action` with the new value whenever it changes (drag, keys, code).
  public func onValueChanged(_ action: @escaping @MainActor (Double) -> Void) {
    let range = self.range  // borrowed: the handler dies with the widget
    Signal.connect(object, "value-changed") { action(gtk_range_get_value(range)) }
  }
}
