import WidgetChecks

/// A check's report as the CI gate sees it: what `--ignore` dropped, which
/// findings the baseline knows and whether they spread, which fail under
/// `--fail-on`, and the exit code. Findings keep the report's order
/// (errors first).
struct CheckVerdict {
  /// A finding with what the gate decided about it.
  struct Gated {
    var finding: CheckFinding
    /// In the baseline: reported as known.
    var isKnown: Bool
    /// A known finding's reach against its baseline entry; nil for a new
    /// finding or a version-1 entry (no counts).
    var spread: BaselineSpread?
    /// Makes the check exit 1: a new finding, or a known one that spread,
    /// of a severity `--fail-on` fails.
    var fails: Bool

    /// Known and spread since the baseline.
    var hasSpread: Bool { spread?.hasSpread ?? false }
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
  /// The baseline's format version (1: no counts, spread is not checked).
  var baselineVersion: Int?
  /// How many environments the baseline's run swept, when it says.
  var baselineEnvironments: Int?

  init(
    report: CheckReport, failOn: FailOn, ignoring: [IgnoredFinding], baseline: CheckBaseline?
  ) {
    let kept = report.findings.filter { finding in !ignoring.contains { $0.matches(finding) } }
    findings = kept.map { finding in
      let entry = baseline?.entry(for: finding)
      let spread = entry.flatMap { BaselineSpread(finding, entry: $0) }
      let gated = entry == nil || spread?.hasSpread == true
      return Gated(
        finding: finding, isKnown: entry != nil, spread: spread,
        fails: gated && failOn.fails(finding.severity))
    }
    ignored = report.findings.count - kept.count
    let found = Set(kept.compactMap { baseline?.matchedKey($0) })
    fixed = baseline.map { $0.keys.subtracting(found).count } ?? 0
    environments = report.environments
    self.failOn = failOn
    hasBaseline = baseline != nil
    baselineVersion = baseline?.version
    baselineEnvironments = baseline?.environments
  }

  /// 1 when a finding fails, else 0.
  var exitCode: Int32 { findings.contains { $0.fails } ? 1 : 0 }

  /// Findings the baseline knows.
  var knownCount: Int { findings.filter(\.isKnown).count }

  /// Known findings that spread since the baseline.
  var spreadCount: Int { findings.filter(\.hasSpread).count }

  /// What the reader should know about the baseline itself: a version-1
  /// file has no counts, and a baseline written over another number of
  /// environments compares counts of different sweeps.
  func baselineNotes(path: String?) -> [String] {
    let name = path.map { "The baseline \($0)" } ?? "The baseline"
    if baselineVersion == 1 {
      return [
        "\(name) is version 1 and has no counts: only new findings fail; rewrite it with "
          + "--write-baseline to fail on findings that spread."
      ]
    }
    if let was = baselineEnvironments, was != environments {
      return [
        "\(name) was written over \(was.formatted()) environments, this check swept "
          + "\(environments.formatted()): counts compare different sweeps."
      ]
    }
    return []
  }
}
