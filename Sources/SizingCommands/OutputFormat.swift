import ArgumentParser
import SizingModel
import SizingOptions

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
