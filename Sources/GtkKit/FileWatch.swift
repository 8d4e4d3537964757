import CGtk

/// Watches one file with a `GFileMonitor` (inotify on Linux) and reports
/// saves, including an editor's atomic save (write a temporary file, rename
/// it over the original), which GIO reports as a rename or a creation.
///
/// GIO rate-limits plain `changed` events (800 ms), so a save is taken from
/// `changes-done-hint` (emitted when the writer closes the file), `created`
/// and the move events, which arrive at once. Ownership: the `GFile` and the
/// monitor are owned here and released in `deinit`, which also cancels the
/// monitor so no callback outlives this object.
@MainActor
public final class FileWatch {
  /// What happened to the watched file.
  public enum Change: Sendable {
    /// New content was written or moved into place.
    case saved
    /// The file was deleted or moved away (an editor may be about to
    /// replace it).
    case removed
  }

  /// The watched path.
  public let path: String
  private let file: OpaquePointer
  private let monitor: UnsafeMutablePointer<GFileMonitor>

  /// Starts watching `path`; `onChange` runs on the main loop. Returns nil
  /// when GIO cannot watch it (for example its folder does not exist).
  public init?(path: String, onChange: @escaping @MainActor (Change) -> Void) {
    self.path = path
    file = g_file_new_for_path(path)
    guard
      let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
    else {
      g_object_unref(gpointerOf(file))
      return nil
    }
    self.monitor = monitor
    Signal.onFileChanged(gpointerOf(monitor)) { event in
      switch event {
      case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED,
        G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_RENAMED:
        onChange(.saved)
      case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
        onChange(.removed)
      default:
        break
      }
    }
  }

  isolated deinit {
    g_file_monitor_cancel(monitor)
    g_object_unref(gpointerOf(monitor))
    g_object_unref(gpointerOf(file))
  }
}
