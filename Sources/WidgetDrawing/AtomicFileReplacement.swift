import Foundation
import Synchronization

/// Replaces a file atomically: the content goes into a hidden temporary file
/// in the target's folder, renamed over the target only when complete.
///
/// - The temporary name is short and fixed in length
///   (`.sizing-<pid>-<n>.tmp`), so a target name of up to the file system's
///   limit (255 bytes) works.
/// - Only regular files are written: a directory, device, FIFO or socket is
///   refused (nothing is written). A symbolic link is followed on purpose:
///   the regular file it leads to is replaced and the link stays; a link to
///   nothing, or to anything but a regular file, is refused.
/// - A replaced target keeps its permission bits (0640 stays 0640).
/// - Every failure is one line: the reason, without the path.
/// - SIGTERM, SIGINT and SIGHUP while the temporary file exists remove it,
///   then end the process by the same signal (SIGKILL cannot be caught).
/// - Replacements on several threads at once each get a temporary file of
///   their own; a signal then removes the one started last (the command
///   line replaces one file at a time).
public enum AtomicFileReplacement {
  /// The signals whose arrival removes the temporary file.
  public static let cleanedUpSignals = [SIGTERM, SIGINT, SIGHUP]

  /// How a replacement ended.
  public enum Outcome: Equatable, Sendable {
    case replaced
    /// Nothing was written, for this reason (one line, such as `it is a
    /// directory, not a regular file` or `no such folder '/x'`); no
    /// temporary file is left.
    case failed(String)
  }

  /// Replaces `path` with `data` (see ``replace(_:write:)``).
  public static func replace(_ path: String, with data: Data) -> Outcome {
    replace(path) { temporary in
      guard let handle = FileHandle(forWritingAtPath: temporary) else {
        return String(cString: strerror(errno))
      }
      defer { try? handle.close() }
      do { try handle.write(contentsOf: data) } catch {
        return "the data could not be written (\(String(cString: strerror(errno))))"
      }
      return nil
    }
  }

  /// Creates the temporary file, lets `write` fill it (given its path; it
  /// returns nil or why it failed), and renames it over `path`, or over the
  /// regular file a symbolic link at `path` leads to.
  public static func replace(_ given: String, write: (String) -> String?) -> Outcome {
    let path: String
    switch AtomicTarget(given) {
    case .write(let target): path = target
    case .refused(let reason): return .failed(reason)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let temporary = TemporaryPath(folder: folder)
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      return .failed(AtomicTarget.folderProblem(folder))
    }
    let previous = temporary.removeOnSignals()
    defer { temporary.stopRemovingOnSignals(restoring: previous) }
    if let failure = write(temporary.path) {
      unlink(temporary.path)
      return .failed(failure)
    }
    var existing = stat()
    if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
      chmod(temporary.path, existing.st_mode & 0o7777)
    }
    guard rename(temporary.path, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      return .failed(reason)
    }
    return .replaced
  }
}

/// The temporary file's path, also kept as a C string the signal handler
/// reads (set before the handler is installed; read-only inside it).
nonisolated(unsafe) private var signalRemovedPath: UnsafeMutablePointer<CChar>?

/// Async-signal-safe: only `unlink`, `signal` and `raise`.
private func removeTemporaryFileAndReraise(_ number: Int32) {
  if let path = signalRemovedPath { unlink(path) }
  signal(number, SIG_DFL)
  raise(number)
}

private struct TemporaryPath {
  /// Atomic: replacements on several threads of one process (the test
  /// suite renders in parallel) must never share a temporary file.
  private static let counter = Atomic<Int>(0)
  let path: String

  init(folder: String) {
    let number = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
    path = folder + "/.sizing-\(getpid())-\(number).tmp"
  }

  /// What ``removeOnSignals()`` changed, to restore.
  struct SavedState {
    var handlers: [sighandler_t?]
    var mask: sigset_t
  }

  /// Installs the handlers and unblocks the signals on this thread (a
  /// process started from a thread that blocks them inherits the mask);
  /// returns what was there before.
  func removeOnSignals() -> SavedState {
    signalRemovedPath = strdup(path)
    let handlers = AtomicFileReplacement.cleanedUpSignals.map {
      signal($0, removeTemporaryFileAndReraise)
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in AtomicFileReplacement.cleanedUpSignals { sigaddset(&unblocked, number) }
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &unblocked, &mask)
    return SavedState(handlers: handlers, mask: mask)
  }

  func stopRemovingOnSignals(restoring previous: SavedState) {
    var mask = previous.mask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    for (number, handler) in zip(AtomicFileReplacement.cleanedUpSignals, previous.handlers) {
      signal(number, handler)
    }
    let copy = signalRemovedPath
    signalRemovedPath = nil
    free(copy)
  }
}
