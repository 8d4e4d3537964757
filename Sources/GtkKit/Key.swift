import CGtk

/// A pressed key, as the navigation code needs it: the arrows, Home and End
/// (with their keypad twins), everything else by its GDK key value.
public enum Key: Equatable, Sendable {
  case left, right, up, down, home, end
  /// Any other key, by its GDK key value (`GDK_KEY_a`…).
  case other(UInt32)

  /// The key a GDK key value names.
  public init(keyval: UInt32) {
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
    case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
    case GDK_KEY_Home, GDK_KEY_KP_Home: self = .home
    case GDK_KEY_End, GDK_KEY_KP_End: self = .end
    default: self = .other(keyval)
    }
  }
}
