import CGtk

/// Per-frame callbacks (`gtk_widget_add_tick_callback`), for animations.
public enum FrameTicks {
  private final class Box: @unchecked Sendable {
    let body: @MainActor (Int) -> Bool
    init(_ body: @escaping @MainActor (Int) -> Bool) { self.body = body }
  }

  /// Calls `body` with the frame time in microseconds before each frame
  /// while it returns true. The box is released by GTK's destroy-notify.
  @discardableResult
  public static func add(
    to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (Int) -> Bool
  ) -> UInt32 {
    let tick: GtkTickCallback = { _, clock, data in
      let box = Unmanaged<Box>.fromOpaque(data!)
      let time = gdk_frame_clock_get_frame_time(clock)
      return MainActor.assumeIsolated { box.takeUnretainedValue().body(time) } ? 1 : 0
    }
    let release: GDestroyNotify = { data in
      guard let data else { return }
      Unmanaged<Box>.fromOpaque(data).release()
    }
    return gtk_widget_add_tick_callback(
      widget, tick, Unmanaged.passRetained(Box(body)).toOpaque(), release)
  }

  /// Calls `body` once, after the next frame of `widget`'s window has been
  /// painted (the frame clock's `after-paint`). The widget must be realized.
  @MainActor
  public static func afterNextPaint(
    of widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void
  ) {
    guard let clock = gtk_widget_get_frame_clock(widget) else { return }
    let once = PaintOnce(clock: clock)
    once.handler = Signal.connect(gpointerOf(clock), "after-paint") {
      guard !once.fired else { return }
      once.fired = true
      g_signal_handler_disconnect(gpointerOf(once.clock), once.handler)
      body()
    }
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
  }

  /// The state of one `afterNextPaint` request (main thread only).
  private final class PaintOnce: @unchecked Sendable {
    let clock: OpaquePointer
    var handler: UInt = 0
    var fired = false
    init(clock: OpaquePointer) { self.clock = clock }
  }
}
