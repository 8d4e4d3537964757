import CheckRules
import WidgetChecks

/// A check's verdict as JUnit XML for CI test reports (several files:
/// ``CheckAssembly`` wraps a suite per file in `testsuites`): one `testsuite`, one
/// `testcase` per rule and element that has a finding (class name the
/// rule, name the element) plus one passing `testcase` per rule with no
/// finding (name `all elements`).
///
/// A finding that fails under `--fail-on` (new, or known and spread since
/// the baseline) has a `failure` (type: its severity); one the baseline
/// knows is `skipped` ("known"); one that does not fail (a warning under
/// `--fail-on error`) passes, its message in `system-out`. The message is
/// the typical environment's, named with it.
struct CheckJUnit {
  let verdict: CheckVerdict
  /// The suite's name: the widget file, or `standard input`.
  let subject: String

  /// The report as an XML document of one `testsuite`.
  func xml() -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + suite()
  }

  /// The `testsuite` element, for a document of its own or a `testsuites` of several.
  func suite() -> String {
    var cases: [String] = []
    for gated in verdict.findings {
      let finding = gated.finding
      let (index, _) = finding.typicalIndex
      let change = gated.spread?.change ?? ""
      let since = change.isEmpty ? "" : " (since the baseline: \(change))"
      let message = finding.messages[index] + since
      let detail =
        "\(message)\nin \(finding.environments[index].summary)\nin \(finding.count) of "
        + "\(verdict.environments) environments; first in \(finding.first.summary)"
      var body: String
      if gated.fails {
        body =
          "    <failure type=\"\(finding.severity.rawValue)\" message=\""
          + Self.escape(message, attribute: true) + "\">" + Self.escape(detail)
          + "</failure>\n"
      } else if gated.isKnown {
        body =
          "    <skipped message=\"" + Self.escape("known: in the baseline" + since, attribute: true)
          + "\"/>\n"
      } else {
        body = "    <system-out>" + Self.escape(detail) + "</system-out>\n"
      }
      body = Self.open(finding.rule, finding.elementID ?? "(none)") + ">\n" + body
      cases.append(body + "  </testcase>\n")
    }
    let found = Set(verdict.findings.map(\.finding.rule))
    for rule in CheckRule.all where !found.contains(rule.id) {
      cases.append(Self.open(rule.id, "all elements") + "/>\n")
    }
    let failures = verdict.findings.filter(\.fails).count
    let skipped = verdict.findings.filter { $0.isKnown && !$0.fails }.count
    return """
      <testsuite name="sizing-cli check \(Self.escape(subject, attribute: true))" tests="\(cases.count)" \
      failures="\(failures)" errors="0" skipped="\(skipped)">
        <properties>
          <property name="environments" value="\(verdict.environments)"/>
          <property name="fail-on" value="\(verdict.failOn.rawValue)"/>
        </properties>

      """ + cases.joined() + "</testsuite>\n"
  }

  static func open(_ rule: String, _ name: String) -> String {
    "  <testcase classname=\"\(escape(rule, attribute: true))\" "
      + "name=\"\(escape(name, attribute: true))\""
  }

  /// `text` for XML 1.0 character data or, when `attribute`, an attribute
  /// value: the five special characters as entities; carriage return as
  /// `&#13;` (a parser would turn it into a line feed), and in an attribute
  /// tab and line feed as `&#9;` and `&#10;` (a parser would turn them into
  /// spaces); every character XML 1.0 forbids (the other C0 controls,
  /// U+FFFE and U+FFFF) as U+FFFD, so the report parses in any XML parser.
  static func escape(_ text: String, attribute: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\r": result += "&#13;"
      case "\n": result += attribute ? "&#10;" : "\n"
      case "\t": result += attribute ? "&#9;" : "\t"
      case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
