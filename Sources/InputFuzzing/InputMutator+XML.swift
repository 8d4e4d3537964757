extension InputMutator {
  /// Hostile attribute values for a storyboard: numbers out of range or
  /// not numbers, ratios by zero, ids of nothing, unknown names, control
  /// characters and long text.
  static let xmlValues: [String] = [
    "NaN", "-1e9", "1e308", "1:0", "0", "-0", "", "ghost", "YES", "NO", "UICTFontTextStyleNope",
    "leadingMargin", "top", "baseline", "notAnAttribute", "greaterThanOrEqual", "&#0;",
    "\u{1B}[31m", "🙂", String(repeating: "W", count: 1_200), "999", "1001", "0.5", "3:2",
  ]
  static let xmlTokens: [String] = [
    "<", ">", "</view>", "<view id=\"x\">", "<subviews>", "</subviews>", "&bogus;", "&amp;",
    "<!DOCTYPE a [<!ENTITY e \"x\">]>", "<![CDATA[", "\"", "=", "<label id=\"l\" text=\"x\"/>",
    "<constraint firstItem=\"x\" firstAttribute=\"top\" id=\"c\"/>",
  ]

  /// `input`, a storyboard or xib, with one to four attribute values
  /// replaced by hostile ones, or bytes and XML fragments edited.
  public mutating func mutateXML(_ input: [UInt8]) -> [UInt8] {
    guard number(3) > 0 else { return mutate(input) }
    var bytes = input
    let quote = UInt8(ascii: "\"")
    for _ in 0...number(4) {
      // The value after the n-th `="`.
      let starts = bytes.indices.dropLast().filter {
        bytes[$0] == UInt8(ascii: "=") && bytes[$0 + 1] == quote
      }
      guard !starts.isEmpty else { break }
      let start = starts[number(starts.count)] + 2
      guard let end = bytes[start...].firstIndex(of: quote) else { break }
      let replacement =
        number(4) == 0
        ? Self.xmlTokens[number(Self.xmlTokens.count)]
        : Self.xmlValues[number(Self.xmlValues.count)]
      bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
    }
    return bytes
  }
}
