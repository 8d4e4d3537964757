import TodayLayout

/// A check's report as the CI gate sees it: what `--ignore` dropped, which
/// findings the baseline knows, which fail under `--fail-on`, and the exit
/// code. Findings keep the report's order (errors first).
struct CheckVerdict {
  /// A finding with what the gate decided about it.
  struct Gated {
    var finding: CheckFinding
    /// In the baseline: reported as known, never fails.
    var isKnown: Bool
    /// Makes the check exit 1.
    var fails: Bool
  }

  var findings: [Gated]
  /// Findings `--ignore` dropped.
  var ignored: Int
  /// Baseline entries no finding matched (fixed since the baseline).
  var fixed: Int
  /// Cells swept.
  var environments: Int
  var failOn: FailOn
  /// Whether a baseline was given (SARIF then marks results new or unchanged).
  var hasBaseline: Bool

  init(
    report: CheckReport, failOn: FailOn, ignoring: [IgnoredFinding], baseline: CheckBaseline?
  ) {
    let kept = report.findings.filter { finding in !ignoring.contains { $0.matches(finding) } }
    findings = kept.map { finding in
      let isKnown = baseline?.contains(finding) ?? false
      return Gated(
        finding: finding, isKnown: isKnown, fails: !isKnown && failOn.fails(finding.severity))
    }
    ignored = report.findings.count - kept.count
    let found = Set(kept.map(CheckBaseline.Key.init))
    fixed = baseline.map { $0.keys.subtracting(found).count } ?? 0
    environments = report.environments
    self.failOn = failOn
    hasBaseline = baseline != nil
  }

  /// 1 when a finding fails, else 0.
  var exitCode: Int32 { findings.contains { $0.fails } ? 1 : 0 }

  /// Findings of `severity` that are new (not in the baseline).
  func newCount(_ severity: CheckFinding.Severity) -> Int {
    findings.filter { !$0.isKnown && $0.finding.severity == severity }.count
  }

  /// Findings the baseline knows.
  var knownCount: Int { findings.filter(\.isKnown).count }
}
