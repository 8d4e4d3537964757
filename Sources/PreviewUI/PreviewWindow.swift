import CGtk
import GtkKit
import SizingModel
import TodayLayout
import WidgetDrawing

/// The preview window: sidebar controls, the canvas, the numbers panel and the
/// matrix view, all showing one ``PreviewState``.
///
/// Every control change goes through ``apply(_:)``: one solve (no file I/O),
/// then the controls, canvas, panel and matrix are updated in place and the
/// canvas repaints in the next frame. No widget is created after start.
@MainActor
public final class PreviewWindow {
  /// The GtkApplicationWindow (owned by the application).
  public let window: UnsafeMutablePointer<GtkWidget>
  public private(set) var state: PreviewState
  public private(set) var frame: PreviewFrame
  private(set) var engine: PreviewEngine
  let controls: ControlsPanel
  let canvas: CanvasView
  let numbers: NumbersPanel
  let matrix: MatrixView
  let menu: PreviewMenu
  let banner = ErrorBanner()
  let reloader = WidgetFileReloader()
  /// Thread CPU seconds spent in ``apply(_:)`` (solve and widget updates).
  public private(set) var updateCPU = 0.0
  /// Bumped on every change; the report file carries it.
  public private(set) var changeCount = 0
  /// Called after every change (the report hook).
  var onChange: (@MainActor () -> Void)?

  init(
    application: UnsafeMutablePointer<GtkApplication>, engine: PreviewEngine, state: PreviewState
  ) {
    self.engine = engine
    var start = state
    start.recents = state.recents ?? Self.startingRecents(engine.layout.description)
    start.quickActions = state.quickActions ?? Self.startingActions(engine.layout.description)
    self.state = start
    self.frame = engine.frame(for: start)
    window = gtk_application_window_new(application)
    gtk_window_set_title(cast(window), "Widget Sizing Preview")
    gtk_window_set_default_size(cast(window), 1280, 860)
    controls = ControlsPanel(devices: engine.model.devices, state: start)
    canvas = CanvasView()
    numbers = NumbersPanel()
    matrix = MatrixView(model: engine.model)
    menu = PreviewMenu(window: window, application: application)
    layoutWindow()
    connectWidgetFile()
    controls.edit = { [weak self] change in self?.apply(change) }
    menu.onZoom = { [weak self] step in self?.apply { $0.zoom = $0.zoom.stepped(step) } }
    canvas.onModeButton = { [weak self] in
      guard let self, self.frame.layout?.isExpandedAvailable == true else { return }
      self.apply { $0.mode = $0.mode == .expanded ? .compact : .expanded }
    }
    matrix.onSelect = { [weak self] id, category in
      self?.apply { state in
        state.deviceID = id
        if category.isAccessibility { state.largerAccessibilitySizes = true }
        state.category = category
      }
    }
    show(frame)
  }

  private func layoutWindow() {
    let paned = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    let side = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(cast(side), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(cast(side), controls.root.pointer)
    gtk_widget_set_size_request(side, 270, -1)
    gtk_widget_set_hexpand(side, 0)
    gtk_box_append(cast(paned), side)
    let center = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(cast(center), banner.root.pointer)
    gtk_box_append(cast(center), canvas.scroller.pointer)
    gtk_box_append(cast(paned), center)
    let right = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    gtk_box_append(cast(right), numbers.root.pointer)
    let heading = gtk_label_new("Matrix (click a cell to select it)")
    gtk_label_set_xalign(cast(heading), 0)
    gtk_widget_set_margin_start(heading, 12)
    Styles.addClass(heading, "heading")
    gtk_box_append(cast(right), heading)
    gtk_widget_set_margin_start(matrix.root.pointer, 8)
    gtk_box_append(cast(right), matrix.root.pointer)
    let rightScroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(cast(rightScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(cast(rightScroller), right)
    gtk_widget_set_size_request(rightScroller, Int32(MatrixPainter.width) + 12, -1)
    gtk_widget_set_hexpand(rightScroller, 0)
    gtk_box_append(cast(paned), rightScroller)
    gtk_window_set_child(cast(window), paned)
  }

  /// Applies one control change: re-solve, then update everything in place.
  public func apply(_ change: (inout PreviewState) -> Void) {
    var next = state
    change(&next)
    guard next != state else { return }
    let started = CPUClock.thread()
    state = next
    frame = engine.frame(for: next)
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
    matrix.show(state)
    onChange?()
  }

  /// The most diagnostics listed under the numbers panel.
  static let shownNotes = 4

  private func notes(_ frame: PreviewFrame) -> String {
    if let error = frame.error { return error }
    guard let layout = frame.layout else { return "" }
    let all = layout.diagnostics.filter { $0.kind != .solver }
    var lines = all.prefix(Self.shownNotes).map { "• \($0.description)" }
    if all.count > Self.shownNotes {
      lines.append("… and \(all.count - Self.shownNotes) more (sizing-cli layout lists all)")
    }
    return lines.joined(separator: "\n")
  }

  /// Lays out a new widget description in place (for live reload): the
  /// window, the controls and the state stay. The recents and quick-action
  /// counts follow the new description unless the user had changed them.
  public func replaceDescription(_ description: WidgetDescription) {
    let old = engine.layout.description
    if state.recents == Self.startingRecents(old) {
      state.recents = Self.startingRecents(description)
    }
    if state.quickActions == Self.startingActions(old) {
      state.quickActions = Self.startingActions(description)
    }
    engine = PreviewEngine(description: description, model: engine.model)
    frame = engine.frame(for: state)
    show(frame)
  }

  /// The recents control's value for a description: its count, at most 8.
  private static func startingRecents(_ description: WidgetDescription) -> Int {
    min(description.recents.count, 8)
  }

  /// The quick-actions control's value for a description: its count, 1…4.
  private static func startingActions(_ description: WidgetDescription) -> Int {
    min(max(description.quickActions.count, 1), 4)
  }

  /// The canvas's current zoom (fit resolved).
  public var zoom: Double { canvas.zoom }
  /// True while a height animation runs.
  public var isAnimating: Bool { canvas.isAnimating }
}
