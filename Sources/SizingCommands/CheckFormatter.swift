import Foundation
import SizingModel
import StrictJSON
import WidgetChecks
import WidgetInput

/// Renders a ``CheckVerdict`` as grouped and counted text for people, or as
/// JSON for programs (``json()``). Errors come first in both.
///
/// A finding's message is the one of its typical environment, printed with
/// it; `--detail full` adds every environment with its own message.
struct CheckFormatter {
  let verdict: CheckVerdict
  let file: String
  var detail: CheckDetail = .summary
  /// The `--baseline` path, for the notes about the baseline.
  var baselinePath: String?
  /// Where the widget's elements are written: a widget of Swift sources or
  /// a storyboard names, per finding, the file and line (and column) of
  /// its element (``ElementPlaces/namesPlacesInReports``).
  var places: ElementPlaces

  /// `file:line:column` (or `file:line`) of the view `finding` names, for
  /// a widget whose reader placed its views.
  func source(of finding: CheckFinding) -> String? {
    guard places.namesPlacesInReports else { return nil }
    return places.location(of: finding.elementID)?.description
  }

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
        let (index, isDefault) = finding.typicalIndex
        lines.append("  \(finding.rule)\(Self.state(gated)): \(finding.messages[index])")
        let name = isDefault ? "the default environment" : "the most common environment"
        if let source = source(of: finding) { lines.append("    at \(source)") }
        lines.append("    in \(finding.environments[index].summary) (\(name))")
        lines.append(
          "    first in \(finding.first.summary); in \(finding.count.formatted()) of "
            + "\(total) environments")
        if detail == .full {
          for (cell, message) in zip(finding.environments, finding.messages) {
            lines.append("      \(cell.summary): \(message)")
          }
        }
      }
    }
    if !verdict.findings.isEmpty {
      lines.append("")
      lines.append(summary())
    }
    var notes: [String] = []
    if verdict.ignored > 0 { notes.append(Self.count(verdict.ignored, "finding") + " ignored") }
    if verdict.fixed > 0 {
      notes.append(
        Self.count(verdict.fixed, "baseline entry", plural: "baseline entries")
          + " no longer found")
    }
    if !notes.isEmpty { lines.append(notes.joined(separator: "; ") + ".") }
    lines += verdict.baselineNotes(path: baselinePath)
    return lines.joined(separator: "\n") + "\n"
  }

  /// ` (known)`, ` (known, spread: was 280, now 8,718)`, ` (known,
  /// progress: was 8,718, now 280)`, or nothing for a new finding.
  static func state(_ gated: CheckVerdict.Gated) -> String {
    guard gated.isKnown else { return "" }
    guard let spread = gated.spread, let state = spread.state else { return " (known)" }
    return " (known, \(state): \(spread.change))"
  }

  /// `1 error, 8 warnings.`, with `(n known)` and the verdict when a
  /// baseline is given or the gate is not the default.
  private func summary() -> String {
    let errors = verdict.findings.filter { $0.finding.severity == .error }.count
    let warnings = verdict.findings.count - errors
    var text = Self.count(errors, "error") + ", " + Self.count(warnings, "warning")
    if verdict.hasBaseline {
      let spread = verdict.spreadCount
      text += " (\(verdict.knownCount) known" + (spread > 0 ? ", \(spread) spread)" : ")")
    }
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
}
