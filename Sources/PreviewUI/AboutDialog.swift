import GtkKit

/// The About window of the primary menu: name, version, what the app is for
/// and the GTK it runs on (for bug reports).
@MainActor
enum AboutDialog {
  /// The window title GTK gives the dialog ("About Widget Sizing Preview").
  static let programName = "Widget Sizing Preview"

  /// Shows a new About window over `window`; it is destroyed when closed.
  static func show(over window: Window) {
    let about = AboutWindow(
      programName: programName, version: PreviewApplication.version,
      comments: "How big an iOS 10–13 Today widget is on every device and text size, laid out "
        + "the way UIKit would. Every number says whether it is measured, derived or estimated.",
      iconName: "view-grid-symbolic", systemInformation: PreviewApplication.versionText)
    about.attach(to: window, modal: true)
    // GtkAboutDialog hides on close by default; destroy it instead, so
    // opening it again makes a new one rather than keeping old ones alive.
    about.hidesOnClose = false
    about.present()
  }
}
