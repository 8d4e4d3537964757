import TodayLayout

/// A check's verdict as JUnit XML for CI test reports: one `testsuite`, one
/// `testcase` per rule and element that has a finding (class name the
/// rule, name the element) plus one passing `testcase` per rule with no
/// finding (name `all elements`).
///
/// A finding that fails under `--fail-on` has a `failure` (type: its
/// severity); one the baseline knows is `skipped` ("known"); one that does
/// not fail (a warning under `--fail-on error`) passes, its message in
/// `system-out`.
struct CheckJUnit {
  let verdict: CheckVerdict
  /// The suite's name: the widget file, or `standard input`.
  let subject: String

  func xml() -> String {
    var cases: [String] = []
    for gated in verdict.findings {
      let finding = gated.finding
      let detail =
        "\(finding.message)\nin \(finding.count) of \(verdict.environments) environments; "
        + "first in \(finding.first.summary)"
      var body: String
      if gated.fails {
        body =
          "    <failure type=\"\(finding.severity.rawValue)\" message=\""
          + Self.escape(finding.message) + "\">" + Self.escape(detail) + "</failure>\n"
      } else if gated.isKnown {
        body = "    <skipped message=\"known: in the baseline\"/>\n"
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
    let skipped = verdict.findings.filter(\.isKnown).count
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuite name="sizing-cli check \(Self.escape(subject))" tests="\(cases.count)" \
      failures="\(failures)" errors="0" skipped="\(skipped)">
        <properties>
          <property name="environments" value="\(verdict.environments)"/>
          <property name="fail-on" value="\(verdict.failOn.rawValue)"/>
        </properties>

      """ + cases.joined() + "</testsuite>\n"
  }

  private static func open(_ rule: String, _ name: String) -> String {
    "  <testcase classname=\"\(escape(rule))\" name=\"\(escape(name))\""
  }

  /// `text` with the five XML special characters escaped, control
  /// characters other than tab and newline dropped (XML 1.0 cannot hold them).
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }
}
