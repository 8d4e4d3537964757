import CGtk
import GtkKit

/// The About window of the primary menu: name, version, what the app is for
/// and the GTK it runs on (for bug reports).
@MainActor
enum AboutDialog {
  /// The window title GTK gives the dialog ("About Widget Sizing Preview").
  static let programName = "Widget Sizing Preview"

  /// Shows a new About window over `window`; it is destroyed when closed.
  static func show(over window: UnsafeMutablePointer<GtkWidget>) {
    let dialog = gtk_about_dialog_new()!
    let about = OpaquePointer(dialog)
    gtk_about_dialog_set_program_name(about, programName)
    gtk_about_dialog_set_version(about, PreviewApplication.version)
    gtk_about_dialog_set_comments(
      about,
      "How big an iOS 10–13 Today widget is on every device and text size, laid out the way "
        + "UIKit would. Every number says whether it is measured, derived or estimated.")
    gtk_about_dialog_set_logo_icon_name(about, "view-grid-symbolic")
    gtk_about_dialog_set_system_information(about, PreviewApplication.versionText)
    gtk_window_set_transient_for(cast(dialog), cast(window))
    gtk_window_set_modal(cast(dialog), 1)
    gtk_window_set_destroy_with_parent(cast(dialog), 1)
    // GtkAboutDialog hides on close by default; destroy it instead, so
    // opening it again makes a new one rather than keeping old ones alive.
    gtk_window_set_hide_on_close(cast(dialog), 0)
    gtk_window_present(cast(dialog))
  }
}
