import CGtk

/// Per-frame callbacks on a widget's frame clock, for animations and for
/// acting once a frame is on screen.
@MainActor
public enum FrameTicks {
  /// A tick callback's closure, handed to GTK retained.
  private final class Box {
    let body: @MainActor (Int) -> Bool
    init(_ body: @escaping @MainActor (Int) -> Bool) { self.body = body }
  }

  /// Calls `body` with the frame time in microseconds before each frame
  /// (`gtk_widget_add_tick_callback`) while it returns true. The closure is
  /// released by GTK's destroy-notify once it returns false or `widget` is
  /// finalized; it must not capture `widget`'s owner strongly.
  @discardableResult
  public static func add(to widget: Widget, _ body: @escaping @MainActor (Int) -> Bool) -> UInt32 {
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
      widget.pointer, tick, Unmanaged.passRetained(Box(body)).toOpaque(), release)
  }

  /// Calls `body` once, after the next frame of `widget`'s window has been
  /// painted (the frame clock's `after-paint`). Nothing happens when the
  /// widget is not realized (no frame clock).
  public static func afterNextPaint(of widget: Widget, _ body: @escaping @MainActor () -> Void) {
    guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return }
    let once = PaintOnce(clock: clock)
    once.handler = Signal.connect(gpointerOf(clock), "after-paint") {
      guard !once.fired else { return }
      once.fired = true
      g_signal_handler_disconnect(gpointerOf(once.clock), once.handler)
      body()
    }
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
  }

  /// The state of one `afterNextPaint` request.
  private final class PaintOnce {
    let clock: OpaquePointer
    var handler: UInt = 0
    var fired = false
    init(clock: OpaquePointer) { self.clock = clock }
  }
}
