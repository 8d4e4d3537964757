import CGtk
import GtkKit
import XCTest

/// GtkKit's ownership rules, in process: signal, idle and tick closures live
/// exactly as long as GTK needs them, widgets created from Swift are sunk
/// once and released by their owner.
final class GtkKitOwnershipTests: XCTestCase {
  private final class Canary {}

  func testSignalClosureRunsOnTheMainThreadAndIsReleasedWithTheWidget() throws {
    try InProcessGtk.require()
    MainActor.assumeIsolated {
      weak var watched: Canary?
      var states: [Bool] = []
      var onMainThread = false
      do {
        let canary = Canary()
        watched = canary
        let button = ToggleButton(label: "Tap")
        button.onToggled { active in
          _ = canary
          onMainThread = Thread.isMainThread
          states.append(active)
        }
        button.isActive = true  // emits "toggled" now
        XCTAssertEqual(states, [true])
        XCTAssertTrue(onMainThread, "GTK ran the handler on the main thread")
        XCTAssertNotNil(watched, "the handler keeps its closure alive")
      }
      XCTAssertTrue(
        MainLoop.spin(seconds: 1) { watched == nil },
        "finalizing the button released the retained closure box")
    }
  }

  func testWidgetSinksTheFloatingReferenceAndItsOwnersReleaseIt() throws {
    try InProcessGtk.require()
    MainActor.assumeIsolated {
      // GLib clears this when the label is finalized (it must outlive the label).
      let finalized = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
      do {
        let box = Box(.vertical)
        do {
          let label = Label("x")
          XCTAssertEqual(g_object_is_floating(gpointerOf(label.pointer)), 0, "sunk at creation")
          finalized.pointee = gpointerOf(label.pointer)
          g_object_add_weak_pointer(cast(label.pointer), finalized)
          box.append(label)
          XCTAssertEqual(gtk_widget_get_parent(label.pointer), box.pointer)
        }
        withExtendedLifetime(box) {
          XCTAssertNotNil(finalized.pointee, "the box keeps the label after its wrapper is gone")
        }
      }
      XCTAssertNil(finalized.pointee, "the last owner gone, the label was finalized")
      if finalized.pointee == nil { finalized.deallocate() }
    }
  }

  func testIdleCallbackRunsOnceAndIsReleased() throws {
    try InProcessGtk.require()
    MainActor.assumeIsolated {
      weak var watched: Canary?
      var runs = 0
      do {
        let canary = Canary()
        watched = canary
        MainLoop.idleOnce {
          _ = canary
          runs += 1
        }
      }
      XCTAssertTrue(MainLoop.spin(seconds: 2) { runs > 0 })
      InProcessGtk.settle()
      XCTAssertEqual(runs, 1, "an idle-once callback runs exactly once")
      XCTAssertTrue(MainLoop.spin(seconds: 1) { watched == nil }, "the idle box was released")
    }
  }

  func testTickCallbackRunsEveryFrameUntilItReturnsFalseAndIsReleased() throws {
    try InProcessGtk.require()
    MainActor.assumeIsolated {
      let window = Window()
      window.setDefaultSize(width: 120, height: 80)
      window.present()
      defer { window.close() }
      weak var watched: Canary?
      var frameTimes: [Int] = []
      do {
        let canary = Canary()
        watched = canary
        FrameTicks.add(to: window) { time in
          _ = canary
          frameTimes.append(time)
          return frameTimes.count < 3
        }
      }
      XCTAssertTrue(MainLoop.spin(seconds: 5) { frameTimes.count == 3 }, "ticks: \(frameTimes)")
      XCTAssertEqual(frameTimes, frameTimes.sorted(), "one call per frame, in frame order")
      XCTAssertEqual(Set(frameTimes).count, 3, "three different frames")
      InProcessGtk.settle(seconds: 0.3)
      XCTAssertEqual(frameTimes.count, 3, "no tick after the callback returned false")
      XCTAssertTrue(MainLoop.spin(seconds: 1) { watched == nil }, "the tick box was released")
    }
  }

  func testDrawingAreaDrawsForItsOwnerAndHoldsItWeakly() throws {
    try InProcessGtk.require()
    MainActor.assumeIsolated {
      final class Owner {
        var sizes: [String] = []
      }
      let window = Window()
      defer { window.close() }
      let area = DrawingArea()
      area.contentWidth = 64
      area.contentHeight = 48
      window.setChild(area)
      var drawsWithoutOwner = 0
      weak var watched: Owner?
      weak var captured: Canary?
      do {
        let owner = Owner()
        let canary = Canary()
        (watched, captured) = (owner, canary)
        area.onDraw(owner: owner) { owner, target in
          _ = canary
          owner.sizes.append("\(target.width)×\(target.height)")
        }
        window.present()
        XCTAssertTrue(MainLoop.spin(seconds: 5) { !owner.sizes.isEmpty }, "the area was drawn")
        XCTAssertEqual(owner.sizes.first, "64×48", "drawn at its content size, in points")
      }
      XCTAssertNil(watched, "the area does not keep its owner alive")
      area.onDraw(owner: window) { _, _ in drawsWithoutOwner += 1 }
      area.queueDraw()
      XCTAssertTrue(
        MainLoop.spin(seconds: 5) { drawsWithoutOwner > 0 }, "a new draw function replaced it")
      XCTAssertNil(captured, "GTK released the replaced draw function's closure")
    }
  }

  func testAClosedWindowStaysValidUntilItsWrapperGoes() throws {
    try InProcessGtk.require()
    MainActor.assumeIsolated {
      // GLib clears this when the window is finalized (it must outlive it).
      let finalized = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
      do {
        let window = Window()
        var destroyCalls = 0
        window.onDestroy { destroyCalls += 1 }
        finalized.pointee = gpointerOf(window.pointer)
        g_object_add_weak_pointer(cast(window.pointer), finalized)
        window.present()
        XCTAssertTrue(MainLoop.spin(seconds: 5) { window.isMapped }, "shown")
        XCTAssertFalse(window.isDestroyed)
        window.close()
        XCTAssertTrue(MainLoop.spin(seconds: 2) { window.isDestroyed }, "closing destroys it")
        InProcessGtk.settle()
        XCTAssertEqual(destroyCalls, 1, "onDestroy ran once")
        XCTAssertNotNil(finalized.pointee, "the wrapper keeps the destroyed window valid")
        XCTAssertEqual(
          String(cString: g_type_name_from_instance(cast(window.pointer))), "GtkWindow")
        XCTAssertFalse(window.isMapped)
      }
      XCTAssertNil(finalized.pointee, "the wrapper gone, the window was finalized")
      if finalized.pointee == nil { finalized.deallocate() }
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
