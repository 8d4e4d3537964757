/// Typed access to one JSON object's members by name. Every error is a
/// ``JSONError`` with the JSON path of the value (like
/// `$.quickActions[1].title`) and its line and column, and names the valid
/// choices where there are some: unknown keys list the valid keys, unknown
/// names the valid names.
public struct JSONObjectReader: Sendable {
  /// The object's JSON path, `$` for the document root.
  public let path: String
  /// The object itself, for its line and column.
  public let node: JSONNode
  /// The members in document order (keys are unique: the parser refuses
  /// duplicates).
  public let members: [(key: String, value: JSONNode)]

  /// Wraps `node`, which must be an object.
  public init(_ node: JSONNode, path: String) throws(JSONError) {
    guard case .object(let members) = node.value else {
      throw Self.error(at: node, path: path, "expected an object, found \(node.kindName)")
    }
    self.path = path
    self.node = node
    self.members = members
  }

  /// Wraps `node`, which must be an object with no keys outside `allowedKeys`.
  public init(_ node: JSONNode, path: String, allowedKeys: [String]) throws(JSONError) {
    try self.init(node, path: path)
    try rejectUnknownKeys(allowedKeys)
  }

  /// Throws for the first key that is not in `known`, listing the valid keys.
  /// With a ``JSONIssueRecorder`` recording, records every one and returns.
  public func rejectUnknownKeys(_ known: [String]) throws(JSONError) {
    for member in members where !known.contains(member.key) {
      let refusal = error(
        member.key,
        "unknown key \(JSONError.quoted(member.key)); valid keys: "
          + known.joined(separator: ", "))
      guard let recorder = JSONIssueRecorder.current else { throw refusal }
      recorder.record(.init(error: refusal, name: member.key, valid: known))
    }
  }

  /// An error about the value at `path`, located at `node`.
  public static func error(at node: JSONNode, path: String, _ message: String) -> JSONError {
    JSONError(message, line: node.line, column: node.column, path: path)
  }

  /// An error about member `key` (located at its value), or about the
  /// object itself when `key` is nil or absent.
  public func error(_ key: String?, _ message: String) -> JSONError {
    guard let key else { return Self.error(at: node, path: path, message) }
    return Self.error(at: self.node(key) ?? node, path: childPath(key), message)
  }

  /// The error for a required key that is absent: `missing required key "k"`.
  public func missingKey(_ key: String) -> JSONError {
    error(nil, "missing required key \(JSONError.quoted(key))")
  }

