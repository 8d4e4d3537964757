import CGtk

/// The "Open…" dialog: a modal `GtkFileChooserNative` (GTK 4.8; it uses the
/// desktop portal inside a sandbox and GTK's own chooser elsewhere).
@MainActor
public enum OpenFileDialog {
  /// Shows the dialog over `parent`, listing files that match `pattern`
  /// (named `patternName`) first, and calls `done` with the chosen path.
  /// Nothing is called when the user cancels. The dialog releases itself.
  public static func present(
    over parent: Window, title: String, patternName: String,
    pattern: String, startingIn folder: String?, _ done: @escaping @MainActor (String) -> Void
  ) {
    let dialog = gtk_file_chooser_native_new(
      title, cast(parent.pointer), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")!
    let chooser = dialog
    let native: UnsafeMutablePointer<GtkNativeDialog> = cast(dialog)!
    for (name, glob) in [(patternName, pattern), ("All files", "*")] {
      let filter = gtk_file_filter_new()!
      gtk_file_filter_set_name(filter, name)
      gtk_file_filter_add_pattern(filter, glob)
      gtk_file_chooser_add_filter(chooser, filter)
      g_object_unref(gpointerOf(filter))
    }
    if let folder {
      let location = g_file_new_for_path(folder)
      gtk_file_chooser_set_current_folder(chooser, location, nil)
      g_object_unref(gpointerOf(location))
    }
    gtk_native_dialog_set_modal(native, 1)
    Signal.onResponse(gpointerOf(dialog)) { response in
      if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
        if let path = g_file_get_path(file) {
          let chosen = String(cString: path)
          g_free(path)
          done(chosen)
        }
        g_object_unref(gpointerOf(file))
      }
      // Dropped after the emission, never inside it.
      MainLoop.idleOnce { g_object_unref(gpointerOf(dialog)) }
    }
    gtk_native_dialog_show(native)
  }
}
