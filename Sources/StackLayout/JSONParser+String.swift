extension JSONParser {
  /// Parses a quoted string at `position` with its escapes.
  mutating func parseString() throws(StackDocumentError) -> String {
    position += 1
    var runStart = position
    var result = ""
    func flush(_ end: Int) {
      result += String(decoding: bytes[runStart..<end], as: UTF8.self)
    }
    while true {
      guard position < bytes.count else { throw error("unterminated string") }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        flush(position)
        position += 1
        return result
      }
      if byte < 0x20 { throw error("control character in string") }
      if byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      flush(position)
      position += 1
      guard position < bytes.count else { throw error("unterminated string") }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""): result += "\""
      case UInt8(ascii: "\\"): result += "\\"
      case UInt8(ascii: "/"): result += "/"
      case UInt8(ascii: "b"): result += "\u{08}"
      case UInt8(ascii: "f"): result += "\u{0C}"
      case UInt8(ascii: "n"): result += "\n"
      case UInt8(ascii: "r"): result += "\r"
      case UInt8(ascii: "t"): result += "\t"
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
          guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          else { throw error("unpaired surrogate in string") }
          position += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in string") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        result.unicodeScalars.append(scalar)
      default:
        position -= 1
        throw error("invalid escape in string")
      }
      runStart = position
    }
  }

  private mutating func hex4() throws(StackDocumentError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error("unterminated \\u escape") }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
      default: throw error("invalid \\u escape")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }
}
