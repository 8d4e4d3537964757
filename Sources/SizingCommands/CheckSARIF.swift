import CheckRules
import Foundation
import StrictJSON
import WidgetChecks
import WidgetDescriptions

/// A check's verdicts as one SARIF 2.1.0 log for code scanning: one run
/// whose `tool.driver` describes every rule the checker has, one artifact
/// per widget file, and one result per finding, each file's errors first.
/// A file that could not be checked is a tool execution notification of
/// level `error` (the run's invocation then did not succeed).
///
/// A result's `level` is `error` or `warning` for a finding that is new or
/// has spread since the baseline, and `note` for one the baseline knows as
/// it is (its `baselineState` is then `unchanged`; `updated` when its count
/// or default environment changed; new ones are `new` when a baseline is
/// given). Its message is the typical environment's, named with it. Its location
/// is the widget file, at the line of the element's entry when the file
/// names it (`action1.label`: the `title` of `quickActions[1]`).
struct CheckSARIF {
  /// The files checked, in order (`-` for standard input: no location then).
  let files: [CheckedFile]

  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  func json() -> JSONValue {
    let rules = CheckRule.all
    let driver = JSONValue.object([
      ("name", .string("sizing-cli check")),
      ("version", .string(SizingCLI.version)),
      ("rules", .array(rules.map(Self.descriptor))),
    ])
    var artifacts: [JSONValue] = []
    var results: [JSONValue] = []
    var notifications: [JSONValue] = []
    var artifactIndex: [String: Int] = [:]
    /// The index of the artifact at `uri`, added on first use.
    func artifact(_ uri: String) -> Int {
      if let known = artifactIndex[uri] { return known }
      artifactIndex[uri] = artifacts.count
      artifacts.append(.object([("location", .object([("uri", .string(uri))]))]))
      return artifacts.count - 1
    }
    for checked in files {
      let uri = Self.uri(checked.file)
      switch checked.result {
      case .checked(let widget, let verdict):
        // Each finding is located where its element is written (a Swift widget's views
        // may be in several files), else in the widget's file (an artifact only then: a
        // Swift widget's name, `PATH (kind)`, is no file).
        let place = Place(verdict: verdict)
        if let uri, widget.places.file == checked.file { _ = artifact(uri) }
        let written = widget.places.locations(of: verdict.findings.map(\.finding.elementID))
        results += zip(verdict.findings, written).map { gated, written in
          let ruleIndex = rules.firstIndex { $0.id == gated.finding.rule } ?? -1
          if let written, let writtenURI = Self.uri(written.file) {
            return place.result(
              gated, ruleIndex: ruleIndex,
              at: Place.location(
                writtenURI, artifact(writtenURI), line: written.line, column: written.column),
              widget: writtenURI == uri ? nil : checked.file)
          }
          return place.result(
            gated, ruleIndex: ruleIndex,
            at: uri.map { Place.location($0, artifact($0), line: nil) })
        }
      case .failed(let message, _):
        var notification: [(String, JSONValue)] = [
          ("level", .string("error")),
          ("message", .object([("text", .string(message))])),
        ]
        if let uri {
          notification.append(
            ("locations", .array([Place.location(uri, artifact(uri), line: nil)])))
        }
        notifications.append(.object(notification))
      }
    }
    var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
    if !notifications.isEmpty {
      run.append(
        (
          "invocations",
          .array([
            .object([
              ("executionSuccessful", .bool(false)),
              ("toolExecutionNotifications", .array(notifications)),
            ])
          ])
        ))
    }
    if !artifacts.isEmpty { run.append(("artifacts", .array(artifacts))) }
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

  /// One file's findings as results.
  private struct Place {
    let verdict: CheckVerdict

    /// A physical location in artifact `index`, at `line` (and `column`) if known.
    static func location(_ uri: String, _ index: Int, line: Int?, column: Int? = nil) -> JSONValue {
      var physical: [(String, JSONValue)] = [
        ("artifactLocation", .object([("uri", .string(uri)), ("index", .number(Double(index)))]))
      ]
      if let line {
        var region: [(String, JSONValue)] = [("startLine", .number(Double(line)))]
        if let column { region.append(("startColumn", .number(Double(column)))) }
        physical.append(("region", .object(region)))
      }
      return .object([("physicalLocation", .object(physical))])
    }

    /// `gated` as a result at `location` (none for standard input), with
    /// the widget's name, `widget`, in its properties when the location is
    /// in another file (a Swift widget's view).
    func result(
      _ gated: CheckVerdict.Gated, ruleIndex: Int, at location: JSONValue? = nil,
      widget: String? = nil
    ) -> JSONValue {
      let finding = gated.finding
      let (typical, _) = finding.typicalIndex
      var text =
        "\(finding.messages[typical]) (in \(finding.environments[typical].summary); in "
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
      if let location { members.append(("locations", .array([location]))) }
      if verdict.hasBaseline {
        let state = !gated.isKnown ? "new" : change.isEmpty ? "unchanged" : "updated"
        members.append(("baselineState", .string(state)))
      }
      var properties: [(String, JSONValue)] = [
        ("severity", .string(finding.severity.rawValue)), ("fails", .bool(gated.fails)),
        ("count", .number(Double(finding.count))),
        ("first", CheckFormatter.environment(finding.first)),
        ("typical", CheckFormatter.environment(finding.environments[typical])),
      ]
      if !change.isEmpty { properties.append(("change", .string(change))) }
      if let element = finding.elementID { properties.insert(("element", .string(element)), at: 0) }
      if let widget { properties.insert(("widget", .string(widget)), at: 0) }
      members.append(("properties", .object(properties)))
      return .object(members)
    }
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
