import SizingModel
import StrictJSON

/// Renders a ``WidgetKitTable`` as aligned text, CSV, JSON or Markdown, with
/// the same markers as the Today table and `†` on a third party's
/// measurement; "—" (text, Markdown), an empty cell (CSV) or null with a
/// `reason` (JSON) where a family has no number on a frame.
struct WidgetKitTableFormatter: TableFormatting {
  let table: WidgetKitTable
  var model = WidgetKitSizes.standard

  /// The heading: which metric, and what the numbers describe.
  var heading: String {
    var parts = [
      "\(table.metric.title) in points", "WidgetKit iOS \(table.os.name)",
      table.placement.map { $0.title } ?? "every placement",
    ]
    if table.icons == .large { parts.append("large icons") }
    parts += ["portrait screens", "Apple's tables describe iOS \(model.tablesDescribe.value)"]
    if table.metric.isContent {
      parts.append(
        table.marginsDisabled
          ? "contentMarginsDisabled(): no margins"
          : "less the default content margins of iOS \(model.systemMarginsFromOS.major)+")
    }
    return parts.joined(separator: " · ")
  }

  private var familyNames: [String] { table.families.map(\.rawValue) }

  /// The number and its marker; "—" where there is none.
  private static func marked(_ cell: WidgetKitTable.Cell) -> String {
    guard let value = cell.value else { return "—" }
    if case .measured = value.provenance, cell.isThirdParty { return value.marked + "†" }
    return value.marked
  }

  var legend: [String] {
    [
      "Unmarked: measured (Apple's published tables).  † measured by a third party, not "
        + "published.  * derived by a stated rule.  ~ estimated (no source gives it).",
      "— no number: the family is not shown in that frame, or none is published (--format json "
        + "says why).",
    ] + notRun + TextGrid.sourceLegend(table.rows.flatMap(\.cells).compactMap(\.value))
  }

  /// `— 320x568 (…) runs iOS 9…15; --os 26 is outside it (…)`: one line per
  /// screen of the rows that did not run the table's iOS.
  private var notRun: [String] {
    var seen: Set<String> = []
    return table.rows.compactMap { row in
      guard seen.insert(row.screen.id).inserted,
        let reason = row.screen.whyNot(runs: table.os, releases: model.releases)
      else { return nil }
      return "— \(reason)"
    }
  }

  var header: [String] { ["screen", "frame"] + familyNames }
  var labelColumns: Int { 2 }
  var notes: [String] { [] }

  var markedRows: [[String]] {
    table.rows.map { row in [row.screen.id, row.target.rawValue] + row.cells.map(Self.marked) }
  }

  /// CSV: the numbers, then each one's provenance and source.
  func csv() -> String {
    let header =
      ["screen", "frame", "idiom"] + familyNames + familyNames.map { "\($0) provenance" }
      + familyNames.map { "\($0) source" }
    var lines = [header.joined(separator: ",")]
    for row in table.rows {
      let fields =
        [row.screen.id, row.target.rawValue, row.screen.idiom.rawValue]
        + row.cells.map { $0.value.map { formatPoints($0.value) } ?? "" }
        + row.cells.map { $0.value?.provenance.kind ?? "" }
        + row.cells.map { $0.value?.provenance.source ?? "" }
      lines.append(fields.map(TextGrid.csvField).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func json() -> JSONValue {
    .object([
      ("host", .string(WidgetHostKind.widgetKit.rawValue)),
      ("metric", .string(table.metric.rawValue)),
      ("os", .string(table.os.name)),
      ("tablesDescribe", .string(model.tablesDescribe.value)),
      ("placement", table.placement.map { .string($0.rawValue) } ?? .null),
      ("icons", .string(table.icons.rawValue)),
      ("contentMarginsDisabled", .bool(table.marginsDisabled)),
      ("unit", .string("pt")),
      ("families", .array(familyNames.map(JSONValue.string))),
      (
        "rows",
        .array(
          table.rows.map { row in
            .object([
              ("screen", .string(row.screen.id)),
              ("frame", .string(row.target.rawValue)),
              ("idiom", .string(row.screen.idiom.rawValue)),
              ("marketingNames", .array(row.screen.marketingNames.map(JSONValue.string))),
              ("devices", .array(row.screen.deviceIDs.map(JSONValue.string))),
              ("cells", .array(row.cells.map(Self.json))),
            ])
          })
      ),
    ])
  }

  /// A cell: its value with provenance, whether a third party measured the
  /// frame, the disagreeing values; or null and the reason.
  static func json(_ cell: WidgetKitTable.Cell) -> JSONValue {
    var members: [(String, JSONValue)] = [("family", .string(cell.family.rawValue))]
    if let value = cell.value {
      members += value.jsonMembers
      if let frame = cell.frame {
        members.append(("evidence", .string(frame.evidence.rawValue)))
        members.append(("thirdParty", .bool(frame.evidence == .thirdParty)))
        if let measuredOn = frame.measuredOn { members.append(("measuredOn", .string(measuredOn))) }
      }
    } else {
      members += [("value", .null), ("reason", .string(cell.absence ?? ""))]
    }
    if !cell.conflicts.isEmpty { members.append(("conflicts", .array(cell.conflicts.map(\.json)))) }
    return .object(members)
  }
}
