import SizingModel
import StackLayout
import WidgetDescriptions

/// A laid-out Today widget: the model's numbers with their provenance, the
/// display-mode outcome, every element's frame and the diagnostics. The CLI's
/// `layout`, the preview, `check` and `render` all read this.
public struct TodayLayoutResult: Sendable {
  /// The mode-independent solved parts this layout was made from.
  public var sections: WidgetSections
  /// The display-mode outcome: mode in effect, visible rows, preferred height.
  public var outcome: ModeOutcome
  /// `preferredContentSize`: compact → the compact maximum size; expanded →
  /// compact height + visible rows (never above the expanded maximum).
  public var preferredContentSize: SourcedSize
  /// Every view, in depth-first order (widget, action row, buttons…, recents
  /// list, rows…); frames relative to the widget's origin, in points.
  public var elements: [WidgetElement]
  /// Mode-independent diagnostics followed by the mode's own.
  public var diagnostics: [WidgetDiagnostic]

  public var environment: WidgetEnvironment { sections.environment }
  public var mode: DisplayMode { outcome.mode }
  public var widgetWidth: Sourced<Double> { sections.widgetWidth }
  public var compactHeight: Sourced<Double> { sections.compactHeight }
  public var maximumCompactSize: SourcedSize { sections.maximumCompactSize }
  public var maximumExpandedSize: SourcedSize { sections.maximumExpandedSize }
  public var isExpandedAvailable: Bool { outcome.isExpandedAvailable }
  public var visibleRecents: Int { outcome.visibleRecents }
  /// The rows cut by the maximum height (never shown, ghosted by renderers),
  /// as indexes into the recents list.
  public var rowsThatDoNotFit: Range<Int> {
    (sections.rows.count - outcome.rowsThatDoNotFit)..<sections.rows.count
  }
  /// iOS 9's Notification Center is dark: renderers use the dark palette.
  public var usesDarkPalette: Bool { sections.environment.os.hasDarkNotificationCenter }
  /// Where the content starts, in points: 47 on iOS 9 unless opted out.
  public var leadingInset: Double { sections.leadingInset }
  /// The device scale (pixels per point).
  public var scale: Double { sections.environment.device.scale }

  /// The element with this id.
  public func element(_ id: String) -> WidgetElement? {
    elements.first { $0.id == id }
  }

  /// Composes the layout of `sections` in `requestedMode`.
  public init(sections: WidgetSections, requestedMode: DisplayMode) {
    self.sections = sections
    let outcome = sections.outcome(for: requestedMode)
    self.outcome = outcome
    let width = sections.widgetWidth
    if outcome.mode == .compact {
      preferredContentSize = sections.maximumCompactSize
    } else {
      let compact = sections.compactHeight
      preferredContentSize = SourcedSize(
        width: width,
        height: Sourced(
          outcome.preferredHeight,
          .derived(
            rule: "compact height + \(outcome.visibleRecents) whole rows "
              + "(\(formatPoints(outcome.visibleRowsHeight)) pt incl. separators)",
            sources: compact.provenance.source.map { [$0] } ?? [])))
    }
    elements = ElementComposer(sections: sections, outcome: outcome).elements()
    var diagnostics = sections.diagnostics
    if requestedMode == .expanded, outcome.hasDisplayModes, !outcome.isExpandedAvailable {
      let reason: String
      if sections.environment.location == .quickActions {
        reason = "Quick Actions shows widgets in compact mode only"
      } else {
        reason = Self.noRowsReason(sections.tree)
      }
      diagnostics.append(
        WidgetDiagnostic(kind: .expandedUnavailable, element: nil, message: reason))
    }
    // The rule `check` reports as no-row-shown: expanded asked for and offered.
    if outcome.offersRowsButShowsNone, sections.rows.count > 0 {
      diagnostics.append(
        WidgetDiagnostic(
          kind: .noRowFits, element: .recents,
          message: "the first row (\(formatPoints(sections.rowHeights[0])) pt) does not fit in "
            + "the \(formatPoints(sections.rowSpace)) pt below the compact section"))
    }
    self.diagnostics = diagnostics
  }

  /// Why Show More does not appear for a widget with nothing to show.
  static func noRowsReason(_ tree: WidgetTree) -> String {
    switch tree.expanded {
    case nil: "the widget has no expanded section, so Show More does not appear"
    case .list, .body:
      tree.presentation == .tableCells
        ? "the widget has no recents, so Show More does not appear"
        : "its list has no items, so Show More does not appear"
    }
  }
}
