import GtkKit

/// The banner above the canvas that says why the watched widget file could
/// not be used (file, line and column, message) while the last good layout
/// stays on screen. Hidden when there is nothing to say.
@MainActor
final class ErrorBanner {
  let root = Box(.horizontal, spacing: 8)
  private let label = Label()
  /// The message shown, or nil while hidden.
  private(set) var message: String?

  init() {
    root.addCSSClass("error-banner")
    root.append(Image(iconName: "dialog-error-symbolic"))
    // One line, ellipsized, full text in the tooltip: a wrapping label in a
    // box trips GTK 4.8's height-for-width check (a critical, fatal here).
    label.ellipsizeAtEnd()
    label.isSelectable = true
    label.expandsHorizontally = true
    root.append(label)
    root.isVisible = false
  }

  /// Shows `message`, or hides the banner when it is nil.
  func show(_ message: String?) {
    guard message != self.message else { return }
    self.message = message
    if let message {
      label.setText(message)
      label.setTooltip(message)
      label.setAccessibleLabel("Widget file error: " + message)
    }
    root.isVisible = message != nil
  }
}
