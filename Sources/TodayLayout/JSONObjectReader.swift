import SizingModel

/// Reads one JSON object's members by name, with the JSON path of every
/// value for error messages, and rejects keys nobody asked for.
///
/// Every error is ``SizingError/invalidData(path:message:)`` with a path such
/// as `$.quickActions[1].title` and the value's line and column.
public struct JSONObjectReader {
  /// The object's JSON path, `$` for the document root.
  public let path: String
  private let members: [String: JSONNode]
  private let order: [String]
  private let node: JSONNode

  /// Wraps `node`, which must be an object.
  public init(_ node: JSONNode, path: String) throws(SizingError) {
    guard case .object(let list) = node.value else {
      throw Self.error(path, node, "expected an object, found \(node.kindName)")
    }
    self.path = path
    self.node = node
    self.order = list.map(\.key)
    self.members = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.value) })
  }

  static func error(_ path: String, _ node: JSONNode, _ message: String) -> SizingError {
    .invalidData(path: path, message: "\(message) (line \(node.line), column \(node.column))")
  }

  /// Throws for the first key that is not in `known`, listing the valid keys.
  public func rejectUnknownKeys(_ known: [String]) throws(SizingError) {
    for key in order where !known.contains(key) {
      throw Self.error(
        childPath(key), members[key]!,
        "unknown key '\(key)'; valid: \(known.joined(separator: ", "))")
    }
  }

  /// The JSON path of a member.
  public func childPath(_ key: String) -> String { "\(path).\(key)" }

  /// The raw member, or nil when absent.
  public func node(_ key: String) -> JSONNode? { members[key] }

  /// A member object's reader, or nil when absent.
  public func object(_ key: String) throws(SizingError) -> JSONObjectReader? {
    guard let child = members[key] else { return nil }
    return try JSONObjectReader(child, path: childPath(key))
  }

  /// A string member of at most `maxLength` characters; nil when absent.
  public func string(_ key: String, maxLength: Int = 200, allowEmpty: Bool = true)
    throws(SizingError) -> String?
  {
    guard let child = members[key] else { return nil }
    guard case .string(let text) = child.value else {
      throw Self.error(childPath(key), child, "expected a string, found \(child.kindName)")
    }
    guard allowEmpty || !text.isEmpty else {
      throw Self.error(childPath(key), child, "must not be empty")
    }
    guard text.count <= maxLength else {
      throw Self.error(childPath(key), child, "longer than \(maxLength) characters")
    }
    return text
  }

  /// A number member within `range`; nil when absent.
  public func number(_ key: String, in range: ClosedRange<Double>) throws(SizingError) -> Double? {
    guard let child = members[key] else { return nil }
    return try Self.number(child, path: childPath(key), in: range)
  }

  /// A whole-number member within `range`; nil when absent.
  public func integer(_ key: String, in range: ClosedRange<Int>) throws(SizingError) -> Int? {
    guard let child = members[key] else { return nil }
    let value = try Self.number(
      child, path: childPath(key), in: Double(range.lowerBound)...Double(range.upperBound))
    guard value == value.rounded() else {
      throw Self.error(childPath(key), child, "expected a whole number, found \(value)")
    }
    return Int(value)
  }

  /// A boolean member; nil when absent.
  public func bool(_ key: String) throws(SizingError) -> Bool? {
    guard let child = members[key] else { return nil }
    guard case .bool(let value) = child.value else {
      throw Self.error(childPath(key), child, "expected true or false, found \(child.kindName)")
    }
    return value
  }

  /// An array member of at most `maxCount` items, each read by `read` with its
  /// path; nil when absent.
  public func array<T>(
    _ key: String, maxCount: Int, _ read: (JSONNode, String) throws(SizingError) -> T
  ) throws(SizingError) -> [T]? {
    guard let child = members[key] else { return nil }
    guard case .array(let items) = child.value else {
      throw Self.error(childPath(key), child, "expected an array, found \(child.kindName)")
    }
    guard items.count <= maxCount else {
      throw Self.error(
        childPath(key), child, "\(items.count) items; at most \(maxCount) are allowed")
    }
    var result: [T] = []
    result.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() {
      result.append(try read(item, "\(childPath(key))[\(offset)]"))
    }
    return result
  }

  /// A number value within `range`.
  public static func number(_ node: JSONNode, path: String, in range: ClosedRange<Double>)
    throws(SizingError) -> Double
  {
    guard case .number(let value) = node.value else {
      throw error(path, node, "expected a number, found \(node.kindName)")
    }
    guard range.contains(value) else {
      throw error(
        path, node,
        "\(formatNumber(value)) is out of range "
          + "\(formatNumber(range.lowerBound))…\(formatNumber(range.upperBound))")
    }
    return value
  }

  private static func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
