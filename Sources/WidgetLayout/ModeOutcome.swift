import SizingModel
import WidgetDescriptions

/// What one display mode makes of solved sections: the mode in effect, how
/// many rows show and the height the widget asks for. Cheap to compute (no
/// frames), so the matrix sweep evaluates it for every mode and recents count.
public struct ModeOutcome: Sendable, Equatable {
  /// The mode asked for.
  public var requestedMode: DisplayMode
  /// The mode in effect: compact when expanded is not offered; on iOS 9
  /// (no display modes) expanded whenever at least one row shows.
  public var mode: DisplayMode
  /// False on iOS 9, which has no compact and expanded modes.
  public var hasDisplayModes: Bool
  /// True when Show More is offered (iOS 10+, outside Quick Actions, with recents).
  public var isExpandedAvailable: Bool
  /// Rows shown: whole rows only, at most `maxRows`.
  public var visibleRecents: Int
  /// Candidate rows that do not fit in the maximum expanded height.
  public var rowsThatDoNotFit: Int
  /// `preferredContentSize.height` in points.
  public var preferredHeight: Double
  /// The sum of the visible rows' heights, in points.
  public var visibleRowsHeight: Double

  /// True when expanded mode is asked for and Show More is offered (iOS
  /// 10+, outside Quick Actions, with rows), yet not one whole row fits:
  /// `layout`'s `noRowFits` and `check`'s `no-row-shown`, one rule. Compact
  /// mode shows no rows, and iOS 9 offers no Show More, so neither counts.
  public var offersRowsButShowsNone: Bool {
    requestedMode == .expanded && isExpandedAvailable && visibleRecents == 0
  }
}

extension WidgetSections {
  /// Applies the display-mode rules (Hosts.md, "How the Today widget is laid out").
  ///
  /// - compact: preferredContentSize = the compact maximum size; no rows.
  /// - expanded: compact height + the whole rows that fit in maximum expanded
  ///   height − compact height, never above the expanded maximum.
  /// - iOS 9: the expanded rule whenever there are recents and room.
  ///
  /// - Parameter recents: evaluate as if the widget had only this many
  ///   recents (sweeps solve once with the most and derive smaller counts);
  ///   nil: ``recentsCount``.
  public func outcome(for requested: DisplayMode, recents: Int? = nil) -> ModeOutcome {
    let candidates = min(max(recents ?? rowHeights.count, 0), rowHeights.count)
    let available = environment.offersExpandedMode && candidates > 0
    let heights = candidates == rowHeights.count ? rowHeights : Array(rowHeights.prefix(candidates))
    let fitting =
      expandsToBody ? min(candidates, 1) : RowFit.wholeRows(heights, available: rowSpace)
    let hasModes = environment.os.hasDisplayModes
    let mode: DisplayMode
    if hasModes {
      mode = requested == .expanded && available ? .expanded : .compact
    } else {
      mode = fitting > 0 ? .expanded : .compact
    }
    let visible = mode == .expanded ? fitting : 0
    var rowsHeight = 0.0
    for index in 0..<visible { rowsHeight += heights[index] }
    let compact = compactHeight.value
    let preferred =
      mode == .expanded
      ? min(compact + rowsHeight, max(maximumExpandedSize.height.value, compact)) : compact
    return ModeOutcome(
      requestedMode: requested, mode: mode, hasDisplayModes: hasModes,
      isExpandedAvailable: available, visibleRecents: visible,
      rowsThatDoNotFit: candidates - fitting, preferredHeight: preferred,
      visibleRowsHeight: rowsHeight)
  }
}
