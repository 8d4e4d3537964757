extension StrictJSONParser {
  /// Parses a quoted string at `position`, decoding its escapes and checking
  /// that its bytes are UTF-8.
  mutating func parseString() throws(JSONError) -> String {
    let (startLine, startColumn) = (line, column)
    position += 1
    var runStart = position
    var runIsASCII = true
    var result = ""
    func flush(_ end: Int) throws(JSONError) {
      if runIsASCII {
        result += String(decoding: bytes[runStart..<end], as: UTF8.self)
      } else if let run = String(validating: bytes[runStart..<end], as: UTF8.self) {
        result += run
      } else {
        throw JSONError("invalid UTF-8 in string", line: startLine, column: startColumn)
      }
    }
    while true {
      guard position < bytes.count else { throw error("unterminated string") }
      let byte = bytes[position]
      if byte >= 0x80 {
        if byte & 0xC0 == 0x80 { continuationBytes += 1 }
        runIsASCII = false
        position += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        try flush(position)
        position += 1
        return result
      }
      if byte < 0x20 {
        throw error("unescaped control character U+\(Self.hex(UInt32(byte))) in string")
      }
      if byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      try flush(position)
      position += 1
      result.unicodeScalars.append(try parseEscape())
      runStart = position
      runIsASCII = true
    }
  }

  /// The escape after a backslash, at `position`.
  private mutating func parseEscape() throws(JSONError) -> Unicode.Scalar {
    guard position < bytes.count else { throw error("unterminated string") }
    let escape = bytes[position]
    position += 1
    switch escape {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      var code = try hex4()
      if (0xD800..<0xDC00).contains(code) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in \\u escape") }
        position += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          position -= 6
          throw error("unpaired surrogate in \\u escape")
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else {
        position -= 6
        throw error("unpaired surrogate in \\u escape")
      }
      return scalar
    default:
      position -= 1
      let shown = escape < 0x80 ? Unicode.Scalar(escape).escaped(asASCII: true) : "…"
      throw error("invalid escape '\\\(shown)' in string")
    }
  }

  private mutating func hex4() throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error("unterminated string") }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
      default: throw error("expected four hex digits after \\u")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Parses a number at `position`: `-? (0 | [1-9][0-9]*) (. [0-9]+)?
  /// ([eE] [+-]? [0-9]+)?`, finite as a Double. Errors point at its start.
  mutating func parseNumber() throws(JSONError) -> JSONNode.Value {
    var end = position
    func digits() -> Int {
      let start = end
      while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
      return end - start
    }
    if bytes[end] == UInt8(ascii: "-") { end += 1 }
    let integerStart = end
    let integerDigits = digits()
    guard integerDigits > 0 else { throw error("invalid number, expected a digit") }
    guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw error("invalid number, leading zero")
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
      end += 1
      guard digits() > 0 else { throw error("invalid number, expected digits after '.'") }
    }
    if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
      end += 1
      if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") {
        end += 1
      }
      guard digits() > 0 else { throw error("invalid number, expected digits in the exponent") }
    }
    let text = String(decoding: bytes[position..<end], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let shown = text.count > 40 ? text.prefix(40) + "…" : text
      throw error("number \(shown) is out of range")
    }
    position = end
    return .number(value)
  }
}
