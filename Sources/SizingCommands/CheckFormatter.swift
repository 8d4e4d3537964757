import Foundation
import SizingModel
import StrictJSON
import TodayLayout

/// Renders a ``CheckVerdict`` as grouped and counted text for people, or as
/// JSON with every environment of every finding. Errors come first in both.
struct CheckFormatter {
  let verdict: CheckVerdict
  let file: String

  /// The subject of the report: the file, or `standard input`.
  var subject: String { file == "-" ? "standard input" : file }

  func text() -> String {
    let total = verdict.environments.formatted()
    var lines = ["Checked \(subject) in \(total) environments."]
    if verdict.findings.isEmpty {
      lines.append("No findings: nothing clips, truncates or hides content.")
    }
    for severity in [CheckFinding.Severity.error, .warning] {
      let group = verdict.findings.filter { $0.finding.severity == severity }
      guard !group.isEmpty else { continue }
      lines.append("")
      lines.append(severity == .error ? "Errors:" : "Warnings:")
      for gated in group {
        let finding = gated.finding
        lines.append("  \(finding.rule)\(gated.isKnown ? " (known)" : ""): \(finding.message)")
        let (typical, isDefault) = finding.typical
        let name = isDefault ? "the default environment" : "the most common environment"
        lines.append("    in \(typical.summary) (\(name))")
        lines.append(
          "    first in \(finding.first.summary); in \(finding.count.formatted()) of "
            + "\(total) environments")
      }
    }
    if !verdict.findings.isEmpty {
      lines.append("")
      lines.append(summary())
    }
    if verdict.ignored > 0 || verdict.fixed > 0 {
      var notes: [String] = []
      if verdict.ignored > 0 { notes.append(Self.count(verdict.ignored, "finding") + " ignored") }
      if verdict.fixed > 0 {
        notes.append(
          Self.count(verdict.fixed, "baseline entry", plural: "baseline entries")
            + " no longer found")
      }
      lines.append(notes.joined(separator: "; ") + ".")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `1 error, 8 warnings.`, with `(n known)` and the verdict when a
  /// baseline is given or the gate is not the default.
  private func summary() -> String {
    let errors = verdict.findings.filter { $0.finding.severity == .error }.count
    let warnings = verdict.findings.count - errors
    var text = Self.count(errors, "error") + ", " + Self.count(warnings, "warning")
    if verdict.hasBaseline { text += " (\(verdict.knownCount) known)" }
    text += "."
    if verdict.hasBaseline || verdict.failOn != .warning {
      let failing = verdict.findings.filter(\.fails).count
      text +=
        failing == 0
        ? " Passes with --fail-on \(verdict.failOn.rawValue)."
        : " Fails with --fail-on \(verdict.failOn.rawValue): "
          + Self.count(failing, "failing finding") + "."
    }
    return text
  }

  static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
  }

  func json() -> JSONValue {
    .object([
      (
        "findings",
        .array(
          verdict.findings.map { gated in
            let finding = gated.finding
            return .object([
              ("rule", .string(finding.rule)),
              ("severity", .string(finding.severity.rawValue)),
              ("message", .string(finding.message)),
              ("element", finding.elementID.map(JSONValue.string) ?? .null),
              ("known", .bool(gated.isKnown)),
              ("fails", .bool(gated.fails)),
              ("first", Self.environment(finding.first)),
              ("typical", Self.environment(finding.typical.cell)),
              ("count", .number(Double(finding.count))),
              ("environments", .array(finding.environments.map(Self.environment))),
            ])
          })
      ),
      ("environments", .number(Double(verdict.environments))),
      ("ignored", .number(Double(verdict.ignored))),
      ("failOn", .string(verdict.failOn.rawValue)),
      ("failed", .bool(verdict.exitCode != 0)),
    ])
  }

  static func environment(_ cell: CheckedEnvironment) -> JSONValue {
    if let kit = cell.widgetKit {
      return .object([
        ("host", .string(WidgetHostKind.widgetKit.rawValue)),
        ("family", .string(kit.family.rawValue)), ("screen", .string(kit.screen.id)),
        ("frame", .string(kit.target.rawValue)), ("category", .string(kit.category.shortName)),
      ])
    }
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
