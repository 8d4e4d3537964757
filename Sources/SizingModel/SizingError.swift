/// Everything that can go wrong in the sizing model, each with a one-line
/// message that names the problem and the valid choices.
public enum SizingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A name that is not one of the valid ones (a device, category, orientation…).
  case unknownValue(kind: String, value: String, valid: [String])
  /// A combination that does not exist, such as a column location on an iPhone.
  case unsupported(String)
  /// A file that could not be read.
  case unreadable(path: String, reason: String)
  /// Data that is malformed or out of range, with the JSON path of the problem.
  case invalidData(path: String, message: String)

  public var description: String {
    switch self {
    case .unknownValue(let kind, let value, let valid):
      return "unknown \(kind) '\(value)'; valid: \(valid.joined(separator: ", "))"
    case .unsupported(let message):
      return message
    case .unreadable(let path, let reason):
      return "cannot read '\(path)': \(reason)"
    case .invalidData(let path, let message):
      return "\(path): \(message)"
    }
  }

  /// The same error naming where the data came from: invalid data's path
  /// gains the file (`my.json: line 3, column 19`); other errors already
  /// name their file or have none.
  public func read(from source: String) -> SizingError {
    guard case .invalidData(let path, let message) = self else { return self }
    return .invalidData(path: "\(source): \(path)", message: message)
  }

  /// The sysexits code a command-line tool exits with for this error:
  /// 64 (usage), 65 (data) or 66 (no input).
  public var exitCode: Int32 {
    switch self {
    case .unknownValue, .unsupported: return 64
    case .unreadable: return 66
    case .invalidData: return 65
    }
  }
}
