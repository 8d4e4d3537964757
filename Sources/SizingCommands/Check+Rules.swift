import CheckRules
import WidgetChecks

extension Check {
  /// The rule list of `check --help`, generated from ``CheckRule/all`` (in
  /// the catalogue's order): one paragraph, errors then warnings.
  static let ruleCatalogue: String = {
    func ids(_ severity: CheckFinding.Severity) -> String {
      CheckRule.all.filter { $0.severity == severity }.map(\.id).joined(separator: ", ")
    }
    return "Rules (names for --ignore, --grid and baselines; the Checks and the CI gate "
      + "article says what each finds): errors: \(ids(.error)); warnings: \(ids(.warning))."
  }()
}
