import StrictJSON

/// The stack document's number rules on top of the shared reader: each
/// number within its range (``StackDocument/lengthRange`` unless stated),
/// refused with the path and the range: `$.width: -5 is out of range
/// 0…1000000 (line 1, column 11)`.
extension JSONObjectReader {
  /// A number member within `range`; nil when absent.
  func limitedNumber(
    _ key: String, in range: ClosedRange<Double> = StackDocument.lengthRange
  ) throws(JSONError) -> Double? {
    guard let value = node(key) else { return nil }
    return try Self.number(value, path: childPath(key), in: range)
  }

  /// An array member of exactly `count` numbers within `range` (or nulls
  /// when `nullable`); nil when absent.
  func limitedNumbers(
    _ key: String, count: Int, in range: ClosedRange<Double> = StackDocument.lengthRange,
    nullable: Bool = false
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
      result.append(try Self.number(item, path: "\(childPath(key))[\(k)]", in: range))
    }
    return result
  }
}
