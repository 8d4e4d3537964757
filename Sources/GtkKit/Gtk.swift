import CGtk

/// GTK itself: starting it and its version.
@MainActor
public enum Gtk {
  /// Starts GTK on the default display; false when there is none.
  public static func initialize() -> Bool { gtk_init_check() != 0 }

  /// The version of the GTK library running now ("4.8.3").
  public static var runtimeVersion: String {
    "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
  }

  /// The version of the GTK headers this program was compiled against.
  public static var compiledVersion: String {
    "\(GTK_MAJOR_VERSION).\(GTK_MINOR_VERSION).\(GTK_MICRO_VERSION)"
  }
}
