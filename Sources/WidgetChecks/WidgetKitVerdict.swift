import WidgetDescriptions
import WidgetLayout

/// Whether a WidgetKit family fits in one cell (a screen at a text size), as
/// `check` judges it: no finding, warnings only, or errors. The preview's
/// matrix colours its cells with it.
public enum WidgetKitVerdict: String, Sendable, Equatable {
  /// No finding: the family fits.
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
  public static func of(_ result: WidgetKitLayoutResult) -> (
    verdict: WidgetKitVerdict, first: String?
  ) {
    var verdict = WidgetKitVerdict.fits
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
