import PangoText
import SizingModel
import StackLayout
import WidgetDescriptions
import WidgetDrawing
import WidgetLayout

/// One solved preview: the layout, the scene to draw and the panel's readings.
public struct PreviewFrame: Sendable {
  public var state: PreviewState
  public var environment: WidgetEnvironment
  /// The layout, or nil when the environment does not exist (`error` says why).
  public var layout: TodayLayoutResult?
  public var scene: WidgetScene?
  public var readings: [Reading]
  /// Why there is no layout, for example a column location on an iPhone.
  public var error: String?
  /// The WidgetKit layout in WidgetKit mode (``layout`` is then nil).
  public var widgetKit: WidgetKitLayoutResult?

  /// The cell laid out, whatever the host: what the diagnostics and checks read.
  public var laidOut: (any CellLayout)? { layout ?? widgetKit }
}

/// Turns a ``PreviewState`` into a ``PreviewFrame``: sizing model, stack
/// solver with the Pango measurer, scene. No GTK and no file I/O, so the
/// slider path is one call.
public struct PreviewEngine: Sendable {
  public var model: WidgetSizes
  public var layout: TodayWidgetLayout
  /// The description's WidgetKit layout; nil without a `widgetKit` section.
  public var widgetKit: WidgetKitLayout?
  /// The hosts and families the description offers.
  public var hosts: HostResolver

  public init(description: WidgetDescription, model: WidgetSizes = .standard) {
    self.model = model
    self.layout = TodayWidgetLayout(
      description: description, model: model, measurer: PangoTextMeasurer.shared)
    widgetKit = try? WidgetKitLayout(
      description: description, model: model, measurer: PangoTextMeasurer.shared)
    hosts = HostResolver(description)
  }

  /// Solves `state` in its host.
  public func frame(for state: PreviewState) -> PreviewFrame {
    state.host.preview.frame(for: state, in: self)
  }
}
