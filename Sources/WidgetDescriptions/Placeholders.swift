/// `{field}` placeholders in a list row's text: a field name is letters,
/// digits and `_` between braces; any other brace is text.
package enum Placeholders {
  /// The field names `text` refers to, in order (repeats included).
  package static func fields(in text: String) -> [String] {
    var fields: [String] = []
    scan(text) { piece in if case .field(let name) = piece { fields.append(name) } }
    return fields
  }

  /// `text` with each placeholder replaced by its item's value (an absent
  /// field, which validation refuses, is left as written).
  package static func fill(_ text: String, with item: [String: String]) -> String {
    guard text.contains("{") else { return text }
    var out = ""
    scan(text) { piece in
      switch piece {
      case .text(let literal): out += literal
      case .field(let name): out += item[name] ?? "{\(name)}"
      }
    }
    return out
  }

  private enum Piece {
    case text(Substring)
    case field(String)
  }

  private static func scan(_ text: String, _ emit: (Piece) -> Void) {
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
      let name = rest[afterOpen..<close]
      let isField =
        !name.isEmpty
        && name.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "_"
        }
      if isField {
        emit(.text(rest[..<open]))
        emit(.field(String(name)))
        rest = rest[rest.index(after: close)...]
      } else {
        emit(.text(rest[...open]))
        rest = rest[afterOpen...]
      }
    }
    emit(.text(rest))
  }
}
