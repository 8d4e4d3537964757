import CGtk

/// How a widget sits in the space its parent gives it (`GtkAlign`).
public enum Align: Sendable {
  /// Stretches to fill the space.
  case fill
  /// Keeps its natural size at the start (left, top).
  case start
  /// Keeps its natural size at the end.
  case end
  /// Keeps its natural size, centred.
  case center

  var gtk: GtkAlign {
    switch self {
    case .fill: return GTK_ALIGN_FILL
    case .start: return GTK_ALIGN_START
    case .end: return GTK_ALIGN_END
    case .center: return GTK_ALIGN_CENTER
    }
  }
}
