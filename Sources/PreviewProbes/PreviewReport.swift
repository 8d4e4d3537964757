import Foundation
import GtkKit
import PreviewUI
import StackLayout
import WidgetDrawing

/// `sizing-preview-probe --report-file PATH`, what the GUI tests read: after every change has settled
/// (animation done, frame painted) the window's readings and the geometry of
/// its controls are written to a file, atomically (temporary file + rename),
/// so the GUI tests can check numbers and aim real pointer events.
///
/// Lives in the probe, not in the product: the shipped `sizing-preview`
/// writes no report.
@MainActor
final class PreviewReport {
  let path: String
  private weak var preview: PreviewWindow?
  private var pending = false

  init(path: String, preview: PreviewWindow) {
    self.path = path
    self.preview = preview
  }

  /// Writes once the current change has settled.
  func schedule() {
    guard !pending else { return }
    pending = true
    MainLoop.every(milliseconds: 20) { [weak self] in
      guard let self, let preview = self.preview else { return false }
      if preview.isAnimating { return true }
      FrameTicks.afterNextPaint(of: preview.window) { [weak self] in
        self?.pending = false
        self?.write()
      }
      preview.window.queueDraw()
      return false
    }
  }

  private func write() {
    guard let preview else { return }
    let state = preview.state
    var lines = [
      "seq=\(preview.changeCount)",
      "device=\(state.deviceID)",
      "category=\(state.category.shortName)",
      "categoryName=\(state.category.displayName)",
      "orientation=\(state.orientation.rawValue)",
      "location=\(state.location.rawValue)",
      "os=\(state.os.name)",
      "mode=\(preview.frame.layout?.mode.rawValue ?? "none")",
      "expandedAvailable=\(preview.frame.layout?.isExpandedAvailable == true ? 1 : 0)",
      "largerAccessibilitySizes=\(state.largerAccessibilitySizes ? 1 : 0)",
      "zoom=\(preview.zoom)",
      "zoomChoice=\(state.zoom.rawValue)",
      "zoomHint=\(preview.canvas.shownHint ?? "")",
      "animationHeights="
        + preview.canvas.animationHeights.map { String($0) }.joined(separator: ","),
      "renderer=\(WindowSnapshot.rendererName(preview.window))",
      "widgetFile=\(preview.widgetFile ?? "")",
      "fileError=\(preview.fileError ?? "")",
      "appName=\(preview.engine.layout.description.appName)",
      "fallback=" + (preview.fallback ?? "").replacingOccurrences(of: "\n", with: " | "),
    ]
    if let layout = preview.frame.layout {
      lines.append("compactHeight=\(layout.compactHeight.value)")
      lines.append("preferredHeight=\(layout.preferredContentSize.height.value)")
      lines.append("widgetWidth=\(layout.widgetWidth.value)")
      lines.append("visibleRows=\(layout.visibleRecents)")
      let rows = layout.elements.filter { $0.kind == .row && $0.isVisible }
      lines.append("rowBottoms=" + rows.map { "\($0.frame.maxY)" }.joined(separator: ","))
    }
    for reading in preview.frame.readings { lines.append("reading=\(reading.accessibleName)") }
    let origin = preview.canvas.contentOrigin
    if let area = bounds(preview.canvas.area) {
      lines.append("content=\(area.x + origin.x),\(area.y + origin.y)")
      if let scene = preview.frame.scene, let button = WidgetPainter.modeButtonFrame(scene) {
        let zoom = preview.zoom
        lines.append(
          "headerButton=\(area.x + origin.x + button.x * zoom),\(area.y + origin.y + button.y * zoom),"
            + "\(button.width * zoom),\(button.height * zoom)")
      }
    }
    let named: [(String, Widget)] = [
      ("slider", preview.controls.scale),
      ("switch", preview.controls.accessibilitySwitch),
      ("modeToggle", preview.controls.modeToggle),
      ("recents", preview.controls.recents),
      ("quickActions", preview.controls.quickActions),
      ("deviceDropDown", preview.controls.device),
      ("portrait", preview.controls.orientationButtons[0]),
      ("landscape", preview.controls.orientationButtons[1]),
      ("os9", preview.controls.osButtons[0]),
      ("os10", preview.controls.osButtons[1]),
      ("os13", preview.controls.osButtons[2]),
      ("canvas", preview.canvas.scroller),
      ("matrix", preview.matrix.area),
      ("banner", preview.banner.root),
      ("hintLine", preview.canvas.hint),
      ("menuButton", preview.menu.menuButton),
      ("window", preview.window),
    ]
    for (name, widget) in named where widget.isMapped {
      if let box = bounds(widget) {
        lines.append("\(name)=\(box.x),\(box.y),\(box.width),\(box.height)")
      }
    }
    lines.append("modeToggleSensitive=\(preview.controls.modeToggle.isSensitive ? 1 : 0)")
    lines.append("modeToggleTip=\(preview.controls.modeToggleTip ?? "")")
    lines += countLines(preview.controls)
    lines.append("notes=" + preview.numbers.notesText.replacingOccurrences(of: "\n", with: " | "))
    lines.append(
      "osSensitive="
        + preview.controls.osButtons.map { $0.isSensitive ? "1" : "0" }.joined(separator: ","))
    lines.append(
      "matrixGeometry=\(MatrixPainter.nameWidth),\(MatrixPainter.cellWidth),\(MatrixPainter.rowHeight)"
    )
    if let plot = preview.matrix.plotReport {
      lines.append("plotMetric=\(plot.title)")
      lines.append(
        "plotGridlines=" + plot.gridlines.map { formatPoints($0) }.joined(separator: ","))
      lines.append("plotLegend=" + plot.legend.joined(separator: ";"))
    }
    lines += hostLines(preview)
    lines.append("rssKB=\(Self.residentKB())")
    let text = lines.joined(separator: "\n") + "\n"
    let temporary = path + ".tmp"
    if (try? text.write(toFile: temporary, atomically: false, encoding: .utf8)) != nil {
      rename(temporary, path)
    }
  }

  /// The count controls: title, value, whether they apply, and why not.
  private func countLines(_ controls: ControlsPanel) -> [String] {
    [
      "recentsTitle=\(controls.counts.rowsTitle)",
      "recentsValue=\(controls.recents.value)",
      "recentsSensitive=\(controls.recents.isSensitive ? 1 : 0)",
      "recentsTip=\(controls.counts.rowsTip ?? "")",
      "quickActionsSensitive=\(controls.quickActions.isSensitive ? 1 : 0)",
      "quickActionsTip=\(controls.counts.quickActionsTip ?? "")",
    ]
  }

  /// `widget`'s bounds in X coordinates of the window's surface: window
  /// coordinates start inside the client-side decorations' shadow margin,
  /// X (xdotool, screenshots) counts from the surface's corner.
  func bounds(_ widget: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard let preview, var rect = widget.bounds(in: preview.window) else { return nil }
    let offset = preview.window.surfaceOffset
    rect.x += offset.x
    rect.y += offset.y
    return rect
  }

  /// This process's resident set, in KiB (from /proc/self/statm).
  static func residentKB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }
}
