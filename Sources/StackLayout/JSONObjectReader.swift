/// Typed access to one JSON object's members, with errors that name the
/// member's JSON path and refuse keys outside `allowed`.
struct JSONObjectReader {
  let path: String
  let members: [(key: String, value: ParsedJSON)]

  init(_ value: ParsedJSON, path: String, allowed: [String]) throws(StackDocumentError) {
    guard case .object(let members) = value else {
      throw .invalid(path: path, message: "expected an object, found \(value.kindName)")
    }
    self.path = path
    self.members = members
    for member in members where !allowed.contains(member.key) {
      throw .invalid(
        path: path,
        message: "unknown key \"\(member.key)\"; valid keys: \(allowed.joined(separator: ", "))")
    }
  }

  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  func value(_ key: String) -> ParsedJSON? {
    members.first { $0.key == key }?.value
  }

  func fail(_ key: String?, _ message: String) -> StackDocumentError {
    .invalid(path: key.map { "\(path).\($0)" } ?? path, message: message)
  }

  func string(_ key: String) throws(StackDocumentError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let s) = value else {
      throw fail(key, "expected a string, found \(value.kindName)")
    }
    return s
  }

  func bool(_ key: String) throws(StackDocumentError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let b) = value else {
      throw fail(key, "expected true or false, found \(value.kindName)")
    }
    return b
  }

  /// A number, checked against `minimum` when given.
  func number(_ key: String, minimum: Double? = nil) throws(StackDocumentError) -> Double? {
    guard let value = value(key) else { return nil }
    return try Self.number(value, path: "\(path).\(key)", minimum: minimum)
  }

  static func number(
    _ value: ParsedJSON, path: String, minimum: Double?
  ) throws(StackDocumentError) -> Double {
    guard case .number(let n) = value else {
      throw .invalid(path: path, message: "expected a number, found \(value.kindName)")
    }
    if abs(n) > StackDocument.maximumMagnitude {
      throw .invalid(
        path: path, message: "\(n) is out of range; numbers are limited to ±1000000")
    }
    if let minimum, n < minimum {
      throw .invalid(
        path: path, message: "\(n) is negative; sizes must be ≥ \(Int(minimum))")
    }
    return n
  }

  /// An array of exactly `count` numbers (or nulls when `nullable`).
  func numbers(
    _ key: String, count: Int, minimum: Double?, maximum: Double? = nil, nullable: Bool = false
  ) throws(StackDocumentError) -> [Double?]? {
    guard let value = value(key) else { return nil }
    let itemPath = "\(path).\(key)"
    guard case .array(let items) = value, items.count == count else {
      throw fail(key, "expected an array of \(count) numbers")
    }
    var result: [Double?] = []
    for (k, item) in items.enumerated() {
      if case .null = item, nullable {
        result.append(nil)
        continue
      }
      let n = try Self.number(item, path: "\(itemPath)[\(k)]", minimum: minimum)
      if let maximum, n > maximum {
        throw .invalid(path: "\(itemPath)[\(k)]", message: "\(n) is above \(maximum)")
      }
      result.append(n)
    }
    return result
  }

  /// A string that must be one of `choices` (spelled as given).
  func choice<T>(
    _ key: String, _ choices: [(String, T)]
  ) throws(StackDocumentError) -> T? {
    guard let name = try string(key) else { return nil }
    guard let match = choices.first(where: { $0.0 == name }) else {
      let valid = choices.map(\.0).joined(separator: ", ")
      throw fail(key, "unknown \(key) \"\(name)\"; valid: \(valid)")
    }
    return match.1
  }
}
