import GtkKit
import PreviewUI
import SizingModel
import StackLayout

extension PreviewReport {
  /// The host switch, the family picker, the WidgetKit frame and the
  /// controls' sensitivity (1/0, in the sidebar's order), for the GUI tests.
  func hostLines(_ preview: PreviewWindow) -> [String] {
    let controls = preview.controls
    let state = preview.state
    var lines = [
      "host=\(state.host.rawValue)",
      "family=\(state.family.rawValue)",
      "families=" + controls.hosts.families.map(\.rawValue).joined(separator: ","),
      "hostSensitive="
        + controls.hostButtons.map { $0.isSensitive ? "1" : "0" }.joined(separator: ","),
      "familySensitive=\(controls.family.isSensitive ? 1 : 0)",
      "orientationSensitive=\(controls.orientationButtons[0].isSensitive ? 1 : 0)",
      "locationSensitive=\(controls.location.isSensitive ? 1 : 0)",
      "overlaysSensitive=\(controls.overlayChecks[0].isSensitive ? 1 : 0)",
      "frameError=" + (preview.frame.error ?? ""),
      "matrixDescription=\(preview.matrix.cellDescription)",
      "matrixMode=\(preview.matrix.fitPainter == nil ? "height" : "fit")",
      "widgetKitScreen=" + (preview.frame.widgetKit?.cell.screen.id ?? ""),
      "widgetKitOS=\(state.widgetKitOS.name)",
      "placement=" + (preview.frame.widgetKit?.cell.placement.rawValue ?? ""),
      "icons=\(state.icons.rawValue)",
      "iconsSensitive=\(controls.widgetKit.largeIcons.isSensitive ? 1 : 0)",
      "renderingMode=\(state.renderingMode.rawValue)",
      "appearance=\(state.appearance.rawValue)",
      "osChoices=" + controls.widgetKit.osShown.map(\.name).joined(separator: ","),
      "osNote=" + controls.widgetKit.osNote.text,
      "matrixRows="
        + (preview.matrix.fitPainter?.matrix.rows.map(\.screen.id).joined(separator: ",") ?? ""),
    ]
    let named: [(String, Widget)] = [
      ("hostToday", controls.hostButtons[0]), ("hostWidgetKit", controls.hostButtons[1]),
      ("familyDropDown", controls.family), ("locationDropDown", controls.location),
      ("iconsSwitch", controls.widgetKit.largeIcons),
      ("widgetKitScreenDropDown", controls.widgetKit.screen),
      ("renderingVibrant", controls.widgetKit.renderingButtons[2]),
      ("renderingFullColor", controls.widgetKit.renderingButtons[0]),
      ("appearanceDark", controls.widgetKit.appearanceButtons[1]),
      ("osDropDown", controls.widgetKit.os),
    ]
    for (name, widget) in named where widget.isMapped {
      if let box = bounds(widget) {
        lines.append("\(name)=\(box.x),\(box.y),\(box.width),\(box.height)")
      }
    }
    guard let result = preview.frame.widgetKit else { return lines }
    let size = result.frame.size.size
    lines.append("frameSize=\(formatPoints(size.width)),\(formatPoints(size.height))")
    let shown = result.shown.size.size
    lines.append("shownSize=\(formatPoints(shown.width)),\(formatPoints(shown.height))")
    let content = result.content
    lines.append("contentRect=\(content.x),\(content.y),\(content.width),\(content.height)")
    if let area = bounds(preview.canvas.area) {
      let origin = preview.canvas.contentOrigin
      let zoom = preview.zoom
      lines.append(
        "card=\(area.x + origin.x),\(area.y + origin.y),\(shown.width * zoom),"
          + "\(shown.height * zoom)")
    }
    return lines
  }
}
