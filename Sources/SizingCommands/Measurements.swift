import ArgumentParser
import SizingModel
import SizingOptions
import StrictJSON

/// `sizing-cli measurements`: every published measurement the model uses,
/// the model's value beside it, and the residual of the rule that covers it.
struct Measurements: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List every published measurement with the model's value and the rule's residual.",
    discussion: """
      Each row is one published value (points) in its environment: the model's value there \
      (marked like `table`'s), and what the stated rule alone gives there with its residual \
      (rule − published). The table in the How the model works article is this command's \
      Markdown output.
      """)

  @Option(help: "text, markdown or json.")
  var format: LedgerFormat = .text

  func output() throws -> String {
    let rows = WidgetSizes.standard.publishedMeasurements
    switch format {
    case .json:
      return JSONValue.array(rows.map(Self.json)).rendered() + "\n"
    case .text, .markdown:
      let header = ["quantity", "where", "source", "published", "model", "rule", "residual"]
      let cells = rows.map { row in
        [
          row.quantity, row.environment.summary, row.source, formatPoints(row.published),
          row.model.marked, row.ruleName.map { "\(formatPoints(row.rule ?? 0)) (\($0))" } ?? "—",
          row.residual.map { ($0 > 0 ? "+" : "") + formatPoints($0) } ?? "—",
        ]
      }
      if format == .markdown {
        let lines = [header, header.map { _ in "---" }] + cells
        return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
          + "\n"
      }
      return TextGrid.leftAligned([header] + cells)
    }
  }

  private static func json(_ row: PublishedMeasurement) -> JSONValue {
    .object([
      ("quantity", .string(row.quantity)), ("where", .string(row.environment.summary)),
      ("source", .string(row.source)), ("published", .number(row.published)),
      ("model", .object(row.model.jsonMembers)),
      ("rule", row.rule.map(JSONValue.number) ?? .null),
      ("ruleName", row.ruleName.map(JSONValue.string) ?? .null),
      ("residual", row.residual.map(JSONValue.number) ?? .null),
    ])
  }
}

/// The output formats of `sizing-cli measurements`.
enum LedgerFormat: String, NamedChoice, ExpressibleByArgument {
  case text
  case markdown
  case json
  static let kind = "format"
}
