import GtkKit
import XCTest

/// GTK started in the test process, for tests that build widgets and
/// windows in process (XCTest runs them on the main thread).
enum InProcessGtk {
  /// Whether GTK started (once, on first use): its display connection stays
  /// open for the whole run (``PreviewProcess/requireDisplay()`` says why).
  static let started: Bool = MainActor.assumeIsolated { Gtk.initialize() }

  /// Starts GTK once; a missing display or a GTK that cannot start fails.
  static func require() throws {
    try PreviewProcess.requireDisplay()
  }

  /// Iterates the main loop for `seconds` whatever happens (lets GTK finish
  /// what it queued: frames, idle callbacks, finalization).
  @MainActor
  static func settle(seconds: Double = 0.2) { _ = MainLoop.spin(seconds: seconds) { false } }
}
