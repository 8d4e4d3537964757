import GtkKit

/// The banner above the canvas that says why the watched widget file could
/// not be used (file, line and column, message) while the last good layout
/// stays on screen. Hidden when there is nothing to say.
@MainActor
package final class ErrorBanner {
  package let root = Box(.horizontal, spacing: 8)
  private let label = Label()
  /// The message shown, or nil while hidden.
  private(set) var message: String?

  init() {
    root.addCSSClass("error-banner")
    root.append(Image(iconName: "dialog-error-symbolic"))
    // Wrapped here, at spaces, into lines of at most `lineLength` characters
    // (each still ellipsized if the window is narrower): a label that wraps
    // itself in a horizontal box trips GTK 4.8's height-for-width check
    // ("reports a minimum height of 32, but minimum height for width … is
    // 33", a critical, fatal here).
    label.ellipsizeAtEnd()
    label.isSelectable = true
    label.expandsHorizontally = true
    root.append(label)
    root.isVisible = false
  }

  /// Shows `message`, or hides the banner when it is nil. A message that
  /// starts with `path` shows the file's base name there instead.
  func show(_ message: String?, path: String? = nil) {
    let shown = message.map { Self.shortened($0, path: path) }
    guard shown != self.message else { return }
    self.message = shown
    if let shown, let message {
      label.setText(Self.wrapped(shown))
      label.setTooltip(message)
      label.setAccessibleLabel("Widget file error: " + shown)
    }
    root.isVisible = shown != nil
  }

  /// `message` with a leading `path` replaced by its last component.
  nonisolated static func shortened(_ message: String, path: String?) -> String {
    guard let path, !path.isEmpty, message.hasPrefix(path) else { return message }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name + message.dropFirst(path.count)
  }

  /// The most characters on one line of the banner (under 400 px of the
  /// banner's bold font: the canvas column is 456 px in the default window).
  nonisolated static let lineLength = 50

  /// `message` broken at spaces into lines of at most `lineLength`
  /// characters (a longer word gets a line of its own).
  nonisolated static func wrapped(_ message: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in message.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty, line.count + 1 + word.count > lineLength {
        lines.append(line)
        line = String(word)
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
