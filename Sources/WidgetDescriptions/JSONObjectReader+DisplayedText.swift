import StrictJSON

extension JSONObjectReader {
  /// A string member that is measured, drawn or printed (the app name, a
  /// label's text, a title, an item's value, an image or icon name), at most
  /// `maxLength` characters; nil when absent.
  ///
  /// Control characters other than line feed and tab are refused with the
  /// member's path: Pango stops at a NUL (the rest would be neither measured
  /// nor drawn) and a terminal obeys escape sequences.
  func displayedString(_ key: String, maxLength: Int? = nil, allowEmpty: Bool = true)
    throws(JSONError) -> String?
  {
    guard let text = try string(key, maxLength: maxLength, allowEmpty: allowEmpty),
      let child = node(key)
    else { return nil }
    try Self.refuseControlCharacters(text, at: child, path: childPath(key))
    return text
  }

  /// Throws for the first C0 control character other than line feed and
  /// tab, DEL or C1 control character in `text`, naming it as U+XXXX with
  /// its position (1-based, in Unicode scalars).
  static func refuseControlCharacters(_ text: String, at node: JSONNode, path: String)
    throws(JSONError)
  {
    for (offset, scalar) in text.unicodeScalars.enumerated() where isRefusedControl(scalar) {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      throw error(
        at: node, path: path,
        "control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) at "
          + "character \(offset + 1); text may hold no control character but \\n and \\t")
    }
  }

  /// True for a control character text may not hold: C0 but line feed and
  /// tab, DEL, and C1.
  static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }
}
