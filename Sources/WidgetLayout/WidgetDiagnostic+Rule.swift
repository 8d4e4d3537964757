import CheckRules

extension WidgetDiagnostic.Kind {
  /// The `check` rule a diagnostic of this kind is a finding of, with its
  /// severity; nil for what `check` does not report per element (no row fits,
  /// expanded unavailable, the solver's own notes).
  public var checkRule: CheckRule? {
    switch self {
    case .actionContentClipped: CheckRule.named("action-clipped")
    case .textTruncated: CheckRule.named("label-truncated")
    case .labelExceedsLineLimit: CheckRule.named("label-line-limit")
    case .narrowerThanMinimum: CheckRule.named("narrower-than-minimum")
    case .fontSubstituted: CheckRule.named("style-substituted")
    case .compactContentClipped: CheckRule.named("compact-clipped")
    case .bodyClipped: CheckRule.named("body-clipped")
    case .contentOverflow: CheckRule.named("content-overflow")
    case .familyClipped: CheckRule.named("family-clipped")
    case .familyEmpty: CheckRule.named("family-empty")
    case .textBelowMinimum: CheckRule.named("text-below-minimum")
    case .glyphMissing: CheckRule.named("glyph-missing")
    case .contentVanished: CheckRule.named("content-vanished")
    case .contentSqueezed: CheckRule.named("content-squeezed")
    case .imageDistorted: CheckRule.named("image-distorted")
    case .sectionEmpty: CheckRule.named("section-empty")
    case .inlineIgnored: CheckRule.named("inline-ignored")
    case .unsatisfiableConstraints: CheckRule.named("unsatisfiable-constraints")
    case .ambiguousLayout: CheckRule.named("ambiguous-layout")
    case .noRowFits, .expandedUnavailable, .solver: nil
    }
  }
}

extension Sequence<WidgetDiagnostic> {
  /// The diagnostics with `check`'s errors first, then its warnings, then the
  /// rest, each group in its original order: the order every front end lists them in.
  public func errorsFirst() -> [WidgetDiagnostic] {
    func rank(_ diagnostic: WidgetDiagnostic) -> Int {
      switch diagnostic.kind.checkRule?.severity {
      case .error: 0
      case .warning: 1
      case nil: 2
      }
    }
    return enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }
}
