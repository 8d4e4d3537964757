/// A parsed JSON value that remembers where it starts in the text, so an
/// error about it can name a line and column as well as a JSON path.
public struct JSONNode: Sendable {
  /// The JSON value, with object members in document order.
  public enum Value: Sendable {
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// The value itself.
  public var value: Value
  /// 1-based line of the value's first character.
  public var line: Int
  /// 1-based column, counted in Unicode scalars, of the value's first character.
  public var column: Int

  /// The kind of value in words, for error messages: "a string", "an array".
  public var kindName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
