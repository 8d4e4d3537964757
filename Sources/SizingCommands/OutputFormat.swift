import SizingModel

/// The output formats of `sizing-cli table`.
enum TableFormat: String, NamedChoice {
  case text
  case csv
  case json
  case markdown
  static let kind = "format"
}