  /// The JSON path of member `key`: `path.key`, or `path["a\nb"]` (a JSON
  /// string literal) when the key holds a control character, so an error
  /// message stays on one line.
  public func childPath(_ key: String) -> String {
    guard key.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      return "\(path).\(key)"
    }
    return "\(path)[\(JSONValue.stringLiteral(key))]"
  }

  /// The raw member, or nil when absent.
  public func node(_ key: String) -> JSONNode? {
    members.first { $0.key == key }?.value
  }

  /// Whether member `key` is present.
  public func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// A member object's reader, or nil when absent.
  public func object(_ key: String) throws(JSONError) -> JSONObjectReader? {
    guard let child = node(key) else { return nil }
    return try JSONObjectReader(child, path: childPath(key))
  }

  /// A string member of at most `maxLength` characters (any length when
  /// nil), empty only when `allowEmpty`; nil when absent.
  public func string(
    _ key: String, maxLength: Int? = nil, allowEmpty: Bool = true
  ) throws(JSONError) -> String? {
    guard let child = node(key) else { return nil }
    guard case .string(let text) = child.value else {
      throw error(key, "expected a string, found \(child.kindName)")
    }
    guard allowEmpty || !text.isEmpty else { throw error(key, "must not be empty") }
    if let maxLength, text.count > maxLength {
      throw error(key, "longer than \(maxLength) characters")
    }
    return text
  }

  /// A boolean member; nil when absent.
  public func bool(_ key: String) throws(JSONError) -> Bool? {
    guard let child = node(key) else { return nil }
    guard case .bool(let value) = child.value else {
      throw error(key, "expected true or false, found \(child.kindName)")
    }
    return value
  }

  /// A number member (any finite Double); nil when absent.
  public func number(_ key: String) throws(JSONError) -> Double? {
    guard let child = node(key) else { return nil }
    return try Self.number(child, path: childPath(key))
  }

  /// A number member within `range`; nil when absent.
  public func number(_ key: String, in range: ClosedRange<Double>) throws(JSONError) -> Double? {
    guard let child = node(key) else { return nil }
    return try Self.number(child, path: childPath(key), in: range)
  }

  /// A whole-number member within `range`; nil when absent.
  public func integer(_ key: String, in range: ClosedRange<Int>) throws(JSONError) -> Int? {
    guard let value = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
    else { return nil }
    guard value == value.rounded() else {
      throw error(key, "expected a whole number, found \(value)")
    }
    return Int(value)
  }

  /// An array member of at most `maxCount` items, each read by `read` with
  /// its path (`key[0]`, `key[1]`…); nil when absent.
  public func array<T>(
    _ key: String, maxCount: Int = .max, _ read: (JSONNode, String) throws(JSONError) -> T
  ) throws(JSONError) -> [T]? {
    guard let child = node(key) else { return nil }
    guard case .array(let items) = child.value else {
      throw error(key, "expected an array, found \(child.kindName)")
    }
    guard items.count <= maxCount else {
      throw error(key, "\(items.count) items; at most \(maxCount) are allowed")
    }
    var result: [T] = []
    result.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() {
      result.append(try read(item, "\(childPath(key))[\(offset)]"))
    }
    return result
  }

  /// A string member that must be one of `choices` (matched exactly, or
  /// ignoring case); nil when absent. With a ``JSONIssueRecorder``
  /// recording, an unknown name is recorded and the closest valid one read. The error names the valid spellings:
  /// `unknown axis "diagonal"; valid: horizontal, vertical`, with `noun`
  /// (default: the key) in place of "axis".
  public func choice<T>(
    _ key: String, _ choices: [(String, T)], noun: String? = nil, ignoringCase: Bool = false
  ) throws(JSONError) -> T? {
    guard let name = try string(key) else { return nil }
    let wanted = ignoringCase ? name.lowercased() : name
    guard let match = choices.first(where: { (ignoringCase ? $0.0.lowercased() : $0.0) == wanted })
    else {
      let valid = choices.map(\.0)
      let refusal = error(
        key,
        "unknown \(noun ?? key) \(JSONError.quoted(name)); valid: \(valid.joined(separator: ", "))")
      guard let recorder = JSONIssueRecorder.current, !choices.isEmpty else { throw refusal }
      recorder.record(.init(error: refusal, name: name, valid: valid))
      return choices[JSONIssueRecorder.stand(in: name, among: valid)].1
    }
    return match.1
  }

  /// A number value (any finite Double); `path`, for the error, is only
  /// worked out when there is one.
  public static func number(
    _ node: JSONNode, path: @autoclosure () -> String
  ) throws(JSONError) -> Double {
    guard case .number(let value) = node.value else {
      throw error(at: node, path: path(), "expected a number, found \(node.kindName)")
    }
    return value
  }

  /// A number value within `range`.
  public static func number(
    _ node: JSONNode, path: @autoclosure () -> String, in range: ClosedRange<Double>
  ) throws(JSONError) -> Double {
    let value = try number(node, path: path())
    guard range.contains(value) else {
      let (low, high) = (range.lowerBound, range.upperBound)
      throw error(
        at: node, path: path(),
        "\(JSONValue.numberLiteral(value)) is out of range "
          + "\(JSONValue.numberLiteral(low))…\(JSONValue.numberLiteral(high))")
    }
    return value
  }
}
