import WidgetDescriptions
import WidgetLayout

/// Whether a widget fits in one cell of its host (a WidgetKit family on a
/// screen at a text size; a Today widget in an environment and mode), as
/// `check` judges it: no finding, warnings only, or errors. The preview's
/// WidgetKit matrix colours its cells with it.
public enum CellVerdict: String, Sendable, Equatable {
  /// No finding: the widget fits.
  case fits
  /// Warnings only (a truncated label, text below 11 pt).
  case warnings
  /// At least one error: something is clipped or overflows.
  case doesNotFit

  /// "fits", "fits with warnings", "does not fit".
  public var title: String {
    switch self {
    case .fits: return "fits"
    case .warnings: return "fits with warnings"
    case .doesNotFit: return "does not fit"
    }
  }

  /// The verdict of one layout and the first finding's rule and message
  /// (errors first), as `check` words it; nil when there is none.
  public static func of(_ result: some CellLayout) -> (verdict: CellVerdict, first: String?) {
    var verdict = CellVerdict.fits
    var first: String?
    for diagnostic in result.diagnostics {
      guard let (rule, severity) = WidgetChecker.rule(for: diagnostic.kind) else { continue }
      if first == nil { first = "\(rule): " + WidgetChecker.message(diagnostic) }
      if severity == .error {
        verdict = .doesNotFit
      } else if verdict == .fits {
        verdict = .warnings
      }
    }
    return (verdict, first)
  }
}
