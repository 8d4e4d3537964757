import Foundation

/// Runs parsing and evaluation on a thread with a large stack, so that deep
/// but legal sources (nested closures, recursive views up to the call-depth
/// limit) end in a limit's error, never in a stack overflow, whatever thread
/// the caller is on (a test's, the preview's, the command line's).
enum DeepStack {
  /// The stack reserved, in bytes (256 MiB of address space, committed only as used).
  static let size = 256 << 20

  /// `body`'s result, computed on a thread with a ``size``-byte stack while
  /// the caller waits.
  static func run<T>(_ body: @escaping () throws(SwiftSourceError) -> T)
    throws(SwiftSourceError) -> T
  {
    let box = ResultBox<T>()
    let work = UncheckedWork {
      do throws(SwiftSourceError) {
        box.result = .success(try body())
      } catch {
        box.result = .failure(error)
      }
    }
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      work.run()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
    guard let result = box.result else { throw .data("evaluation did not finish") }
    return try result.get()
  }

  private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, SwiftSourceError>?
  }

  /// A closure handed to the worker thread, which runs it while the caller waits.
  private struct UncheckedWork: @unchecked Sendable {
    let run: () -> Void
  }
}
