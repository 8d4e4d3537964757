import CGtk

/// The direction a box lays out its children or a scale runs.
public enum Orientation: Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  var gtk: GtkOrientation {
    self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
  }
}
