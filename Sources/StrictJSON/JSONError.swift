/// Why JSON text could not be read: malformed text (no `path`) or a value
/// that a ``JSONObjectReader`` refused (with the value's JSON `path`). Both
/// name the 1-based line and column; the description is one line.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, without the location: "duplicate key \"a\"".
  public var message: String
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column of the problem, counted in Unicode scalars.
  public var column: Int
  /// The JSON path of the refused value, like `$.root.items[2].axis`; nil when
  /// the text itself is not valid JSON.
  public var path: String?

  /// An error at `line` and `column`, about the value at `path` if given.
  public init(_ message: String, line: Int, column: Int, path: String? = nil) {
    self.message = message
    self.line = line
    self.column = column
    self.path = path
  }

  /// "line L, column C".
  public var location: String { "line \(line), column \(column)" }

  /// `line L, column C: message` for malformed text,
  /// `path: message (line L, column C)` for a refused value.
  public var description: String {
    guard let path else { return "\(location): \(message)" }
    return "\(path): \(message) (\(location))"
  }

  /// `text` as a JSON string literal for a message, cut to `limit`
  /// characters (with "…") so a huge value cannot flood the one-line error.
  public static func quoted(_ text: String, limit: Int = 60) -> String {
    guard text.count > limit else { return JSONValue.stringLiteral(text) }
    return JSONValue.stringLiteral(String(text.prefix(limit))).dropLast() + "…\""
  }
}
