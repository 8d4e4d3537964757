import Foundation
import StrictJSON
import TodayLayout

/// A check's verdict as a SARIF 2.1.0 log for code scanning: one run whose
/// `tool.driver` describes every rule the checker has, and one result per
/// finding, errors first.
///
/// A result's `level` is `error` or `warning` for a finding that is new or
/// has spread since the baseline, and `note` for one the baseline knows as
/// it is (its `baselineState` is then `unchanged`; `updated` when its count
/// or default environment changed; new ones are `new` when a baseline is
/// given). Its message is the typical environment's, named with it. Its location
/// is the widget file, at the line of the element's entry when the file
/// names it (`action1.label`: the `title` of `quickActions[1]`).
struct CheckSARIF {
  let verdict: CheckVerdict
  /// The widget file as given, or `-` for standard input (no location then).
  let file: String
  /// Where the elements are written in the file.
  let lines: WidgetSourceLines

  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  func json() -> JSONValue {
    let rules = CheckRule.all
    let driver = JSONValue.object([
      ("name", .string("sizing-cli check")),
      ("version", .string(SizingCLI.version)),
      ("rules", .array(rules.map(Self.descriptor))),
    ])
    let results = verdict.findings.map { gated in
      result(gated, ruleIndex: rules.firstIndex { $0.id == gated.finding.rule } ?? -1)
    }
    var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
    if let uri = Self.uri(file) {
      run.append(("artifacts", .array([.object([("location", .object([("uri", .string(uri))]))])])))
    }
    run.append(("results", .array(results)))
    return .object([
      ("$schema", .string(Self.schema)), ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
  }

  private static func descriptor(_ rule: CheckRule) -> JSONValue {
    .object([
      ("id", .string(rule.id)),
      ("name", .string(rule.id)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.summary + " " + rule.help))])),
      ("help", .object([("text", .string(rule.help))])),
      ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
    ])
  }

  private func result(_ gated: CheckVerdict.Gated, ruleIndex: Int) -> JSONValue {
    let finding = gated.finding
    let (index, _) = finding.typicalIndex
    var text =
      "\(finding.messages[index]) (in \(finding.environments[index].summary); in "
      + "\(finding.count) of \(verdict.environments) environments, first in "
      + "\(finding.first.summary))"
    let change = gated.spread?.change ?? ""
    if !change.isEmpty { text += "; since the baseline: \(change)" }
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(finding.rule)),
      ("ruleIndex", .number(Double(ruleIndex))),
      ("level", .string(gated.isKnown && !gated.hasSpread ? "note" : finding.severity.rawValue)),
      ("message", .object([("text", .string(text))])),
    ]
    if let uri = Self.uri(file) {
      var physical: [(String, JSONValue)] = [
        ("artifactLocation", .object([("uri", .string(uri)), ("index", .number(0))]))
      ]
      if let line = finding.elementID.flatMap(lines.line(of:)) {
        physical.append(("region", .object([("startLine", .number(Double(line)))])))
      }
      members.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
    }
    if verdict.hasBaseline {
      let state = !gated.isKnown ? "new" : change.isEmpty ? "unchanged" : "updated"
      members.append(("baselineState", .string(state)))
    }
    var properties: [(String, JSONValue)] = [
      ("severity", .string(finding.severity.rawValue)), ("fails", .bool(gated.fails)),
      ("count", .number(Double(finding.count))),
      ("first", CheckFormatter.environment(finding.first)),
      ("typical", CheckFormatter.environment(finding.environments[index])),
    ]
    if !change.isEmpty { properties.append(("change", .string(change))) }
    if let element = finding.elementID { properties.insert(("element", .string(element)), at: 0) }
    members.append(("properties", .object(properties)))
    return .object(members)
  }

  /// The file as a relative or absolute URI reference (percent-encoded);
  /// nil for standard input.
  static func uri(_ file: String) -> String? {
    guard file != "-" else { return nil }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    let encoded = file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file
    return file.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
