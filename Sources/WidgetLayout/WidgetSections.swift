import SizingModel
import StackLayout
import WidgetDescriptions

/// The solved parts of a widget that do not depend on the display mode: the
/// model's sizes for one environment, the quick-action row, and every recents
/// cell that could be shown (at most `maxRows`). ``TodayWidgetLayout`` makes
/// these once and derives the compact and expanded layouts from them.
public struct WidgetSections: Sendable {
  /// The description laid out.
  public var widget: WidgetDescription
  /// Its view tree, with these sections' quick-action buttons.
  public var tree: WidgetTree
  public var environment: WidgetEnvironment
  /// The widget's width (both modes), in points.
  public var widgetWidth: Sourced<Double>
  /// The compact height; on iOS 9 the constant height of the action section.
  public var compactHeight: Sourced<Double>
  /// `widgetMaximumSize(for: .compact)`.
  public var maximumCompactSize: SourcedSize
  /// `widgetMaximumSize(for: .expanded)` (iOS 9: the estimated tallest height).
  public var maximumExpandedSize: SourcedSize
  /// The insets iOS proposes (iOS 9 only; zero from iOS 10 on).
  public var marginInsets: Sourced<Insets>
  /// Where the content starts: 47 pt on iOS 9 unless the widget opts out.
  public var leadingInset: Double
  /// The width the content is laid out in: the widget width less the insets.
  public var contentWidth: Double
  /// Points per pixel at the device scale: the separator's height.
  public var separatorHeight: Double
  /// The number of quick-action buttons.
  public var actionCount: Int
  /// The number of recents the widget has (the override or the description's).
  public var recentsCount: Int
  /// The quick-action row, solved at `contentWidth` × `compactHeight`; frames
  /// are relative to the row's origin (x = `leadingInset`, y = 0).
  public var actionRow: LayoutResult
  /// The candidate cells, min(recents, maxRows) of them, each solved at
  /// `contentWidth` with a fitting height; frames relative to the cell.
  public var rows: [LayoutResult]
  /// Each candidate row's height: content plus separator, in points.
  public var rowHeights: [Double]
  /// The fonts the labels were measured with.
  public var fonts: WidgetFonts
  /// Mode-independent diagnostics: clipped or truncated text, substituted
  /// fonts, a widget narrower than the description's minimum.
  public var diagnostics: [WidgetDiagnostic]

  /// The height available to recents rows: maximum expanded − compact height.
  public var rowSpace: Double {
    maximumExpandedSize.height.value - compactHeight.value
  }

  /// True when the expanded section is a body, not a list of rows.
  public var expandsToBody: Bool {
    if case .body = tree.expanded { return true }
    return false
  }

  /// These sections as if the widget had only `count` recents: the first
  /// min(count, maxRows) cells, and no diagnostics about the dropped ones.
  /// Sweeps solve once with the most recents and derive the smaller counts.
  public func limited(toRecents count: Int) -> WidgetSections {
    let count = max(min(count, recentsCount), 0)
    guard count < recentsCount else { return self }
    var copy = self
    copy.recentsCount = count
    let kept = min(count, rows.count)
    copy.rows = Array(rows.prefix(kept))
    copy.rowHeights = Array(rowHeights.prefix(kept))
    copy.diagnostics = diagnostics.filter { ($0.element?.rowIndex).map { $0 < kept } ?? true }
    return copy
  }
}

/// The "only whole rows" rule of the recents list.
public enum RowFit {
  /// Tolerance for comparing sums of row heights with the space, in points.
  public static let tolerance = 1e-6

  /// The number of leading rows whose heights, accumulated in order, stay
  /// within `available` points: a row that would cross the limit ends the
  /// list, so no row is ever shown in part.
  public static func wholeRows(_ heights: [Double], available: Double) -> Int {
    var used = 0.0
    for (index, height) in heights.enumerated() {
      used += height
      if used > available + tolerance { return index }
    }
    return heights.count
  }
}

extension WidgetSections {
  /// Adds a `bodyClipped` diagnostic when a body is taller than
  /// the room below the compact section (it depends on the maximum height,
  /// which solved trees are shared across, so it is added per environment).
  mutating func appendBodyClipping() {
    guard case .body(let body) = tree.expanded,
      let height = rowHeights.first, height > rowSpace + RowFit.tolerance
    else { return }
    diagnostics.append(
      WidgetDiagnostic(
        kind: .bodyClipped, element: .tree(body.id, row: 0),
        message: "the body is \(formatPoints(height)) pt tall; \(formatPoints(rowSpace)) pt fit "
          + "below the compact section, so its bottom \(formatPoints(height - rowSpace)) pt "
          + "are cut off"))
  }
}
