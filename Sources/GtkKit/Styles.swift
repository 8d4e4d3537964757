import CGtk

/// Application-wide CSS.
@MainActor
public enum Styles {
  /// Loads `css` for the whole display (GTK 4.8 has no `load_from_string`;
  /// `load_from_data` is the 4.8 spelling). Call after ``Gtk/initialize()``.
  public static func install(css: String) {
    guard let display = gdk_display_get_default() else { return }
    let provider = gtk_css_provider_new()
    css.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(gpointerOf(provider))
  }
}
