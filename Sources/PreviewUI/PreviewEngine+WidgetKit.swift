import SizingModel
import TodayLayout
import WidgetDrawing

extension PreviewEngine {
  /// The WidgetKit screen of a device of the preview's catalog
  /// (``WidgetKitSizes/screen(for:)``), and the cell its family is laid out
  /// in at `category`; or why there is none (no screen, no frame).
  public func widgetKitCell(
    _ family: WidgetFamily, deviceID: String, category: ContentSizeCategory
  ) -> Result<WidgetKitCell, SizingError> {
    let kit = widgetKit?.kit ?? .standard
    let device = (try? model.device(deviceID)) ?? model.devices[0]
    guard let screen = kit.screen(for: device) else {
      return .failure(
        .unsupported("\(device.name) has no screen in Apple's WidgetKit tables (\(device.id))"))
    }
    let target = WidgetKitCell.layoutTarget(family, on: screen)
    guard kit.frame(family, on: screen, target: target) != nil else {
      return .failure(
        .unsupported(
          kit.whyNoFrame(family, on: screen, target: target)
            ?? "\(family.rawValue) has no frame on \(screen.id)"))
    }
    return .success(
      WidgetKitCell(family: family, screen: screen, target: target, category: category))
  }

  /// Solves `state` as a WidgetKit widget: the family on the device's
  /// screen at the text size; no layout, and why, where there is no frame.
  func widgetKitFrame(for state: PreviewState, environment: WidgetEnvironment) -> PreviewFrame {
    var frame = PreviewFrame(
      state: state, environment: environment, layout: nil, scene: nil,
      readings: Reading.unavailableWidgetKit, error: nil, widgetKit: nil)
    guard let widgetKit else {
      frame.error = PreviewHosts(hasToday: true, families: []).whyNot(.widgetKit)
      return frame
    }
    do {
      let cell = try widgetKitCell(
        state.family, deviceID: state.deviceID, category: state.category
      ).get()
      let result = try widgetKit.layout(cell)
      frame.widgetKit = result
      frame.scene = WidgetScene(result, appName: layout.description.appName)
      frame.readings = Reading.readings(
        for: result, kit: widgetKit.kit, marginsDisabled: widgetKit.trees.contentMarginsDisabled)
    } catch {
      frame.error = error.description
    }
    return frame
  }
}
