import SizingModel
import WidgetLayout

extension PreviewEngine {
  /// The Today cell a state describes: its environment (device,
  /// orientation, location, iOS, text size).
  public func environment(for state: PreviewState) -> WidgetEnvironment {
    let device = (try? model.device(state.deviceID)) ?? model.devices[0]
    return WidgetEnvironment(
      device: device, orientation: state.orientation, location: state.location, os: state.os,
      category: state.category)
  }

  /// The WidgetKit screen of a device of the preview's catalog
  /// (``WidgetKitSizes/screen(for:)``), and the cell its family is laid out
  /// in at `category`; or why there is none (no screen, no frame).
  public func widgetKitCell(
    _ family: WidgetFamily, deviceID: String, category: ContentSizeCategory
  ) -> Result<WidgetKitCell, SizingError> {
    var state = PreviewState()
    state.deviceID = deviceID
    return widgetKitCell(family, state: state, category: category)
  }

  /// The cell of `state`'s WidgetKit environment: its screen (or its
  /// device's), iOS, placement and icon size, checked by the model's one
  /// validator (``WidgetKitSizes/place(_:on:marginsDisabled:)``).
  public func widgetKitCell(
    _ family: WidgetFamily, state: PreviewState, category: ContentSizeCategory
  ) -> Result<WidgetKitCell, SizingError> {
    let kit = widgetKit?.kit ?? .standard
    let screen: WidgetKitScreen
    if let id = state.widgetKitScreenID {
      do { screen = try kit.screen(id) } catch { return .failure(error) }
    } else {
      let device = (try? model.device(state.deviceID)) ?? model.devices[0]
      guard let found = kit.screen(for: device) else {
        return .failure(
          .unsupported("\(device.name) has no screen in Apple's WidgetKit tables (\(device.id))"))
      }
      screen = found
    }
    guard
      let placement = state.placement
        ?? kit.defaultPlacement(of: family, on: screen.idiom, os: state.widgetKitOS)
    else {
      return .failure(
        .unsupported(
          "\(family.rawValue) appears nowhere on the \(screen.idiomName) in iOS "
            + state.widgetKitOS.name))
    }
    let cell = WidgetKitCell(
      family: family, screen: screen, placement: placement, os: state.widgetKitOS,
      icons: placement == .homeScreen ? state.icons : .small, category: category, kit: kit)
    do {
      _ = try kit.place(cell.host, on: screen)
    } catch {
      return .failure(error)
    }
    return .success(cell)
  }
}
