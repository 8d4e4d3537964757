import CheckRules
import Foundation
import SizingCommands
import Testing

/// The rule catalogue is the one declaration of every rule: each rule's
/// example triggers that rule and no other, and everything that lists the
/// rules (`check --help`, `sizing-cli rules`, the Checks article's table,
/// SARIF) lists exactly the catalogue.
@Suite struct RuleCatalogueTests {
  /// The rules of the Checks article, errors first (CheckReportFormatTests'
  /// hand-written list: a rule dropped from the catalogue fails here).
  @Test func theCatalogueHasEveryRuleInReportOrder() {
    #expect(CheckRule.all.map(\.id) == CheckReportFormatTests.rules)
    #expect(Set(CheckRule.all.map(\.id)).count == CheckRule.all.count, "ids are unique")
    let severities = CheckRule.all.map(\.severity)
    #expect(severities == severities.sorted(), "errors come before warnings")
  }

  @Test(arguments: CheckRule.all.map(\.id))
  func theExampleTriggersExactlyItsRule(id: String) throws {
    let rule = try #require(CheckRule.named(id))
    let url = try CheckGateTests.file(rule.example.text, rule.example.fileExtension)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(
      ["check", url.path, "--format", "json"] + rule.example.arguments)
    #expect(result.exitCode == 1, "a finding fails the default gate: \(result.stderr)")
    let found = try CheckGateTests.findings(result).compactMap { $0["rule"] as? String }
    #expect(Set(found) == [id], "\(id)'s example finds \(found)")
  }

  /// WidgetKit rules are tried on a WidgetKit family, Today rules on Today
  /// environments, as the rule's hosts say.
  @Test(arguments: CheckRule.all.map(\.id))
  func theExampleRunsOnTheRulesHost(id: String) throws {
    let rule = try #require(CheckRule.named(id))
    let onWidgetKit = rule.example.arguments.contains("--family")
    switch rule.hosts {
    case .widgetKit: #expect(onWidgetKit)
    case .today: #expect(!onWidgetKit)
    case .both: break
    }
  }

  @Test func rulesPrintsTheExampleAndItsArguments() throws {
    let example = SizingCLI.execute(["rules", "--example", "content-vanished"])
    #expect(example.exitCode == 0)
    #expect(example.stdout.contains(#""id": "count""#))
    let arguments = SizingCLI.execute(["rules", "--example-arguments", "family-clipped"])
    #expect(arguments.stdout == "--family systemSmall --device 390x844 --category AX3 --os 17\n")
    let typo = SizingCLI.execute(["rules", "--example", "content-vanish"])
    #expect(typo.exitCode == 64)
    #expect(typo.stderr.contains("did you mean 'content-vanished'?"), "\(typo.stderr)")
  }

  @Test func checkHelpListsTheCatalogueInItsOrder() throws {
    let help = SizingCLI.execute(["check", "--help"]).stdout
      .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
    var rest = Substring(help)
    for id in CheckRule.all.map(\.id) {
      let found = try #require(rest.range(of: id), "check --help lists \(id)")
      rest = rest[found.upperBound...]
    }
  }

  /// scripts/docs writes the table; this keeps the committed article equal.
  @Test func theArticlesRuleTableIsTheCatalogue() throws {
    let article = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/SizingCommands/SizingCommands.docc")
        .appendingPathComponent("ChecksAndTheCIGate.md"), encoding: .utf8)
    let table = SizingCLI.execute(["rules", "--format", "markdown"]).stdout
    #expect(article.contains("rules --format markdown) -->\n" + table + "<!-- end of rules -->"))
    #expect(table.split(separator: "\n").count == CheckRule.all.count + 2)
  }

  @Test func sarifDescribesEveryRuleOfTheCatalogue() throws {
    let rule = try #require(CheckRule.named("label-truncated"))
    let url = try CheckGateTests.file(rule.example.text)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(
      ["check", url.path, "--format", "sarif"] + rule.example.arguments)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let ids = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(ids == CheckRule.all.map(\.id))
  }
}
