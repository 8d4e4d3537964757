import CGtk
import Foundation
import GtkKit
import WidgetDrawing

/// The test hook behind `--report-file`: after every change has settled
/// (animation done, frame painted) the window's readings and the geometry of
/// its controls are written to a file, atomically (temporary file + rename),
/// so the GUI tests can check numbers and aim real pointer events.
///
/// Only active with `--report-file`; without it the slider path does no I/O.
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
      gtk_widget_queue_draw(preview.window)
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
      "animationHeights="
        + preview.canvas.animationHeights.map { String($0) }.joined(separator: ","),
      "renderer=\(WindowSnapshot.rendererName(preview.window))",
      "widgetFile=\(preview.widgetFile ?? "")",
      "fileError=\(preview.fileError ?? "")",
      "appName=\(preview.engine.layout.description.appName)",
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
    if let area = bounds(preview.canvas.area.pointer) {
      lines.append("content=\(area.x + origin.x),\(area.y + origin.y)")
      if let scene = preview.frame.scene, let button = WidgetPainter.modeButtonFrame(scene) {
        let zoom = preview.zoom
        lines.append(
          "headerButton=\(area.x + origin.x + button.x * zoom),\(area.y + origin.y + button.y * zoom),"
            + "\(button.width * zoom),\(button.height * zoom)")
      }
    }
    let named: [(String, UnsafeMutablePointer<GtkWidget>)] = [
      ("slider", preview.controls.scale.pointer),
      ("switch", preview.controls.accessibilitySwitch.pointer),
      ("modeToggle", preview.controls.modeToggle.pointer),
      ("deviceDropDown", preview.controls.device.pointer),
      ("portrait", preview.controls.orientationButtons[0].pointer),
      ("landscape", preview.controls.orientationButtons[1].pointer),
      ("canvas", preview.canvas.scroller.pointer),
      ("matrix", preview.matrix.area.pointer),
      ("banner", preview.banner.root.pointer),
      ("menuButton", preview.menu.menuButton.pointer),
      ("window", preview.window),
    ]
    for (name, widget) in named where gtk_widget_get_mapped(widget) != 0 {
      if let box = bounds(widget) {
        lines.append("\(name)=\(box.x),\(box.y),\(box.width),\(box.height)")
      }
    }
    lines.append(
      "modeToggleSensitive=\(gtk_widget_get_sensitive(preview.controls.modeToggle.pointer))")
    lines.append(
      "matrixGeometry=\(MatrixPainter.nameWidth),\(MatrixPainter.cellWidth),\(MatrixPainter.rowHeight)"
    )
    lines.append("rssKB=\(Self.residentKB())")
    let text = lines.joined(separator: "\n") + "\n"
    let temporary = path + ".tmp"
    if (try? text.write(toFile: temporary, atomically: false, encoding: .utf8)) != nil {
      rename(temporary, path)
    }
  }

  private func bounds(_ widget: UnsafeMutablePointer<GtkWidget>) -> (
    x: Double, y: Double, width: Double, height: Double
  )? {
    guard let preview else { return nil }
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, preview.window, &rect) != 0 else { return nil }
    // Window coordinates start inside the client-side decorations' shadow
    // margin; X (xdotool, screenshots) counts from the surface's corner.
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(cast(preview.window), &surfaceX, &surfaceY)
    return (
      surfaceX + Double(rect.origin.x), surfaceY + Double(rect.origin.y),
      Double(rect.size.width), Double(rect.size.height)
    )
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
