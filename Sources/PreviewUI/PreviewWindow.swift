import GtkKit
import SizingModel
import WidgetDescriptions
import WidgetDrawing

/// The preview window: sidebar controls, the canvas, the numbers panel and the
/// matrix view, all showing one ``PreviewState``.
///
/// Every control change goes through ``apply(_:)``: one solve (no file I/O),
/// then the controls, canvas, panel and matrix are updated in place and the
/// canvas repaints in the next frame. No widget is created after start.
@MainActor
public final class PreviewWindow {
  /// The application window; after it closes (Ctrl+W) it is a destroyed
  /// but valid object (`window.isDestroyed`) until this preview goes.
  public let window: ApplicationWindow
  public private(set) var state: PreviewState
  public private(set) var frame: PreviewFrame
  package private(set) var engine: PreviewEngine
  package let controls: ControlsPanel
  package let canvas: CanvasView
  package let numbers: NumbersPanel
  package let matrix: MatrixView
  package let menu: PreviewMenu
  package let banner = ErrorBanner()
  let reloader = WidgetFileReloader()
  /// Thread CPU seconds spent in ``apply(_:)`` (solve and widget updates).
  public private(set) var updateCPU = 0.0
  /// Bumped on every change (a probe's report carries it).
  public private(set) var changeCount = 0
  /// What the last change fell back from and why, shown first under the
  /// numbers panel (``PreviewState/nearestValid(in:recents:)``).
  public private(set) var fallback: String?
  /// Bumped when a new description is laid out (the matrix's verdicts follow).
  private(set) var descriptionGeneration = 0
  /// Called after every change (a probe's ``PreviewObserver`` hook).
  var onChange: (@MainActor () -> Void)?

  init(application: Application, engine: PreviewEngine, state: PreviewState) {
    self.engine = engine
    let counts = CountControls(engine.layout.description)
    var start = state
    start.recents = counts.fixedRows ?? state.recents ?? counts.startingRows
    start.quickActions = state.quickActions ?? counts.startingActions
    start =
      start.nearestValid(
        in: engine.model, recents: engine.layout.recentsCount(override: nil), hosts: engine.hosts
      ).state
    self.state = start
    self.frame = engine.frame(for: start)
    window = ApplicationWindow(application: application)
    window.setTitle("Widget Sizing Preview")
    window.setDefaultSize(width: 1280, height: 860)
    controls = ControlsPanel(
      devices: engine.model.devices, state: start, counts: counts, hosts: engine.hosts)
    canvas = CanvasView()
    numbers = NumbersPanel()
    matrix = MatrixView(model: engine.model)
    menu = PreviewMenu(window: window)
    layoutWindow()
    connectWidgetFile()
    controls.edit = { [weak self] change in self?.apply(change) }
    menu.onZoom = { [weak self] step in self?.apply { $0.zoom = $0.zoom.stepped(step) } }
    canvas.onModeButton = { [weak self] in
      guard let self, self.frame.layout?.isExpandedAvailable == true else { return }
      self.apply { $0.mode = $0.mode == .expanded ? .compact : .expanded }
    }
    canvas.onHintChange = { [weak self] in self?.onChange?() }
    matrix.onSelect = { [weak self] id, category in
      self?.apply { state in
        if state.host == .widgetKit {
          state.widgetKitScreenID = id
        } else {
          state.deviceID = id
        }
        if category.isAccessibility { state.largerAccessibilitySizes = true }
        state.category = category
      }
    }
    show(frame)
  }

  private func layoutWindow() {
    let paned = Box(.horizontal)
    let side = ScrolledWindow(verticalOnly: true)
    side.setChild(controls.root)
    side.setSizeRequest(width: 270, height: -1)
    side.expandsHorizontally = false
    paned.append(side)
    let center = Box(.vertical)
    center.append(banner.root)
    center.append(canvas.scroller)
    center.append(canvas.hint)
    paned.append(center)
    let right = Box(.vertical, spacing: 6)
    right.append(numbers.root)
    let heading = Label("Matrix (click a cell to select it)")
    heading.marginStart = 12
    heading.addCSSClass("heading")
    right.append(heading)
    matrix.root.marginStart = 8
    right.append(matrix.root)
    let rightScroller = ScrolledWindow(verticalOnly: true)
    rightScroller.setChild(right)
    rightScroller.setSizeRequest(width: Int(MatrixPainter.width) + 12, height: -1)
    rightScroller.expandsHorizontally = false
    paned.append(rightScroller)
    window.setChild(paned)
  }

  /// Applies one control change: re-solve, then update everything in place.
  public func apply(_ change: (inout PreviewState) -> Void) {
    var next = state
    change(&next)
    let valid = next.nearestValid(
      in: engine.model, recents: engine.layout.recentsCount(override: nil), hosts: engine.hosts)
    guard valid.state != state || valid.note != nil || fallback != nil else { return }
    let started = CPUClock.thread()
    fallback = valid.note
    state = valid.state
    frame = engine.frame(for: state)
    show(frame)
    updateCPU += CPUClock.thread() - started
  }

  func show(_ frame: PreviewFrame) {
    changeCount += 1
    let available = frame.layout?.isExpandedAvailable ?? false
    controls.sync(state, expandedAvailable: available)
    let options = DrawingOptions(
      zoom: 1, showsCompactLine: state.showsCompactLine,
      showsMaximumOutline: state.showsMaximumOutline, showsDimensions: state.showsDimensions,
      showsGhosts: state.showsGhosts)
    canvas.show(frame.scene, message: frame.error, options: options, zoom: state.zoom)
    numbers.show(frame.readings, notes: notes(frame))
    matrix.show(state, engine: engine, generation: descriptionGeneration)
    onChange?()
  }

  /// The most diagnostics listed under the numbers panel.
  static let shownNotes = 4

  private func notes(_ frame: PreviewFrame) -> String {
    var lines = fallback.map { [$0] } ?? []
    if let error = frame.error { return (lines + [error]).joined(separator: "\n") }
    guard let diagnostics = frame.laidOut?.diagnostics else {
      return lines.joined(separator: "\n")
    }
    let all = diagnostics.filter { $0.kind != .solver }.errorsFirst()
    lines += all.prefix(Self.shownNotes).map { "• \($0.description)" }
    if all.count > Self.shownNotes {
      lines.append("… and \(all.count - Self.shownNotes) more (sizing-cli layout lists all)")
    }
    return lines.joined(separator: "\n")
  }

  /// Lays out a new widget description in place (for live reload): the
  /// window, the controls and the state stay. The recents and quick-action
  /// counts follow the new description unless the user had changed them;
  /// controls that do not apply to it are made insensitive.
  public func replaceDescription(_ description: WidgetDescription) {
    let old = CountControls(engine.layout.description)
    let counts = CountControls(description)
    state.recents = counts.rows(after: old, current: state.recents)
    state.quickActions = counts.actions(after: old, current: state.quickActions)
    engine = PreviewEngine(description: description, model: engine.model)
    descriptionGeneration += 1
    let valid = state.nearestValid(
      in: engine.model, recents: engine.layout.recentsCount(override: nil), hosts: engine.hosts)
    state = valid.state
    fallback = valid.note
    controls.showCounts(counts)
    controls.showHosts(engine.hosts)
    frame = engine.frame(for: state)
    show(frame)
  }

  /// The canvas's current zoom (fit resolved).
  public var zoom: Double { canvas.zoom }
  /// True while a height animation runs.
  public var isAnimating: Bool { canvas.isAnimating }
}
