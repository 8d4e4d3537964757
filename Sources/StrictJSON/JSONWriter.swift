/// Writes JSON text as UTF-8 bytes, which is much cheaper than growing a
/// String piece by piece; the text is made once at the end.
struct JSONWriter {
  private static let hexDigits = Array("0123456789abcdef".utf8)
  private var bytes: [UInt8] = []
  private let pretty: Bool

  init(pretty: Bool) { self.pretty = pretty }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func write(_ value: JSONValue, depth: Int) {
    switch value {
    case .object(let members):
      guard !members.isEmpty else { return append("{}") }
      bytes.append(UInt8(ascii: "{"))
      for (index, (key, member)) in members.enumerated() {
        startItem(index, depth: depth + 1)
        writeString(key)
        append(pretty ? ": " : ":")
        write(member, depth: depth + 1)
      }
      endContainer("}", depth: depth)
    case .array(let items):
      guard !items.isEmpty else { return append("[]") }
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        startItem(index, depth: depth + 1)
        write(item, depth: depth + 1)
      }
      endContainer("]", depth: depth)
    case .string(let text): writeString(text)
    case .number(let number): append(JSONValue.numberLiteral(number))
    case .bool(let flag): append(flag ? "true" : "false")
    case .null: append("null")
    }
  }

  private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  private mutating func newline(depth: Int) {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private mutating func startItem(_ index: Int, depth: Int) {
    if index > 0 { bytes.append(UInt8(ascii: ",")) }
    if pretty { newline(depth: depth) }
  }

  private mutating func endContainer(_ bracket: Unicode.Scalar, depth: Int) {
    if pretty { newline(depth: depth) }
    bytes.append(UInt8(ascii: bracket))
  }

  /// Appends `text` quoted, escaping byte by byte: only ASCII bytes need
  /// escapes, and UTF-8 never uses those inside a multi-byte character.
  mutating func writeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case UInt8(ascii: "\n"): append("\\n")
      case UInt8(ascii: "\r"): append("\\r")
      case UInt8(ascii: "\t"): append("\\t")
      case 0..<0x20:
        append("\\u00")
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
