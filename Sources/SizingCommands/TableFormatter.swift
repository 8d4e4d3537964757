import Foundation
import SizingModel
import StrictJSON

/// Renders a ``HeightTable`` as aligned text, CSV, JSON or Markdown. All four
/// carry the same values; text and Markdown mark every value that is not
/// measured, CSV and JSON name each value's provenance. A device that did not
/// run the table's iOS shows "—" (text, Markdown) or empty/null cells (CSV,
/// JSON) and the reason: a footnote, or a `note` field.
struct TableFormatter: TableFormatting {
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

  var header: [String] { ["device"] + categories }
  var labelColumns: Int { 1 }

  var markedRows: [[String]] {
    table.rows.map { row in
      [row.device.id] + (row.absence == nil ? row.cells.map(\.marked) : Self.absentCells)
    }
  }

  /// The footnotes naming why rows show "—", one per such row.
  var notes: [String] {
    table.rows.compactMap { row in row.absence.map { "— \($0)" } }
  }

  /// The legend under the text and Markdown tables.
  var legend: [String] {
    ["Unmarked: measured.  * derived by a stated rule.  ~ estimated (an assumption)."]
      + TextGrid.sourceLegend(table.rows.flatMap(\.cells))
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
        [row.device.id, TextGrid.csvField(row.device.name)]
        + (row.absence == nil
          ? row.cells.map { formatPoints($0.value) } + row.cells.map(\.provenance.kind)
          : empty + empty)
      if hasNotes { fields.append(TextGrid.csvField(row.absence ?? "")) }
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
    return [("conflicts", .array(conflicts.map(\.json)))]
  }

}

extension Conflict {
  /// `value`, `source`, `label` and `note` as a JSON object.
  var json: JSONValue {
    .object([
      ("value", .number(value)), ("source", .string(source)), ("label", .string(label)),
      ("note", .string(note)),
    ])
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
