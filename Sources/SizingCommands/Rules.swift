import ArgumentParser
import CheckRules
import SizingModel
import SizingOptions
import StrictJSON

/// `sizing-cli rules`: the rule catalogue, the one place every rule is
/// declared (SwiftLint's `swiftlint rules` is the model), and each rule's
/// example widget to try `check` on.
struct Rules: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List every check rule: id, severity, hosts, what it finds and what to do.",
    discussion: """
      The rules are declared once, in the rule catalogue; `check --help`, SARIF rule \
      metadata and the Checks article's table are generated from it. Each rule has \
      an example widget that triggers it and no other rule:

        sizing-cli rules --example content-vanished > example.json
        sizing-cli check example.json $(sizing-cli rules --example-arguments content-vanished)
      """)

  @Option(help: "text, json or markdown (the Checks article's table).")
  var format: RulesFormat = .text

  @Option(name: .customLong("example"), help: "Print this rule's example widget instead.")
  var exampleRule: String?

  @Option(
    name: .customLong("example-arguments"),
    help: "Print the check arguments this rule's example is checked with instead.")
  var exampleArgumentsRule: String?

  func output() throws -> String {
    if let id = exampleRule { return try Self.rule(id, option: "--example").example.text + "\n" }
    if let id = exampleArgumentsRule {
      return try Self.rule(id, option: "--example-arguments").example.arguments
        .joined(separator: " ") + "\n"
    }
    switch format {
    case .text: return Self.text()
    case .json: return JSONValue.array(CheckRule.all.map(Self.json)).rendered() + "\n"
    case .markdown: return Self.markdownTable()
    }
  }

  /// The rule named `id` in `option`'s value.
  /// - Throws: a one-line usage error listing the valid ids, with "did you
  ///   mean" for a near miss (exit 64).
  static func rule(_ id: String, option: String) throws(CommandError) -> CheckRule {
    if let rule = CheckRule.named(id) { return rule }
    let ids = CheckRule.all.map(\.id)
    let guess = MistypedName.suggestion(for: id, among: ids).map { "did you mean '\($0)'? " } ?? ""
    throw .usage("unknown rule '\(id)' in \(option); \(guess)valid: " + ids.joined(separator: ", "))
  }

  static func text() -> String {
    var lines: [String] = []
    for rule in CheckRule.all {
      lines.append("\(rule.id) (\(rule.severity.rawValue); \(rule.hosts.name))")
      lines.append("  \(rule.summary)")
      lines.append("  \(rule.help)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Checks article's rule table (between its `rules` markers).
  static func markdownTable() -> String {
    var lines = ["| rule | severity | hosts | fires when |", "|---|---|---|---|"]
    for rule in CheckRule.all {
      let details = rule.details.replacingOccurrences(of: "|", with: "\\|")
      lines.append(
        "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.hosts.name) | \(details) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ rule: CheckRule) -> JSONValue {
    .object([
      ("id", .string(rule.id)), ("severity", .string(rule.severity.rawValue)),
      ("hosts", .string(rule.hosts.rawValue)), ("summary", .string(rule.summary)),
      ("details", .string(rule.details)), ("help", .string(rule.help)),
      (
        "example",
        .object([
          ("fileExtension", .string(rule.example.fileExtension)),
          ("arguments", .array(rule.example.arguments.map { .string($0) })),
          ("text", .string(rule.example.text)),
        ])
      ),
    ])
  }
}

/// The output formats of `sizing-cli rules`.
enum RulesFormat: String, NamedChoice, ExpressibleByArgument {
  case text
  case json
  case markdown
  static let kind = "format"
}
