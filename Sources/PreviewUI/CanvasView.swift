import GtkKit
import WidgetDrawing

/// The canvas: a `GtkDrawingArea` in a scrolled window that draws the current
/// scene with ``WidgetPainter`` at the chosen zoom, and eases height changes.
///
/// A new scene only stores the value and queues a draw: no widget is rebuilt.
/// The drawing area holds the view weakly (nothing here keeps the view
/// alive but its window). The animation runs on the frame clock (`ease-out cubic`, 180 ms); its last
/// frame draws `scene.height` exactly.
@MainActor
package final class CanvasView {
  package let scroller = ScrolledWindow()
  package let area = DrawingArea()
  /// The line under the canvas that says when the widget does not fit at
  /// the chosen zoom (``hintText``); hidden when it does.
  package let hint = Label()
  package internal(set) var shownHint: String?
  /// Called when the hint changes without a control change (a new allocation).
  var onHintChange: (@MainActor () -> Void)?
  private(set) var scene: WidgetScene?
  private(set) var zoomChoice = PreviewZoom.one
  private(set) var options = DrawingOptions()
  private var message: String?
  private var animation: (from: Double, to: Double, start: Int)?
  private var displayedHeight: Double?
  private var ticking = false
  private var isDark = false
  /// Called when the header's Show More / Show Less is clicked.
  var onModeButton: (@MainActor () -> Void)?
  /// Draw calls so far (the benchmark and tests read it).
  package private(set) var drawCount = 0
  /// The in-between heights the last height animation showed, in points,
  /// one per frame (for the report: an ease-out from the old height).
  package private(set) var animationHeights: [Double] = []
  /// Thread CPU seconds spent drawing the widget.
  package private(set) var drawCPU = 0.0
  static let duration = 180_000.0  // microseconds
  /// One frame of the 60 Hz frame clock, in microseconds.
  static let frameInterval = 16_667

  init() {
    scroller.setChild(area)
    // Only as large as the drawing at 1× and 2× (the scroller's CSS paints the
    // backdrop around it), so a step repaints the widget, not the whole column.
    area.align(horizontal: .start, vertical: .start)
    scroller.expandsHorizontally = true
    scroller.expandsVertically = true
    scroller.addCSSClass("canvas")
    area.setAccessibleLabel("Widget preview")
    hint.ellipsizeAtEnd()
    hint.marginStart = 8
    hint.isVisible = false
    area.onClick { [weak self] _, x, y in self?.clicked(x: x, y: y) }
    area.onDraw(owner: self) { view, target in view.draw(target.cairo) }
  }

  /// The zoom the canvas draws at now (fit resolves against the allocation;
  /// 1× falls back to fit, never above 1× and rounded down to a whole
  /// percent, while it is wider than the canvas: fewer font scales cached).
  var zoom: Double {
    switch zoomChoice {
    case .two: return 2
    case .one: return fallsBackToFit ? min(1, (fittingZoom * 100).rounded(.down) / 100) : 1
    case .fit: return fittingZoom
    }
  }

  /// The zoom that shows the whole canvas in the scroller (0.25×–3×).
  private var fittingZoom: Double {
    guard let scene else { return 1 }
    let (width, height) = WidgetPainter.canvasSize(scene, options: unitOptions)
    let (available, availableHeight) = (Double(scroller.width) - 4, Double(scroller.height) - 4)
    guard available > 0, availableHeight > 0 else { return 1 }
    return min(3, max(0.25, min(available / width, availableHeight / height)))
  }

  private var unitOptions: DrawingOptions {
    var unit = options
    unit.zoom = 1
    return unit
  }

  /// The card with its margins at `zoom`, in pixels; nil without a scene.
  /// The dimension labels' gutter is left out: a 398 pt iPhone Plus widget
  /// stays at 1× in the default window with its height labels scrolled off.
  func cardWidth(atZoom zoom: Double) -> Double? {
    scene.map { ($0.width + 2 * WidgetPainter.margin) * zoom }
  }

  /// True when 1× is chosen but the card at 1× is wider than the scroller:
  /// the widget is then drawn as Fit draws it (at most 1×) and ``hint`` says so.
  var fallsBackToFit: Bool {
    guard zoomChoice == .one, let width = cardWidth(atZoom: 1), scroller.width > 0 else {
      return false
    }
    return width > Double(scroller.width) - 4
  }

  /// Shows `scene` (or `message` when there is no layout); animates height.
  func show(_ scene: WidgetScene?, message: String?, options: DrawingOptions, zoom: PreviewZoom) {
    let oldHeight = displayedHeight
    self.scene = scene
    self.message = message
    self.options = options
    self.zoomChoice = zoom
    if let scene, let oldHeight, abs(oldHeight - scene.height) > 0.01 {
      animation = (oldHeight, scene.height, 0)
      animationHeights.removeAll(keepingCapacity: true)
      startTicking()
    } else {
      animation = nil
      displayedHeight = scene?.height
    }
    if let scene, scene.isDark != isDark {
      isDark = scene.isDark
      if isDark {
        scroller.addCSSClass("dark")
      } else {
        scroller.removeCSSClass("dark")
      }
    }
    updateSize()
    area.queueDraw()
  }

  /// A click on the drawn header button acts like the sidebar's toggle.
  private func clicked(x: Double, y: Double) {
    guard let scene, let frame = WidgetPainter.modeButtonFrame(scene) else { return }
    let origin = WidgetPainter.contentOrigin(options)
    let (px, py) = (x / zoom - origin.x, y / zoom - origin.y)
    let slop = 6.0
    if px >= frame.x - slop, px <= frame.maxX + slop, py >= frame.y - slop,
      py <= frame.maxY + slop
    {
      onModeButton?()
    }
  }

  /// True while a height animation runs, or a new size for a new
  /// allocation is still to be applied (the screenshot and report wait).
  var isAnimating: Bool { animation != nil || resizePending }

  private func startTicking() {
    guard !ticking else { return }
    ticking = true
    FrameTicks.add(to: area) { [weak self] time in
      guard let self else { return false }
      return self.tick(time)
    }
  }

  private func tick(_ time: Int) -> Bool {
    guard var running = animation else {
      ticking = false
      return false
    }
    if running.start == 0 {
      // Count the first frame as one frame in, so the change shows at once.
      running.start = time - Self.frameInterval
      animation = running
    }
    let progress = min(1, Double(time - running.start) / Self.duration)
    let eased = 1 - pow3(1 - progress)
    if progress >= 1 {
      animation = nil
      displayedHeight = running.to
    } else {
      displayedHeight = running.from + (running.to - running.from) * eased
      if let displayedHeight { animationHeights.append(displayedHeight) }
    }
    area.queueDraw()
    if animation == nil { ticking = false }
    return animation != nil
  }

  /// Sizes the drawing area for 1× / 2×. The height only grows while the
  /// width stays the same (a slider step never shrinks it), so most steps
  /// repaint without a relayout; a new width (device, orientation, zoom)
  /// starts over.
  private func updateSize() {
    resizePending = false
    sizedForFallback = fallsBackToFit
    updateHint()
    guard let scene, zoomChoice != .fit, !sizedForFallback else {
      setContentSize(width: 0, height: 0)
      area.align(horizontal: .fill, vertical: .fill)
      return
    }
    area.align(horizontal: .start, vertical: .start)
    var sized = options
    sized.zoom = zoom
    let size = WidgetPainter.canvasSize(scene, options: sized)
    let width = Int(size.width.rounded(.up))
    var height = Int(size.height.rounded(.up))
    if width == contentSize.width { height = max(height, contentSize.height) }
    setContentSize(width: width, height: height)
  }

  private var contentSize: (width: Int, height: Int) = (-1, -1)
  /// Whether the last ``updateSize()`` sized the area for the fit fallback.
  private var sizedForFallback = false
  /// True from a draw that found the allocation changed to the next ``updateSize()``.
  private var resizePending = false

  private func setContentSize(width: Int, height: Int) {
    guard (width, height) != contentSize else { return }
    contentSize = (width, height)
    area.contentWidth = width
    area.contentHeight = height
  }

  private func draw(_ cr: OpaquePointer) {
    let started = CPUClock.thread()
    defer { drawCPU += CPUClock.thread() - started }
    drawCount += 1
    if fallsBackToFit != sizedForFallback || hintText != shownHint {
      // The allocation changed whether 1× fits: size again after this frame.
      if !resizePending {
        resizePending = true
        MainLoop.idleOnce { [weak self] in self?.updateSize() }
      }
    }
    var drawing = options
    drawing.zoom = zoom
    if let scene, let displayedHeight, displayedHeight != scene.height {
      drawing.animatedHeight = displayedHeight
    }
    CanvasPainter.draw(
      scene, message: message ?? "", options: drawing, into: DrawingContext(cairo: cr))
  }

  /// Where the widget's content area starts inside the drawing area, in pixels.
  /// For a WidgetKit widget: the frame's top-left corner (no header).
  package var contentOrigin: (x: Double, y: Double) {
    if scene?.widgetKit != nil {
      return (WidgetPainter.margin * zoom, WidgetPainter.margin * zoom)
    }
    let origin = WidgetPainter.contentOrigin(options)
    return (origin.x * zoom, origin.y * zoom)
  }
}

private func pow3(_ x: Double) -> Double { x * x * x }
