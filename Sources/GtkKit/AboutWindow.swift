import CGtk

/// A `GtkAboutDialog`: the name, version and description of the program.
@MainActor
public final class AboutWindow: Window {
  /// An About window for `programName`: its `version`, a sentence or two of
  /// `comments`, the icon named `iconName`, and `systemInformation` (for bug
  /// reports).
  public init(
    programName: String, version: String, comments: String, iconName: String,
    systemInformation: String
  ) {
    let dialog = gtk_about_dialog_new()!
    let about = OpaquePointer(dialog)
    gtk_about_dialog_set_program_name(about, programName)
    gtk_about_dialog_set_version(about, version)
    gtk_about_dialog_set_comments(about, comments)
    gtk_about_dialog_set_logo_icon_name(about, iconName)
    gtk_about_dialog_set_system_information(about, systemInformation)
    super.init(sinking: dialog)
  }
}
