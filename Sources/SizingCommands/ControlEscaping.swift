/// Control characters written visibly, so that text from a description, a
/// file name or an option value can neither move the terminal's cursor,
/// recolour it or retitle it (escape sequences), nor split a one-line
/// error: `\n`, `\r`, `\t`, ESC as `\e`, and the other C0 controls, DEL,
/// C1 controls and the Unicode line and paragraph separators as `\u{XX}`.
enum ControlEscaping {
  /// `text` with its control characters escaped, but those in `keeping`
  /// (line feed and tab in multi-line output).
  static func escaped(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else {
      return text
    }
    var escaped = ""
    for scalar in text.unicodeScalars {
      guard isControl(scalar), !keeping.contains(scalar) else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case "\u{1B}": escaped += "\\e"
      default: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return escaped
  }

  /// Multi-line output (a command's standard output): every control
  /// character escaped but line feed and tab.
  static func output(_ text: String) -> String { escaped(text, keeping: ["\n", "\t"]) }

  /// True for C0 controls, DEL, C1 controls (NEL among them) and U+2028 and U+2029.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
