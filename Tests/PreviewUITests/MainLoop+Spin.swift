import CGtk
import GtkKit

extension MainLoop {
  /// Iterates the default main context until `condition` holds or `seconds`
  /// pass; returns whether the condition held. For in-process GTK tests
  /// only: the preview itself runs GTK's own main loop.
  @MainActor
  static func spin(seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
    while !condition() {
      if g_get_monotonic_time() > deadline { return false }
      g_main_context_iteration(nil, 0)
      if !condition() { g_usleep(1000) }
    }
    return true
  }
}
