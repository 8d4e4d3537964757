import SwiftWidgetSource

extension CommandError {
  /// A Swift-source error as the command line reports it: usage 64, data 65, no input 66.
  init(_ error: SwiftSourceError) {
    self.init(error.description, code: error.exitCode)
  }
}

/// Runs `body` with Swift-source errors turned into command errors.
func readingSwift<T>(_ body: () throws(SwiftSourceError) -> T) throws(CommandError) -> T {
  do {
    return try body()
  } catch {
    throw CommandError(error)
  }
}
