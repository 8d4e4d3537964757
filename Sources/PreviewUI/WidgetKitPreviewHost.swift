import SizingModel
import WidgetChecks
import WidgetDrawing
import WidgetLayout

/// WidgetKit in the preview: a state's family on its device's screen (or
/// the screen picked), in a placement under an iOS, at the text size; drawn
/// as the family's frame with its content margins, read out as the frame,
/// margins, content rectangle and what `check` finds there.
struct WidgetKitPreviewHost: PreviewHost {
  /// Solves `state` as a WidgetKit widget: the family on the device's
  /// screen at the text size; no layout, and why, where there is no frame.
  func frame(for state: PreviewState, in engine: PreviewEngine) -> PreviewFrame {
    var frame = PreviewFrame(
      state: state, environment: engine.environment(for: state), layout: nil, scene: nil,
      readings: Self.unavailable, error: nil, widgetKit: nil)
    guard let widgetKit = engine.widgetKit else {
      frame.error = HostRefusal.noWidgetKitSection.description
      return frame
    }
    do {
      let cell = try engine.widgetKitCell(state.family, state: state, category: state.category)
        .get()
      let result = try widgetKit.layout(cell)
      frame.widgetKit = result
      frame.scene = WidgetScene(result, appName: engine.layout.description.appName)
      frame.scene?.widgetKit?.renderingMode = state.renderingMode
      frame.scene?.widgetKit?.colorScheme = state.appearance
      frame.readings = Self.readings(
        for: result, kit: widgetKit.kit, marginsDisabled: widgetKit.trees.contentMarginsDisabled)
    } catch {
      frame.error = error.description
    }
    return frame
  }

  /// The WidgetKit readings' names, in display order (as many as the Today ones).
  static let names = [
    "Family", "Screen", "Frame", "Content margins", "Content size", "Content origin", "Findings",
  ]

  /// The WidgetKit panel before a layout exists (no screen or frame).
  static let unavailable: [Reading] = names.map {
    Reading(name: $0, value: "—", kind: "", marker: "", tooltip: "no layout")
  }

  /// The panel for one WidgetKit layout, as `sizing-cli layout --host
  /// widgetkit` prints it: the family and screen, the frame with its
  /// source, the content margins and the content rectangle with their
  /// markers, and how many findings `check` has there.
  /// - Parameter marginsDisabled: the widget's `contentMarginsDisabled`.
  static func readings(
    for result: WidgetKitLayoutResult, kit: WidgetKitSizes, marginsDisabled: Bool
  ) -> [Reading] {
    let cell = result.cell
    let screen = cell.screen
    let devices = screen.deviceIDs.isEmpty ? "" : " (\(screen.deviceIDs.joined(separator: ", ")))"
    var readings = [
      Reading(
        name: "Family", value: cell.family.rawValue, kind: "", marker: "",
        tooltip: "The WidgetKit family (the family picker)"),
      Reading(
        name: "Screen", value: cell.place, kind: "", marker: "",
        tooltip: "\(screen.idiomName) screen \(screen.id)\(devices): "
          + (screen.marketingNames.isEmpty
            ? "no model of this size" : screen.marketingNames.joined(separator: ", "))),
      Reading(result.frame.size, name: "Frame"),
    ]
    let content = result.content
    let rect = kit.contentRect(
      cell.family, on: screen, target: cell.target, os: cell.os,
      marginsDisabled: marginsDisabled)
    if let margin = result.margin {
      readings.append(
        Reading(
          name: "Content margins", value: "\(formatPoints(margin.value)) pt each side",
          kind: margin.provenance.kind, marker: margin.provenance.marker,
          tooltip: Reading.tooltip(margin.provenance)))
    } else {
      readings.append(
        Reading(
          name: "Content margins", value: "none published", kind: "", marker: "",
          tooltip: "No margin is published for \(cell.family.rawValue) here: the content "
            + "fills the frame"))
    }
    if let rect, result.margin != nil {
      readings.append(Reading(rect.size, name: "Content size"))
    } else {
      readings.append(
        Reading(
          name: "Content size",
          value: "\(formatPoints(content.width)) × \(formatPoints(content.height)) pt",
          kind: "", marker: "", tooltip: "The whole frame: no margin is published"))
    }
    let marker = result.margin?.provenance.marker ?? ""
    readings.append(
      Reading(
        name: "Content origin",
        value: "(\(formatPoints(content.x)), \(formatPoints(content.y)))",
        kind: result.margin?.provenance.kind ?? "", marker: marker,
        tooltip: "The content rectangle's top-left corner in the frame: the margin"))
    let (verdict, first) = CellVerdict.of(result)
    let count = result.diagnostics.count
    readings.append(
      Reading(
        name: "Findings", value: count == 0 ? "none" : "\(count) (\(verdict.title))", kind: "",
        marker: "", tooltip: first ?? "check finds nothing here"))
    return readings
  }
}
