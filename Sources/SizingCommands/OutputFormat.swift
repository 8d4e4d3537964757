import ArgumentParser
import SizingModel
import SizingOptions
import StrictJSON

/// The output formats of `sizing-cli table`.
enum TableFormat: String, NamedChoice, ExpressibleByArgument {
  case text
  case csv
  case json
  case markdown
  static let kind = "format"
}

/// The output formats of `layout`, `check`, `devices` and `solve`: text for
/// people, JSON for programs.
enum ReportFormat: String, NamedChoice, ExpressibleByArgument {
  case text
  case json
  static let kind = "format"
}

/// How `solve` measures labels.
enum TextMeasurement: String, NamedChoice, ExpressibleByArgument {
  /// Real fonts through Pango.
  case pango
  /// 0.5 em per character, no fonts needed.
  case approximate
  static let kind = "text"
}

/// A table `sizing-cli table` prints in any of its four formats.
protocol TableFormatting {
  func text() -> String
  func csv() -> String
  func json() -> JSONValue
  func markdown() -> String
}

extension TableFormatting {
  /// The table in `format`, ending with a line break.
  func rendered(as format: TableFormat) -> String {
    switch format {
    case .text: return text()
    case .csv: return csv()
    case .json: return json().rendered() + "\n"
    case .markdown: return markdown()
    }
  }
}
