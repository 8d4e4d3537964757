import GtkKit
import XCTest

/// GTK started in the test process, for tests that build widgets and
/// windows in process (XCTest runs them on the main thread).
enum InProcessGtk {
  private static let started: Bool = MainActor.assumeIsolated { Gtk.initialize() }

  /// Starts GTK once; a missing display or a GTK that cannot start fails.
  static func require() throws {
    try PreviewProcess.requireDisplay()
    guard started else { throw PreviewProcessError.missingTool("GTK could not open the display") }
  }

  /// Iterates the main loop for `seconds` whatever happens (lets GTK finish
  /// what it queued: frames, idle callbacks, finalization).
  @MainActor
  static func settle(seconds: Double = 0.2) { _ = MainLoop.spin(seconds: seconds) { false } }
}
