import StrictJSON

/// The stack document's number rules on top of the shared reader: every
/// number within ±``StackDocument/maximumMagnitude``, sizes not negative,
/// priorities at most 1000.
extension JSONObjectReader {
  /// A number member within ±1,000,000 and at least `minimum` when given;
  /// nil when absent.
  func limitedNumber(_ key: String, minimum: Double? = nil) throws(JSONError) -> Double? {
    guard let value = node(key) else { return nil }
    return try Self.limitedNumber(value, path: childPath(key), minimum: minimum)
  }

  /// A number value within ±1,000,000 and at least `minimum` when given;
  /// `path` is only worked out for an error.
  static func limitedNumber(
    _ node: JSONNode, path: @autoclosure () -> String, minimum: Double?
  ) throws(JSONError) -> Double {
    let n = try number(node, path: path())
    if abs(n) > StackDocument.maximumMagnitude {
      throw error(
        at: node, path: path(), "\(n) is out of range; numbers are limited to ±1000000")
    }
    if let minimum, n < minimum {
      throw error(at: node, path: path(), "\(n) is negative; sizes must be ≥ \(Int(minimum))")
    }
    return n
  }

  /// An array member of exactly `count` limited numbers (or nulls when
  /// `nullable`), each at most `maximum` when given; nil when absent.
  func limitedNumbers(
    _ key: String, count: Int, minimum: Double?, maximum: Double? = nil, nullable: Bool = false
  ) throws(JSONError) -> [Double?]? {
    guard let value = node(key) else { return nil }
    guard case .array(let items) = value.value, items.count == count else {
      throw error(key, "expected an array of \(count) numbers")
    }
    var result: [Double?] = []
    for (k, item) in items.enumerated() {
      if case .null = item.value, nullable {
        result.append(nil)
        continue
      }
      let n = try Self.limitedNumber(item, path: "\(childPath(key))[\(k)]", minimum: minimum)
      if let maximum, n > maximum {
        throw Self.error(at: item, path: "\(childPath(key))[\(k)]", "\(n) is above \(maximum)")
      }
      result.append(n)
    }
    return result
  }
}
