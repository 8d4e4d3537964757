import SizingCommands

/// A `sizing-cli` command line parsed without running it: the command-line
/// surface's quick way to tell a usage error from a command worth running.
enum CommandLineParse {
  /// A command line that did not parse: what `SizingCLI.execute` prints for it.
  struct Failure: Error {
    var message: String
  }

  /// The parsed command's type name, or the one-line usage error
  /// `SizingCLI.execute` would print for `arguments`.
  static func parse(_ arguments: [String]) -> Result<String, Failure> {
    guard arguments.count <= SizingCLI.maximumArgumentCount else {
      return .failure(Failure(message: "\(arguments.count) arguments"))
    }
    do {
      let command = try SizingCLI.parseAsRoot(arguments)
      return .success(String(describing: type(of: command)))
    } catch {
      let result = SizingCLI.failure(error, arguments: arguments)
      return .failure(Failure(message: result.stderr + result.stdout))
    }
  }
}
