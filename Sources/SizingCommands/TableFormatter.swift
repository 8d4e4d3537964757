import Foundation
import SizingModel
import StrictJSON

/// Renders a ``HeightTable`` as aligned text, CSV, JSON or Markdown. All four
/// carry the same values; text and Markdown mark every value that is not
/// measured, CSV and JSON name each value's provenance. A device that did not
/// run the table's iOS shows "—" (text, Markdown) or empty/null cells (CSV,
/// JSON) and the reason: a footnote, or a `note` field.
struct TableFormatter {
  let table: HeightTable
  /// The model the table came from, asked for the conflicts of each cell.
  var model = WidgetSizes.standard
  private var categories: [String] { ContentSizeCategory.allCases.map(\.shortName) }

  /// The heading: which metric, orientation, location and iOS version.
  var heading: String {
    let os =
      table.os.releaseRange == table.os.name
      ? "\(table.os)" : "\(table.os) (\(table.os.releaseRange))"
    return "\(table.metric.title(on: table.os)) in points · \(table.orientation.rawValue) · "
      + "\(table.location.rawValue) · \(os)"
  }

  /// "—" for each cell of a device that did not run this iOS.
  private static let absentCells = Array(repeating: "—", count: ContentSizeCategory.allCases.count)

  /// The footnotes naming why rows show "—", one per such row.
  private var absenceNotes: [String] {
    table.rows.compactMap { row in row.absence.map { "— \($0)" } }
  }

  /// The legend under the text and Markdown tables.
  private var legend: [String] {
    let measured = Set(
      table.rows.flatMap(\.cells).compactMap { cell -> String? in
        guard case .measured(let source) = cell.provenance else { return nil }
        return source
      }
    ).sorted()
    var lines = ["Unmarked: measured.  * derived by a stated rule.  ~ estimated (an assumption)."]
    if !measured.isEmpty {
      lines.append(
        "Measured values come from: \(measured.joined(separator: ", ")) (sizing-cli sources).")
    }
    lines.append("--format json gives the source, rule or assumption behind every value.")
    return lines
  }

  func text() -> String {
    var grid = [["device"] + categories]
    for row in table.rows {
      grid.append(
        [row.device.id] + (row.absence == nil ? row.cells.map(\.marked) : Self.absentCells))
    }
    let widths = (0..<grid[0].count).map { column in grid.map { $0[column].count }.max() ?? 0 }
    var lines = [heading]
    for row in grid {
      var line = row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
      for column in 1..<row.count {
        // Right-align the numbers, keeping a column for the marker.
        let cell = row[column]
        let hasMarker = cell.hasSuffix("*") || cell.hasSuffix("~")
        let padded = hasMarker ? cell : cell + " "
        line +=
          "  " + String(repeating: " ", count: max(0, widths[column] + 1 - padded.count)) + padded
      }
      lines.append(line.trimmingTrailingSpaces())
    }
    return (lines + absenceNotes + [""] + legend).joined(separator: "\n") + "\n"
  }

  func markdown() -> String {
    var lines = ["**\(heading)**", ""]
    lines.append("| device | " + categories.joined(separator: " | ") + " |")
    lines.append("|---|" + String(repeating: "---:|", count: categories.count))
    for row in table.rows {
      let cells =
        row.absence == nil
        ? row.cells.map { $0.marked.replacingOccurrences(of: "*", with: "\\*") } : Self.absentCells
      lines.append("| `\(row.device.id)` | " + cells.joined(separator: " | ") + " |")
    }
    let notes = absenceNotes.isEmpty ? [] : [""] + absenceNotes
    return (lines + notes + [""] + legend.map { $0.replacingOccurrences(of: "*", with: "\\*") })
      .joined(separator: "\n") + "\n"
  }

  /// CSV; where a device did not run this iOS its cells are empty and a last
  /// `note` column (present only then) gives the reason.
  func csv() -> String {
    let hasNotes = table.rows.contains { $0.absence != nil }
    let header =
      ["device", "name"] + categories + categories.map { "\($0) provenance" }
      + (hasNotes ? ["note"] : [])
    var lines = [header.joined(separator: ",")]
    for row in table.rows {
      let empty = Array(repeating: "", count: categories.count)
      var fields =
        [row.device.id, Self.csvField(row.device.name)]
        + (row.absence == nil
          ? row.cells.map { formatPoints($0.value) } + row.cells.map(\.provenance.kind)
          : empty + empty)
      if hasNotes { fields.append(Self.csvField(row.absence ?? "")) }
      lines.append(fields.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func json() -> JSONValue {
    .object([
      ("metric", .string(table.metric.rawValue)),
      ("orientation", .string(table.orientation.rawValue)),
      ("location", .string(table.location.rawValue)),
      ("os", .string(table.os.name)),
      ("unit", .string("pt")),
      ("categories", .array(categories.map(JSONValue.string))),
      (
        "rows",
        .array(
          table.rows.map { row in
            var members: [(String, JSONValue)] = [
              ("device", .string(row.device.id)),
              ("name", .string(row.device.name)),
              ("cells", .array(jsonCells(row))),
            ]
            if let absence = row.absence { members.append(("note", .string(absence))) }
            return .object(members)
          })
      ),
    ])
  }

  /// A row's cells; where the device did not run this iOS, each is
  /// `{"category": …, "value": null}`.
  private func jsonCells(_ row: HeightTable.Row) -> [JSONValue] {
    guard row.absence == nil else {
      return categories.map { .object([("category", .string($0)), ("value", .null)]) }
    }
    return zip(ContentSizeCategory.allCases, row.cells).map { category, cell in
      .object(
        [("category", .string(category.shortName))] + cell.jsonMembers
          + conflictMembers(row.device, category))
    }
  }

  /// `conflicts`: the published values that disagree with the cell, when there are any.
  private func conflictMembers(_ device: Device, _ category: ContentSizeCategory)
    -> [(String, JSONValue)]
  {
    let env = WidgetEnvironment(
      device: device, orientation: table.orientation, location: table.location, os: table.os,
      category: category)
    let conflicts = model.conflicts(table.metric, in: env)
    guard !conflicts.isEmpty else { return [] }
    return [
      (
        "conflicts",
        .array(
          conflicts.map {
            .object([
              ("value", .number($0.value)), ("source", .string($0.source)),
              ("label", .string($0.label)), ("note", .string($0.note)),
            ])
          })
      )
    ]
  }

  private static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

extension Sourced<Double> {
  /// `value`, `provenance`, and `source`, `rule` or `assumption` as JSON members.
  var jsonMembers: [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [
      ("value", .number(value)), ("provenance", .string(provenance.kind)),
    ]
    switch provenance {
    case .measured(let source):
      members.append(("source", .string(source)))
    case .derived(let rule, let sources):
      members.append(("source", .string(sources.first ?? "")))
      members.append(("sources", .array(sources.map(JSONValue.string))))
      members.append(("rule", .string(rule)))
    case .estimated(let assumption):
      members.append(("source", .null))
      members.append(("assumption", .string(assumption)))
    }
    return members
  }
}
