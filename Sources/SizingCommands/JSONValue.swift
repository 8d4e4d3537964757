/// A JSON value with its object keys in the order they were given, so the
/// commands' JSON output is deterministic and reads in a sensible order.
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

  /// The JSON text: two-space indented when `pretty`, otherwise one line.
  /// Numbers print as the shortest text that reads back exactly.
  public func rendered(pretty: Bool = true) -> String {
    var out = ""
    write(into: &out, indent: pretty ? "" : nil)
    return out
  }

  private func write(into out: inout String, indent: String?) {
    switch self {
    case .object(let members):
      writeList(
        members.map { member in
          { (out: inout String, inner: String?) in
            out += JSONValue.quoted(member.0) + (inner == nil ? ":" : ": ")
            member.1.write(into: &out, indent: inner)
          }
        }, open: "{", close: "}", into: &out, indent: indent)
    case .array(let items):
      writeList(
        items.map { item in
          { (out: inout String, inner: String?) in item.write(into: &out, indent: inner) }
        },
        open: "[", close: "]", into: &out, indent: indent)
    case .string(let text): out += Self.quoted(text)
    case .number(let value): out += Self.number(value)
    case .bool(let value): out += value ? "true" : "false"
    case .null: out += "null"
    }
  }

  private func writeList(
    _ writers: [(inout String, String?) -> Void], open: String, close: String,
    into out: inout String, indent: String?
  ) {
    out += open
    guard !writers.isEmpty else { return out += close }
    let inner = indent.map { $0 + "  " }
    for (index, writer) in writers.enumerated() {
      if index > 0 { out += "," }
      if let inner { out += "\n" + inner }
      writer(&out, inner)
    }
    if let indent { out += "\n" + indent }
    out += close
  }

  /// A finite number as JSON: integers without a fraction, others shortest-exact.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
