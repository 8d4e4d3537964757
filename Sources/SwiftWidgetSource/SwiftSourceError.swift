/// Why Swift sources could not be read or evaluated; each case is one line
/// that names the problem (and, for usage errors, the valid choices).
public enum SwiftSourceError: Error, Equatable, CustomStringConvertible {
  /// A wrong request: several widgets and no `--kind`, an unknown kind or
  /// view name (exit 64).
  case usage(String)
  /// Sources that do not parse, hold no widget, or exceed a limit (exit 65).
  case data(String)
  /// A path that does not exist or cannot be read (exit 66).
  case noInput(String)

  public var description: String {
    switch self {
    case .usage(let message), .data(let message), .noInput(let message): message
    }
  }

  /// The exit code a command-line tool should end with (sysexits.h).
  public var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .noInput: 66
    }
  }
}
