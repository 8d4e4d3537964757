import SizingModel
import WidgetDrawing
import WidgetLayout

/// The Today widget in the preview: a state's environment (device,
/// orientation, location, iOS, text size) laid out in its display mode with
/// its counts, drawn with the Today header, read out as the model's numbers.
struct TodayPreviewHost: PreviewHost {
  func frame(for state: PreviewState, in engine: PreviewEngine) -> PreviewFrame {
    let env = engine.environment(for: state)
    let layout = engine.layout
    do {
      let sections = try layout.sections(
        in: env, recents: state.recents, quickActions: state.quickActions)
      let result = TodayLayoutResult(sections: sections, requestedMode: state.mode)
      let scene = WidgetScene(result, appName: layout.description.appName)
      return PreviewFrame(
        state: state, environment: env, layout: result, scene: scene,
        readings: Self.readings(
          for: result, recents: layout.recentsCount(override: state.recents),
          maxRows: layout.description.maxRows), error: nil, widgetKit: nil)
    } catch {
      return PreviewFrame(
        state: state, environment: env, layout: nil, scene: nil,
        readings: Self.unavailable, error: error.description, widgetKit: nil)
    }
  }

  /// The readings shown before a layout exists.
  static let unavailable: [Reading] = [
    "Widget width", "Compact height", "Maximum compact size", "Maximum expanded size",
    "Preferred height", "Preferred content size", "Visible rows",
  ].map { Reading(name: $0, value: "—", kind: "", marker: "", tooltip: "no layout") }

  /// The panel for one layout, in display order.
  /// - Parameters:
  ///   - recents: how many recents the widget has.
  ///   - maxRows: the description's row limit.
  static func readings(for layout: TodayLayoutResult, recents: Int, maxRows: Int)
    -> [Reading]
  {
    let preferred = layout.preferredContentSize
    let rows = recents
    let cut = layout.rowsThatDoNotFit.count
    // iOS 9 has no display modes and no widgetMaximumSize(for:): its words.
    let modes = layout.outcome.hasDisplayModes
    return [
      Reading(layout.widgetWidth, name: "Widget width"),
      Reading(layout.compactHeight, name: modes ? "Compact height" : "First section height"),
      Reading(layout.maximumCompactSize, name: modes ? "Maximum compact size" : "First section"),
      Reading(
        layout.maximumExpandedSize,
        name: modes ? "Maximum expanded size" : "Maximum height (iOS 8/9 limit)"),
      Reading(preferred.height, name: "Preferred height"),
      Reading(preferred, name: "Preferred content size"),
      Reading(
        name: "Visible rows", value: "\(layout.visibleRecents) of \(rows)", kind: "",
        marker: "",
        tooltip: "whole rows only, at most \(maxRows); "
          + "\(cut) row\(cut == 1 ? "" : "s") cut by the maximum height"),
    ]
  }
}
