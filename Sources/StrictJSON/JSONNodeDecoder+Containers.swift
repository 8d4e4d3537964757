/// An object's members, by key.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: NodeDecoder
  let members: [(key: String, value: JSONNode)]
  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

  private func child(_ key: Key) throws -> NodeDecoder {
    guard let member = members.first(where: { $0.key == key.stringValue }) else {
      throw decoder.error("missing required key \(JSONError.quoted(key.stringValue))")
    }
    return NodeDecoder(node: member.value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard let member = members.first(where: { $0.key == key.stringValue }) else { return true }
    if case .null = member.value.value { return true }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: child(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

/// An array's items, in order.
struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: NodeDecoder
  let items: [JSONNode]
  var currentIndex = 0
  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private mutating func next() throws -> NodeDecoder {
    guard !isAtEnd else { throw decoder.error("expected more items in the array") }
    defer { currentIndex += 1 }
    return NodeDecoder(node: items[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = items[currentIndex].value else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

/// One scalar: a string, number, boolean or null.
struct NodeSingleValue: SingleValueDecodingContainer {
  let decoder: NodeDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    if case .null = decoder.node.value { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let value) = decoder.node.value else { throw mismatch("a boolean") }
    return value
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let value) = decoder.node.value else { throw mismatch("a string") }
    return value
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard case .number(let value) = decoder.node.value else { throw mismatch("a number") }
    return value
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

  func decode(_ type: Int.Type) throws -> Int {
    let value = try decode(Double.self)
    guard value == value.rounded(), abs(value) < 1e15 else { throw mismatch("a whole number") }
    return Int(value)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }

  private func mismatch(_ expected: String) -> JSONError {
    decoder.error("expected \(expected), found \(decoder.node.kindName)")
  }
}
