import SizingModel

/// A parsed JSON value that remembers where it started in the text, so
/// errors can name a line and column as well as a JSON path.
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

  public var value: Value
  /// 1-based line of the value's first character.
  public var line: Int
  /// 1-based column (in Unicode scalars) of the value's first character.
  public var column: Int

  /// The kind of value in words, for error messages: "a string", "an array".
  public var kindName: String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// A strict JSON parser (RFC 8259): no trailing commas, no comments, no
/// duplicate keys, no numbers outside the range of a Double, at most
/// ``maximumDepth`` levels of nesting. Errors carry line and column.
public struct StrictJSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Parses `text` into a tree.
  /// - Throws: ``SizingError/invalidData(path:message:)`` with `line L, column C`
  ///   as the path when the text is not valid JSON.
  public static func parse(_ text: String) throws(SizingError) -> JSONNode {
    var parser = StrictJSONParser(scalars: Array(text.unicodeScalars))
    parser.skipWhitespace()
    let root = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.scalars.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return root
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> SizingError {
    .invalidData(path: "line \(line), column \(column)", message: message)
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func skipWhitespace() {
    while let scalar = current {
      switch scalar {
      case " ", "\t", "\r": index += 1
      case "\n":
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(SizingError) -> JSONNode {
    let startLine = line
    let startColumn = column
    guard let scalar = current else { throw error("unexpected end of the text, expected a value") }
    let value: JSONNode.Value
    switch scalar {
    case "{", "[":
      guard depth < Self.maximumDepth else {
        throw error("more than \(Self.maximumDepth) levels of nesting")
      }
      value = scalar == "{" ? try parseObject(depth: depth) : try parseArray(depth: depth)
    case "\"": value = .string(try parseString())
    case "t": try expectWord("true"); value = .bool(true)
    case "f": try expectWord("false"); value = .bool(false)
    case "n": try expectWord("null"); value = .null
    case "-", "0"..."9": value = .number(try parseNumber())
    default:
      throw error("unexpected character '\(scalar.escaped(asASCII: true))', expected a value")
    }
    return JSONNode(value: value, line: startLine, column: startColumn)
  }

  private mutating func expectWord(_ word: String) throws(SizingError) {
    for expected in word.unicodeScalars {
      guard current == expected else { throw error("invalid literal, expected '\(word)'") }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(SizingError) -> JSONNode.Value {
    index += 1
    var members: [(key: String, value: JSONNode)] = []
    var seen = Set<String>()
    skipWhitespace()
    if current == "}" {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == "\"" else { throw error("expected a quoted key") }
      let key = try parseString()
      guard seen.insert(key).inserted else { throw error("duplicate key '\(key)'") }
      skipWhitespace()
      guard current == ":" else { throw error("expected ':' after key '\(key)'") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      switch current {
      case ",": index += 1
      case "}":
        index += 1
        return .object(members)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(SizingError) -> JSONNode.Value {
    index += 1
    var items: [JSONNode] = []
    skipWhitespace()
    if current == "]" {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      switch current {
      case ",": index += 1
      case "]":
        index += 1
        return .array(items)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func parseString() throws(SizingError) -> String {
    index += 1
    var out = String.UnicodeScalarView()
    while true {
      guard let scalar = current else { throw error("unterminated string") }
      index += 1
      switch scalar {
      case "\"": return String(out)
      case "\\": out.append(try parseEscape())
      case _ where scalar.value < 0x20:
        index -= 1
        throw error("control character in a string")
      default: out.append(scalar)
      }
    }
  }

  private mutating func parseEscape() throws(SizingError) -> Unicode.Scalar {
    guard let scalar = current else { throw error("unterminated string") }
    index += 1
    switch scalar {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard current == "\\" else { throw error("unpaired surrogate in \\u escape") }
        index += 1
        guard current == "u" else { throw error("unpaired surrogate in \\u escape") }
        index += 1
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let result = Unicode.Scalar(high) else {
        throw error("unpaired surrogate in \\u escape")
      }
      return result
    default:
      index -= 1
      throw error("invalid escape '\\\(scalar.escaped(asASCII: true))'")
    }
  }

  private mutating func parseHex4() throws(SizingError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current, let digit = Int(String(scalar), radix: 16) else {
        throw error("expected four hex digits after \\u")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SizingError) -> Double {
    let start = index
    if current == "-" { index += 1 }
    guard let first = current, ("0"..."9").contains(first) else { throw error("invalid number") }
    if first == "0" {
      index += 1
    } else {
      skipDigits()
    }
    if current == "." {
      index += 1
      guard skipDigits() else { throw error("expected digits after '.'") }
    }
    if current == "e" || current == "E" {
      index += 1
      if current == "+" || current == "-" { index += 1 }
      guard skipDigits() else { throw error("expected digits in the exponent") }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<index])
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("number \(text) is out of range")
    }
    return value
  }

  @discardableResult
  private mutating func skipDigits() -> Bool {
    let start = index
    while let scalar = current, ("0"..."9").contains(scalar) { index += 1 }
    return index > start
  }
}
