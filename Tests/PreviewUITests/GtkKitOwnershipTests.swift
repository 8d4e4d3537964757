import CGtk
import GtkKit
import XCTest

/// GtkKit's ownership rules, in process (needs a display for gtk_init):
/// signal closures live exactly as long as the GObject, widgets created from
/// Swift are sunk once and released by their owner.
final class GtkKitOwnershipTests: XCTestCase {
  private final class Canary {}

  private static let gtkReady: Bool = {
    guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
      return false
    }
    return gtk_init_check() != 0
  }()

  private func requireGtk() throws {
    if !Self.gtkReady {
      try PreviewProcess.requireDisplay()
      throw XCTSkip("gtk_init_check failed")
    }
  }

  func testSignalClosureRunsOnTheMainActorAndIsReleasedWithTheWidget() throws {
    try requireGtk()
    MainActor.assumeIsolated {
      weak var watched: Canary?
      var clicks = 0
      do {
        let canary = Canary()
        watched = canary
        let button = OwnedWidget(gtk_toggle_button_new_with_label("Tap"))
        Signal.connect(gpointerOf(button.pointer), "toggled") {
          _ = canary
          clicks += 1
        }
        gtk_toggle_button_set_active(cast(button.pointer), 1)  // emits "toggled" now
        XCTAssertEqual(clicks, 1)
        XCTAssertNotNil(watched, "the handler keeps its closure alive")
      }
      XCTAssertTrue(
        MainLoop.spin(seconds: 1) { watched == nil },
        "finalizing the button released the retained closure box")
    }
  }

  func testOwnedWidgetSinksTheFloatingReference() throws {
    try requireGtk()
    MainActor.assumeIsolated {
      let label = OwnedWidget(gtk_label_new("x"))
      XCTAssertEqual(g_object_is_floating(gpointerOf(label.pointer)), 0)
      let box = OwnedWidget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      gtk_box_append(cast(box.pointer), label.pointer)
      XCTAssertEqual(gtk_widget_get_parent(label.pointer), box.pointer)
    }
  }

  func testIdleAndTickCallbacksRunAndAreReleased() throws {
    try requireGtk()
    MainActor.assumeIsolated {
      weak var watched: Canary?
      var ran = false
      do {
        let canary = Canary()
        watched = canary
        MainLoop.idleOnce {
          _ = canary
          ran = true
        }
      }
      XCTAssertTrue(MainLoop.spin(seconds: 2) { ran })
      XCTAssertTrue(MainLoop.spin(seconds: 1) { watched == nil }, "the idle box was released")
    }
  }
}

/// GIO needs no display: a watched file's change arrives through
/// `Signal.onFileChanged` on the main loop (the live-reload path).
final class FileMonitorSignalTests: XCTestCase {
  func testAWatchedFileReportsItsChange() throws {
    let path = NSTemporaryDirectory() + "watched-\(UUID().uuidString).json"
    try "{}".write(toFile: path, atomically: false, encoding: .utf8)
    defer { unlink(path) }
    MainActor.assumeIsolated {
      let file = g_file_new_for_path(path)
      defer { g_object_unref(gpointerOf(file)) }
      guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_NONE, nil, nil) else {
        return XCTFail("no file monitor")
      }
      defer { g_object_unref(gpointerOf(monitor)) }
      var events: [GFileMonitorEvent] = []
      Signal.onFileChanged(gpointerOf(monitor)) { events.append($0) }
      _ = MainLoop.spin(seconds: 0.2) { false }
      try? "{\"changed\": true}".write(toFile: path, atomically: false, encoding: .utf8)
      XCTAssertTrue(
        MainLoop.spin(seconds: 5) { events.contains(G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT) },
        "events: \(events)")
    }
  }
}
