/// A parsed JSON value. Objects keep their keys in document order.
enum ParsedJSON {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ParsedJSON])
  case object([(key: String, value: ParsedJSON)])

  /// The kind's name for error messages.
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A strict RFC 8259 parser over UTF-8 bytes that reports the line and
/// column of the first problem and refuses nesting deeper than
/// `maximumDepth` before descending (so deep input cannot overflow the stack).
struct JSONParser {
  /// Containers nested deeper than this are rejected.
  static let maximumDepth = 256

  let bytes: [UInt8]
  var position = 0
  private var depth = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON document.
  static func parse(_ bytes: [UInt8]) throws(StackDocumentError) -> ParsedJSON {
    var parser = JSONParser(bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.position < bytes.count { throw parser.error("unexpected text after the document") }
    return value
  }

  func error(_ message: String) -> StackDocumentError {
    var line = 1
    var column = 1
    var k = 0
    while k < position && k < bytes.count {
      if bytes[k] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[k] & 0xC0 != 0x80 {
        column += 1
      }
      k += 1
    }
    return .malformed("\(message) at line \(line), column \(column)")
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(StackDocumentError) -> ParsedJSON {
    guard position < bytes.count else { throw error("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      throw error("unexpected character '\(String(decoding: [bytes[position]], as: UTF8.self))'")
    }
  }

  private mutating func literal(
    _ word: String, _ value: ParsedJSON
  ) throws(StackDocumentError) -> ParsedJSON {
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else {
        throw error("invalid literal (expected \(word))")
      }
      position += 1
    }
    return value
  }

  private mutating func enter() throws(StackDocumentError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseArray() throws(StackDocumentError) -> ParsedJSON {
    try enter()
    position += 1
    var items: [ParsedJSON] = []
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      guard position < bytes.count else { throw error("unterminated array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "]") {
        position += 1
        depth -= 1
        return .array(items)
      } else {
        throw error("expected ',' or ']' in array")
      }
    }
  }

  private mutating func parseObject() throws(StackDocumentError) -> ParsedJSON {
    try enter()
    position += 1
    var members: [(key: String, value: ParsedJSON)] = []
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key in object")
      }
      let keyStart = position
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        position = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after key")
      }
      position += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard position < bytes.count else { throw error("unterminated object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "}") {
        position += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("expected ',' or '}' in object")
      }
    }
  }

  private mutating func parseNumber() throws(StackDocumentError) -> ParsedJSON {
    let start = position
    func digits(_ p: inout Int, _ bytes: [UInt8]) -> Int {
      let s = p
      while p < bytes.count, bytes[p] >= 0x30, bytes[p] <= 0x39 { p += 1 }
      return p - s
    }
    var p = position
    if bytes[p] == UInt8(ascii: "-") { p += 1 }
    let intStart = p
    let intDigits = digits(&p, bytes)
    var ok = intDigits > 0 && !(intDigits > 1 && bytes[intStart] == UInt8(ascii: "0"))
    if ok, p < bytes.count, bytes[p] == UInt8(ascii: ".") {
      p += 1
      ok = digits(&p, bytes) > 0
    }
    if ok, p < bytes.count, bytes[p] | 0x20 == UInt8(ascii: "e") {
      p += 1
      if p < bytes.count, bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-") { p += 1 }
      ok = digits(&p, bytes) > 0
    }
    guard ok, let value = Double(String(decoding: bytes[start..<p], as: UTF8.self)) else {
      throw error("invalid number")
    }
    guard value.isFinite else { throw error("number out of range") }
    position = p
    return .number(value)
  }
}
