import Foundation
import SizingCommands
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check --format sarif` and `--format junit`: the SARIF log has every
/// property the SARIF 2.1.0 schema requires, with the types it requires, and
/// points at the element's line; the JUnit XML parses and counts right.
///
/// The official schema file ships in no Debian or PyPI package here
/// (`sarif-om` has the object model only), so the schema's required
/// properties, types and enumerations are checked by hand.
@Suite struct CheckReportFormatTests {
  /// Line 1 is the root (`widget`); line 9 holds `recents[1].title` (`row1.title`).
  static let widget = """
    {
      "appName": "Test",
      "quickActions": [
        {"title": "Scan", "icon": "scan"}
      ],
      "recents": [
        {"title": "A", "subtitle": "x"},
        {
          "title": "\(CheckGateTests.longTitle)",
          "subtitle": "x"
        }
      ],
      "minimumWidth": 340
    }
    """

  /// The rules of the "Checks" table (ChecksAndTheCIGate.md), errors first.
  static let rules = [
    "action-clipped", "compact-clipped", "body-clipped", "content-overflow", "family-clipped",
    "family-empty", "content-vanished", "section-empty", "label-line-limit", "no-row-shown",
    "rows-never-fit", "narrower-than-minimum", "glyph-missing", "unsatisfiable-constraints",
    "label-truncated", "ambiguous-layout", "content-squeezed", "image-distorted",
    "inline-ignored", "text-below-minimum", "style-substituted",
  ]

  static func object(_ value: Any?, _ what: String) throws -> [String: Any] {
    try #require(value as? [String: Any], "\(what) must be an object")
  }

  static func array(_ value: Any?, _ what: String) throws -> [Any] {
    try #require(value as? [Any], "\(what) must be an array")
  }

  static let levels: Set<String> = ["none", "note", "warning", "error"]

  /// The SARIF 2.1.0 schema's required properties and types, for what the
  /// log contains: sarifLog (version, runs), run (tool), tool (driver),
  /// toolComponent (name), reportingDescriptor (id), multiformatMessageString
  /// (text), reportingConfiguration.level, result (message; ruleId, ruleIndex
  /// ≥ −1, level, locations, baselineState), artifactLocation (uri, index),
  /// region.startLine ≥ 1.
  static func validate(_ log: [String: Any]) throws -> [[String: Any]] {
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try array(log["runs"], "runs")
    #expect(runs.count == 1)
    let run = try object(runs.first, "run")
    let driver = try object(try object(run["tool"], "tool")["driver"], "driver")
    #expect(driver["name"] is String)
    let rules = try array(driver["rules"], "rules").map { try object($0, "rule") }
    #expect(rules.map { $0["id"] as? String } == Self.rules)
    for rule in rules {
      for key in ["shortDescription", "fullDescription", "help"] {
        #expect(try object(rule[key], key)["text"] is String)
      }
      let level = try object(rule["defaultConfiguration"], "configuration")["level"] as? String
      #expect(levels.contains(level ?? ""))
    }
    #expect(
      rules.map { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String }
        == Array(repeating: "error", count: 14) + Array(repeating: "warning", count: 7))
    let results = try array(run["results"], "results").map { try object($0, "result") }
    for result in results {
      #expect(try object(result["message"], "message")["text"] is String)
      let ruleIndex = try #require(result["ruleIndex"] as? Int)
      #expect(ruleIndex >= -1 && ruleIndex < rules.count)
      #expect(rules[ruleIndex]["id"] as? String == result["ruleId"] as? String)
      #expect(levels.contains(result["level"] as? String ?? ""))
      if let state = result["baselineState"] {
        #expect(["new", "unchanged", "updated", "absent"].contains(state as? String ?? ""))
      }
      for location in try array(result["locations"] ?? [], "locations") {
        let physical = try object(try object(location, "location")["physicalLocation"], "physical")
        let artifact = try object(physical["artifactLocation"], "artifactLocation")
        #expect(artifact["uri"] is String)
        #expect((artifact["index"] as? Int ?? -2) >= -1)
        if let region = physical["region"] {
          #expect((try object(region, "region")["startLine"] as? Int ?? 0) >= 1)
        }
      }
    }
    return results
  }

  static func sarif(_ arguments: [String]) throws -> (CommandResult, [[String: Any]]) {
    let result = try CheckGateTests.run(
      widget, CheckGateTests.sweep() + ["--format", "sarif"] + arguments)
    let log = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return (result, try validate(try object(log, "log")))
  }

  static func startLine(_ result: [String: Any]) -> Int? {
    let locations = result["locations"] as? [[String: Any]]
    let physical = locations?.first?["physicalLocation"] as? [String: Any]
    return (physical?["region"] as? [String: Any])?["startLine"] as? Int
  }

  @Test func sarifHasTheRequiredPropertiesAndElementLines() throws {
    let (run, results) = try Self.sarif([])
    #expect(run.exitCode == 1)
    #expect(
      results.map { $0["ruleId"] as? String } == ["narrower-than-minimum", "label-truncated"])
    #expect(results.map { $0["level"] as? String } == ["error", "warning"])
    #expect(results.map(Self.startLine) == [1, 9])
    #expect(results.allSatisfy { $0["baselineState"] == nil })
    let uri = (results.first?["locations"] as? [[String: Any]])?.first
      .flatMap { ($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }
    #expect((uri?["uri"] as? String)?.hasPrefix("file:///") == true)
  }

  @Test func sarifMarksKnownFindingsAsNotes() throws {
    let baseline = try CheckGateTests.file(
      #"{"baseline": "sizing-cli check", "version": 1, "findings": ["#
        + #"{"rule": "label-truncated", "element": "row1.title"}]}"#)
    defer { try? FileManager.default.removeItem(at: baseline) }
    let (run, results) = try Self.sarif(["--fail-on", "error", "--baseline", baseline.path])
    #expect(run.exitCode == 1)
    #expect(results.map { $0["level"] as? String } == ["error", "note"])
    #expect(results.map { $0["baselineState"] as? String } == ["new", "unchanged"])
  }

  /// The testsuite's counts and each testcase's class, name and outcome.
  final class JUnitReader: NSObject, XMLParserDelegate {
    var suites: [[String: String]] = []
    var cases: [(rule: String, name: String, outcome: String)] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      switch name {
      case "testsuite": suites.append(attributes)
      case "testcase":
        cases.append((attributes["classname"] ?? "", attributes["name"] ?? "", "pass"))
      case "failure", "skipped": cases[cases.count - 1].outcome = name
      default: break
      }
    }
  }

  static func junit(_ arguments: [String]) throws -> JUnitReader {
    let result = try CheckGateTests.run(
      widget, CheckGateTests.sweep() + ["--format", "junit"] + arguments)
    let reader = JUnitReader()
    let parser = XMLParser(data: Data(result.stdout.utf8))
    parser.delegate = reader
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    return reader
  }

  @Test func junitParsesWithTheRightCounts() throws {
    // 2 findings (2 rules) + 19 of the 21 rules without one = 21 test cases.
    let strict = try Self.junit([])
    #expect(strict.suites.count == 1)
    #expect(strict.suites.first?["tests"] == "21")
    #expect(strict.suites.first?["failures"] == "2")
    #expect(strict.suites.first?["skipped"] == "0")
    #expect(strict.cases.count == 21)
    #expect(strict.cases.first?.rule == "narrower-than-minimum")
    #expect(strict.cases.first?.name == "widget")
    #expect(strict.cases.prefix(2).map(\.outcome) == ["failure", "failure"])
    #expect(
      strict.cases.dropFirst(2).allSatisfy { $0.outcome == "pass" && $0.name == "all elements" })
    // Under --fail-on error the warning passes.
    let lenient = try Self.junit(["--fail-on", "error"])
    #expect(lenient.suites.first?["failures"] == "1")
    #expect(lenient.cases.prefix(2).map(\.outcome) == ["failure", "pass"])
    // A baselined finding is skipped.
    let baseline = try CheckGateTests.file(
      #"{"baseline": "sizing-cli check", "version": 1, "findings": ["#
        + #"{"rule": "narrower-than-minimum", "element": "widget", "severity": "error"}]}"#)
    defer { try? FileManager.default.removeItem(at: baseline) }
    let known = try Self.junit(["--baseline", baseline.path])
    #expect(known.suites.first?["skipped"] == "1")
    #expect(known.suites.first?["failures"] == "1")
    #expect(known.cases.prefix(2).map(\.outcome) == ["skipped", "failure"])
  }
}
