import SizingModel

/// Rows of text cells printed in aligned columns, with no trailing spaces:
/// the plain-text tables of `table`, `categories` and `measurements`.
enum TextGrid {
  /// Left-aligned columns two spaces apart.
  static func leftAligned(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }.joined(separator: "\n") + "\n"
  }

  /// The markers a number may end with: `*` derived, `~` estimated, `†`
  /// measured by a third party.
  static let markers: Set<Character> = ["*", "~", "†"]

  /// The first `labelColumns` left-aligned, the other columns' numbers
  /// right-aligned with a column kept for a marker; one line per row.
  static func markedNumbers(_ grid: [[String]], labelColumns: Int) -> [String] {
    let widths = (0..<(grid.first?.count ?? 0)).map { column in
      grid.map { $0[column].count }.max() ?? 0
    }
    return grid.map { row in
      var line = (0..<labelColumns).map { column in
        row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
      for column in labelColumns..<row.count {
        let cell = row[column]
        let padded = cell.last.map(markers.contains) == true ? cell : cell + " "
        line +=
          "  " + String(repeating: " ", count: max(0, widths[column] + 1 - padded.count)) + padded
      }
      return line.trimmingTrailingSpaces()
    }
  }

  /// A Markdown table: the first `labelColumns` left-aligned, the numbers
  /// right-aligned with their `*` escaped.
  static func markdownNumbers(header: [String], rows: [[String]], labelColumns: Int) -> [String] {
    let separator =
      "|" + String(repeating: "---|", count: labelColumns)
      + String(repeating: "---:|", count: header.count - labelColumns)
    return ["| " + header.joined(separator: " | ") + " |", separator]
      + rows.map { row in
        let cells = row.enumerated().map { column, cell in
          column < labelColumns ? cell : cell.replacingOccurrences(of: "*", with: "\\*")
        }
        return "| " + cells.joined(separator: " | ") + " |"
      }
  }

  /// "Measured values come from: …" for the measured cells (none when there
  /// are none), and where the rest is explained.
  static func sourceLegend(_ cells: [Sourced<Double>]) -> [String] {
    let measured = Set(
      cells.compactMap { cell -> String? in
        guard case .measured(let source) = cell.provenance else { return nil }
        return source
      }
    ).sorted()
    return
      (measured.isEmpty
      ? []
      : ["Measured values come from: \(measured.joined(separator: ", ")) (sizing-cli sources)."])
      + ["--format json gives the source, rule or assumption behind every value."]
  }

  /// A CSV field, quoted where it holds a comma, quote or line break.
  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

extension String {
  /// The string without the spaces at its end.
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
