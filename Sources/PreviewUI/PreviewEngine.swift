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
  public var hosts: PreviewHosts

  public init(description: WidgetDescription, model: WidgetSizes = .standard) {
    self.model = model
    self.layout = TodayWidgetLayout(
      description: description, model: model, measurer: PangoTextMeasurer.shared)
    widgetKit = try? WidgetKitLayout(
      description: description, model: model, measurer: PangoTextMeasurer.shared)
    hosts = PreviewHosts(description)
  }

  /// The environment a state describes.
  public func environment(for state: PreviewState) -> WidgetEnvironment {
    let device = (try? model.device(state.deviceID)) ?? model.devices[0]
    return WidgetEnvironment(
      device: device, orientation: state.orientation, location: state.location, os: state.os,
      category: state.category)
  }

  /// Solves `state`.
  public func frame(for state: PreviewState) -> PreviewFrame {
    let env = environment(for: state)
    if state.host == .widgetKit { return widgetKitFrame(for: state, environment: env) }
    do {
      let sections = try layout.sections(
        in: env, recents: state.recents, quickActions: state.quickActions)
      let result = TodayLayoutResult(sections: sections, requestedMode: state.mode)
      let scene = WidgetScene(result, appName: layout.description.appName)
      return PreviewFrame(
        state: state, environment: env, layout: result, scene: scene,
        readings: Reading.readings(
          for: result, recents: layout.recentsCount(override: state.recents),
          maxRows: layout.description.maxRows), error: nil, widgetKit: nil)
    } catch {
      return PreviewFrame(
        state: state, environment: env, layout: nil, scene: nil,
        readings: Reading.unavailable, error: error.description, widgetKit: nil)
    }
  }
}
