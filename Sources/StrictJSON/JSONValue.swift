/// A JSON value to write, with object members in the order they are given,
/// so output is deterministic and reads in a sensible order.
public enum JSONValue: Equatable, Sendable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
  }

  /// The JSON text: two-space indented when `pretty`, otherwise one line
  /// with no spaces. Numbers print as ``numberLiteral(_:)`` does.
  public func rendered(pretty: Bool = true) -> String {
    var out = ""
    write(into: &out, indent: pretty ? "" : nil)
    return out
  }

  /// Appends the JSON text to `out`; `indent` is the current line's
  /// indentation when pretty, nil for one line.
  public func write(into out: inout String, indent: String?) {
    switch self {
    case .object(let members):
      guard !members.isEmpty else { return out += "{}" }
      out += "{"
      let inner = indent.map { $0 + "  " }
      for (index, (key, value)) in members.enumerated() {
        Self.separate(index, into: &out, inner: inner)
        Self.appendString(key, to: &out)
        out += inner == nil ? ":" : ": "
        value.write(into: &out, indent: inner)
      }
      Self.close("}", into: &out, indent: indent)
    case .array(let items):
      guard !items.isEmpty else { return out += "[]" }
      out += "["
      let inner = indent.map { $0 + "  " }
      for (index, item) in items.enumerated() {
        Self.separate(index, into: &out, inner: inner)
        item.write(into: &out, indent: inner)
      }
      Self.close("]", into: &out, indent: indent)
    case .string(let text): Self.appendString(text, to: &out)
    case .number(let value): out += Self.numberLiteral(value)
    case .bool(let value): out += value ? "true" : "false"
    case .null: out += "null"
    }
  }

  private static func separate(_ index: Int, into out: inout String, inner: String?) {
    if index > 0 { out += "," }
    if let inner { out += "\n" + inner }
  }

  private static func close(_ bracket: String, into out: inout String, indent: String?) {
    if let indent { out += "\n" + indent }
    out += bracket
  }

  /// A number as JSON: whole numbers up to 2^53 without a fraction ("3",
  /// "-0" as "0"), others as the shortest text that reads back as the same
  /// Double ("0.1", "3.3333333333333335", "1e+16"); NaN and infinities,
  /// which JSON cannot express, as `null`.
  public static func numberLiteral(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    // Swift writes whole Doubles up to 2^53 as "…0.0" and larger ones with
    // an exponent ("1e+16"), so only the former need the integer form.
    if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  /// `text` as a JSON string literal: quotes and backslashes escaped,
  /// control characters as `\n`, `\r`, `\t` or `\u00XX`, everything else as is.
  public static func stringLiteral(_ text: String) -> String {
    var out = ""
    appendString(text, to: &out)
    return out
  }

  private static func appendString(_ text: String, to out: inout String) {
    out += "\""
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
      out += text
      out += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
