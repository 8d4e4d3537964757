import StrictJSON

/// Why a stack document could not be read. The description is one line
/// naming the problem: a line and column for malformed JSON, a JSON path
/// (like `$.root.items[2].distribution`) and the line and column for a
/// wrong value.
public enum StackDocumentError: Error, Equatable, CustomStringConvertible {
  /// Not JSON: the message ends with "at line L, column C".
  case malformed(String)
  /// JSON, but not a valid stack document: `path` locates the value; the
  /// message ends with "(line L, column C)".
  case invalid(path: String, message: String)

  /// The shared parser's or reader's error in this type's words.
  init(_ error: JSONError) {
    if let path = error.path {
      self = .invalid(path: path, message: "\(error.message) (\(error.location))")
    } else {
      self = .malformed("\(error.message) at \(error.location)")
    }
  }

  public var description: String {
    switch self {
    case .malformed(let message): "malformed JSON: \(message)"
    case .invalid(let path, let message): "\(path): \(message)"
    }
  }
}
