/// A strict RFC 8259 JSON parser over UTF-8 bytes. It refuses trailing
/// commas, comments, NaN and Infinity, numbers beyond a Double's range,
/// leading zeros, duplicate keys, unescaped control characters, lone
/// surrogates, invalid UTF-8 and text after the value, and nesting deeper
/// than a limit, checked before descending so deep input cannot overflow the
/// stack. Every value carries its line and column; every error names the
/// line and column of the first problem.
public struct StrictJSONParser {
  /// The deepest nesting of arrays and objects accepted unless the caller
  /// gives another limit.
  public static let defaultMaximumDepth = 256

  let bytes: [UInt8]
  let maximumDepth: Int
  var position = 0
  var depth = 0
  /// 1-based line of `position`.
  var line = 1
  /// Offset of the first byte of the current line.
  var lineStart = 0
  /// UTF-8 continuation bytes between `lineStart` and `position`, so the
  /// column counts Unicode scalars, not bytes.
  var continuationBytes = 0

  /// Parses one JSON document from UTF-8 bytes.
  /// - Throws: ``JSONError`` (without a path) at the first problem.
  public static func parse(
    _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONError) -> JSONNode {
    var parser = StrictJSONParser(bytes: bytes, maximumDepth: maximumDepth)
    parser.skipWhitespace()
    let root = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return root
  }

  /// Parses one JSON document from text.
  /// - Throws: ``JSONError`` (without a path) at the first problem.
  public static func parse(
    _ text: String, maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONError) -> JSONNode {
    try parse(Array(text.utf8), maximumDepth: maximumDepth)
  }

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// 1-based column of `position` in Unicode scalars.
  var column: Int { position - lineStart - continuationBytes + 1 }

  func error(_ message: String) -> JSONError {
    JSONError(message, line: line, column: column)
  }

  /// The character at `position` for an error message, escaped to ASCII.
  private var currentCharacter: String {
    let end = min(position + 4, bytes.count)
    let scalar = String(decoding: bytes[position..<end], as: UTF8.self).unicodeScalars.first!
    return scalar.escaped(asASCII: true)
  }

  private mutating func skipWhitespace() {
    var p = position
    while p < bytes.count {
      let byte = bytes[p]
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        p += 1
      } else if byte == 0x0A {
        p += 1
        line += 1
        lineStart = p
        continuationBytes = 0
      } else {
        break
      }
    }
    position = p
  }

  private mutating func parseValue() throws(JSONError) -> JSONNode {
    let startLine = line
    let startColumn = column
    guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
    let value: JSONNode.Value
    switch bytes[position] {
    case UInt8(ascii: "{"): value = try parseObject()
    case UInt8(ascii: "["): value = try parseArray()
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "t"): value = try literal("true", .bool(true))
    case UInt8(ascii: "f"): value = try literal("false", .bool(false))
    case UInt8(ascii: "n"): value = try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
    default: throw error("unexpected character '\(currentCharacter)', expected a value")
    }
    return JSONNode(value: value, line: startLine, column: startColumn)
  }

  private mutating func literal(
    _ word: String, _ value: JSONNode.Value
  ) throws(JSONError) -> JSONNode.Value {
    let start = position
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else {
        position = start
        throw error("invalid literal, expected \(word)")
      }
      position += 1
    }
    return value
  }

  private func peek(_ ascii: Unicode.Scalar) -> Bool {
    position < bytes.count && bytes[position] == UInt8(ascii: ascii)
  }

  /// Steps into the array or object whose opening bracket is at `position`;
  /// true when it is empty, with `close` consumed.
  private mutating func open(_ close: Unicode.Scalar) throws(JSONError) -> Bool {
    guard depth < maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    depth += 1
    position += 1
    skipWhitespace()
    guard peek(close) else { return false }
    position += 1
    return true
  }

  /// Steps past what follows an item of `container`: true at its closing
  /// bracket `close`, false after a comma (and the whitespace after it).
  private mutating func closes(
    _ close: Unicode.Scalar, _ container: String
  ) throws(JSONError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else { throw error("unterminated \(container)") }
    let closed = peek(close)
    guard closed || peek(",") else {
      throw error("expected ',' or '\(close)' in \(container)")
    }
    let (commaLine, commaColumn) = (line, column)
    position += 1
    if !closed {
      skipWhitespace()
      // A comma with nothing after it: named at the comma, where editors leave it.
      if peek(close) {
        throw JSONError("trailing comma before \(close)", line: commaLine, column: commaColumn)
      }
    }
    return closed
  }

  private mutating func parseArray() throws(JSONError) -> JSONNode.Value {
    let isEmpty = try open("]")
    defer { depth -= 1 }
    var items: [JSONNode] = []
    if isEmpty { return .array(items) }
    repeat {
      items.append(try parseValue())
    } while try !closes("]", "array")
    return .array(items)
  }

  private mutating func parseObject() throws(JSONError) -> JSONNode.Value {
    let isEmpty = try open("}")
    defer { depth -= 1 }
    var members: [(key: String, value: JSONNode)] = []
    if isEmpty { return .object(members) }
    var keys = DuplicateKeyCheck()
    repeat {
      guard peek("\"") else {
        if position == bytes.count { throw error("unterminated object") }
        throw error("expected a quoted key in object")
      }
      let (keyLine, keyColumn) = (line, column)
      let key = try parseString()
      guard keys.insert(key, among: members) else {
        throw JSONError("duplicate key \(JSONError.quoted(key))", line: keyLine, column: keyColumn)
      }
      skipWhitespace()
      guard peek(":") else { throw error("expected ':' after key \(JSONError.quoted(key))") }
      position += 1
      skipWhitespace()
      members.append((key, try parseValue()))
    } while try !closes("}", "object")
    return .object(members)
  }
}

/// Finds a repeated key: a linear scan while an object is small, a set once
/// it is large, so neither a few keys nor 100,000 cost much.
private struct DuplicateKeyCheck {
  private var seen: Set<String>?

  /// Adds `key`; false when `members` (the keys so far) already hold it.
  mutating func insert(_ key: String, among members: [(key: String, value: JSONNode)]) -> Bool {
    if seen == nil {
      if members.count < 16 { return !members.contains { $0.key == key } }
      seen = Set(members.map(\.key))
    }
    return seen!.insert(key).inserted
  }
}
