import Foundation
import SizingModel
import StrictJSON
import TodayLayout

/// Renders a ``CheckReport``: grouped and counted text for people, or JSON.
struct CheckFormatter {
  let report: CheckReport
  let file: String

  func text() -> String {
    let total = report.environments.formatted()
    let subject = file == "-" ? "standard input" : file
    var lines = ["Checked \(subject) in \(total) environments."]
    if report.isClean {
      lines.append("No findings: nothing clips, truncates or hides content.")
      return lines.joined(separator: "\n") + "\n"
    }
    for severity in [CheckFinding.Severity.error, .warning] {
      let group = report.findings.filter { $0.severity == severity }
      guard !group.isEmpty else { continue }
      lines.append("")
      lines.append(severity == .error ? "Errors:" : "Warnings:")
      for finding in group {
        lines.append("  \(finding.rule): \(finding.message)")
        lines.append(
          "    first in \(finding.first.summary); in \(finding.count.formatted()) of "
            + "\(total) environments")
      }
    }
    lines.append("")
    lines.append(
      "\(report.errorCount) " + (report.errorCount == 1 ? "error" : "errors") + ", "
        + "\(report.warningCount) " + (report.warningCount == 1 ? "warning" : "warnings") + ".")
    return lines.joined(separator: "\n") + "\n"
  }

  func json() -> JSONValue {
    .object([
      (
        "findings",
        .array(
          report.findings.map { finding in
            .object([
              ("rule", .string(finding.rule)),
              ("severity", .string(finding.severity.rawValue)),
              ("message", .string(finding.message)),
              ("element", finding.elementID.map(JSONValue.string) ?? .null),
              ("first", Self.environment(finding.first)),
              ("count", .number(Double(finding.count))),
            ])
          })
      ),
      ("environments", .number(Double(report.environments))),
    ])
  }

  private static func environment(_ cell: CheckedEnvironment) -> JSONValue {
    let env = cell.environment
    return .object([
      ("device", .string(env.device.id)),
      ("category", .string(env.category.shortName)),
      ("orientation", .string(env.orientation.rawValue)),
      ("location", .string(env.location.rawValue)),
      ("os", .string(env.os.name)),
      ("mode", .string(cell.mode.rawValue)),
      ("recents", .number(Double(cell.recents))),
    ])
  }
}
