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
  /// with no spaces. Numbers print as ``numberLiteral(_:)`` does, strings as
  /// ``stringLiteral(_:)``.
  public func rendered(pretty: Bool = true) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.write(self, depth: 0)
    return writer.text
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
    var writer = JSONWriter(pretty: false)
    writer.writeString(text)
    return writer.text
  }
}
