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

/// A table `sizing-cli table` prints in any of its four formats, whatever
/// the host: the host's table gives its heading, label columns, rows of
/// marked numbers, notes and legend, and text and Markdown are laid out
/// here, once; CSV and JSON name each host's own fields.
protocol TableFormatting {
  /// The line above the table: the metric and what the numbers describe.
  var heading: String { get }
  /// The header: the label columns' names, then the value columns'.
  var header: [String] { get }
  /// How many leading columns are labels (the rest are marked numbers).
  var labelColumns: Int { get }
  /// Each row's labels and marked numbers (`—` where there is none).
  var markedRows: [[String]] { get }
  /// Lines under the table saying why rows show `—`; none when no row does.
  var notes: [String] { get }
  /// The legend of the markers.
  var legend: [String] { get }
  func csv() -> String
  func json() -> JSONValue
}

extension TableFormatting {
  /// The table as aligned text: heading, numbers, notes, legend.
  func text() -> String {
    ([heading] + TextGrid.markedNumbers([header] + markedRows, labelColumns: labelColumns)
      + notes + [""] + legend)
      .joined(separator: "\n") + "\n"
  }

  /// The table as Markdown, the first label in code voice and `*` escaped in the legend.
  func markdown() -> String {
    let rows = markedRows.map { row in ["`\(row[0])`"] + row.dropFirst() }
    let lines =
      ["**\(heading)**", ""]
      + TextGrid.markdownNumbers(header: header, rows: rows, labelColumns: labelColumns)
    let notes = notes.isEmpty ? [] : [""] + notes
    return (lines + notes + [""] + legend.map { $0.replacingOccurrences(of: "*", with: "\\*") })
      .joined(separator: "\n") + "\n"
  }

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
