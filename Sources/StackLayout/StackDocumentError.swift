/// Why a stack document could not be read. The description is one line
/// naming the problem: a line and column for malformed JSON, a JSON path
/// (like `$.root.items[2].distribution`) for a wrong value.
public enum StackDocumentError: Error, Equatable, CustomStringConvertible {
  /// Not JSON: the message ends with "at line L, column C".
  case malformed(String)
  /// JSON, but not a valid stack document: `path` locates the value.
  case invalid(path: String, message: String)

  public var description: String {
    switch self {
    case .malformed(let message): "malformed JSON: \(message)"
    case .invalid(let path, let message): "\(path): \(message)"
    }
  }
}
