import CGtk
import GtkKit

/// The banner above the canvas that says why the watched widget file could
/// not be used (file, line and column, message) while the last good layout
/// stays on screen. Hidden when there is nothing to say.
@MainActor
final class ErrorBanner {
  let root: OwnedWidget
  private let label: OwnedWidget
  /// The message shown, or nil while hidden.
  private(set) var message: String?

  init() {
    root = OwnedWidget(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
    label = OwnedWidget(gtk_label_new(""))
    Styles.addClass(root.pointer, "error-banner")
    let icon = gtk_image_new_from_icon_name("dialog-error-symbolic")!
    gtk_box_append(cast(root.pointer), icon)
    gtk_label_set_xalign(cast(label.pointer), 0)
    // One line, ellipsized, full text in the tooltip: a wrapping label in a
    // box trips GTK 4.8's height-for-width check (a critical, fatal here).
    gtk_label_set_ellipsize(cast(label.pointer), PANGO_ELLIPSIZE_END)
    gtk_label_set_selectable(cast(label.pointer), 1)
    gtk_widget_set_hexpand(label.pointer, 1)
    gtk_box_append(cast(root.pointer), label.pointer)
    gtk_widget_set_visible(root.pointer, 0)
  }

  /// Shows `message`, or hides the banner when it is nil.
  func show(_ message: String?) {
    guard message != self.message else { return }
    self.message = message
    if let message {
      gtk_label_set_text(cast(label.pointer), message)
      gtk_widget_set_tooltip_text(label.pointer, message)
      Accessibility.setLabel(label.pointer, "Widget file error: " + message)
    }
    gtk_widget_set_visible(root.pointer, message == nil ? 0 : 1)
  }
}
