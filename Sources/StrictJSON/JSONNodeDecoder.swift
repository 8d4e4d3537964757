/// Decodes `Decodable` values from a ``JSONNode`` tree, so data read by the
/// strict parser (no duplicate keys, no NaN, bounded depth) needs no second
/// parser. Errors are ``JSONError``s with the JSON path, line and column of
/// the value that did not fit.
public struct JSONNodeDecoder {
  public init() {}

  /// Parses `text` strictly and decodes a `T` from it.
  /// - Throws: ``JSONError`` for malformed JSON or a value of the wrong shape.
  public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try decode(type, from: StrictJSONParser.parse(text))
  }

  /// Decodes a `T` from an already parsed node.
  /// - Throws: ``JSONError`` for a value of the wrong shape.
  public func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
    try T(from: NodeDecoder(node: node, codingPath: []))
  }
}

/// One value being decoded, with its coding path.
struct NodeDecoder: Decoder {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// `$.a.b[2]`, the JSON path of `codingPath`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.reduce("$") { path, key in
      key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
    }
  }

  func error(_ message: String, at node: JSONNode? = nil) -> JSONError {
    let at = node ?? self.node
    return JSONError(message, line: at.line, column: at.column, path: Self.path(codingPath))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = node.value else {
      throw error("expected an object, found \(node.kindName)")
    }
    return KeyedDecodingContainer(
      NodeKeyedContainer<Key>(decoder: self, members: members))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = node.value else {
      throw error("expected an array, found \(node.kindName)")
    }
    return NodeUnkeyedContainer(decoder: self, items: items)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    NodeSingleValue(decoder: self)
  }
}

/// An index as a coding key.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { String(intValue ?? 0) }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
