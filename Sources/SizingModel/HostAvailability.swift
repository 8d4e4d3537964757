/// Whether a widget host existed on a device held in an orientation, and if
/// not, why: the one decision ``WidgetHost/validate(device:orientation:)``
/// throws from and `table`, `check`, `render` and the preview's matrix read.
public enum HostAvailability: Sendable, Equatable {
  /// The environment existed.
  case exists
  /// The location never existed on such a device or iOS (a column on an
  /// iPhone, Quick Actions on iOS 9); a table leaves the row out.
  case noSuchLocation(String)
  /// The device class did not run this iOS (the iPhone X on iOS 10); a table
  /// shows the row with "—" cells and this reason under it.
  case deviceDidNotRunOS(String)

  /// The one-line reason, nil where the environment existed.
  public var reason: String? {
    switch self {
    case .exists: return nil
    case .noSuchLocation(let reason), .deviceDidNotRunOS(let reason): return reason
    }
  }
}
