import CGtk

/// GLib main-loop helpers. Each closure is boxed, handed to GLib retained,
/// and released by GLib's destroy-notify when the source is removed.
@MainActor
public enum MainLoop {
  @MainActor
  private final class Box {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
  }

  private static let release: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<Box>.fromOpaque(data).release()
  }

  private static let run: GSourceFunc = { data in
    let box = Unmanaged<Box>.fromOpaque(data!)
    return MainActor.assumeIsolated { box.takeUnretainedValue().body() } ? 1 : 0
  }

  /// Runs `body` once when the loop is idle.
  @discardableResult
  public static func idleOnce(_ body: @escaping @MainActor () -> Void) -> UInt32 {
    let box = Box {
      body()
      return false
    }
    return g_idle_add_full(
      G_PRIORITY_DEFAULT_IDLE, run, Unmanaged.passRetained(box).toOpaque(), release)
  }

  /// Runs `body` every `milliseconds` while it returns true.
  @discardableResult
  public static func every(
    milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool
  ) -> UInt32 {
    g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, run, Unmanaged.passRetained(Box(body)).toOpaque(),
      release)
  }
}
