import GtkKit
import SizingModel

/// The sidebar's WidgetKit environment: every WidgetKit screen (iPhones,
/// then iPads), the iOS (14 … 18, 26), the placement and the Home Screen's
/// icon size. Sensitive in WidgetKit mode only; the model's validator
/// refuses a combination that did not exist (the canvas says why).
@MainActor
final class WidgetKitEnvironmentControls {
  let root = Box(.vertical, spacing: 6)
  let screens: [WidgetKitScreen]
  let screen: DropDown
  let os = DropDown(OSVersion.widgetKitReleases.map { "iOS \($0.name)" })
  let placement = DropDown(["Default"] + WidgetPlacement.allCases.map(\.title))
  let largeIcons = Switch()
  /// Applies a mutation to the preview's state (set by the panel).
  var send: (((inout PreviewState) -> Void) -> Void)?

  /// `iPhone 402x874`: the idiom first, so the list reads grouped iPhone /
  /// iPad (the models are the tooltip, to keep the sidebar narrow).
  static func title(_ screen: WidgetKitScreen) -> String {
    "\(screen.idiomName) \(screen.id)"
  }

  init(kit: WidgetKitSizes = .standard) {
    screens =
      kit.screens.filter { $0.idiom == .phone } + kit.screens.filter { $0.idiom == .pad }
    screen = DropDown(screens.map(Self.title))
    screen.setAccessibleLabel("WidgetKit screen")
    root.append(screen)
    row("iOS", os)
    row("Placement", placement)
    row("Large icons", largeIcons)
    screen.onSelectionChanged { [weak self] index in
      guard let self, let index, self.screens.indices.contains(index) else { return }
      let id = self.screens[index].id
      self.send? { $0.widgetKitScreenID = id }
    }
    os.onSelectionChanged { [weak self] index in
      guard let index, OSVersion.widgetKitReleases.indices.contains(index) else { return }
      self?.send? { $0.widgetKitOS = OSVersion.widgetKitReleases[index] }
    }
    placement.onSelectionChanged { [weak self] index in
      guard let index else { return }
      self?.send? { $0.placement = index == 0 ? nil : WidgetPlacement.allCases[index - 1] }
    }
    largeIcons.onActiveChanged { [weak self] on in
      self?.send? { $0.icons = on ? .large : .small }
    }
  }

  private func row(_ title: String, _ control: Widget) {
    let box = Box(.horizontal, spacing: 8)
    let label = Label(title)
    label.expandsHorizontally = true
    box.append(label)
    box.append(control)
    control.setAccessibleLabel(title)
    root.append(box)
  }

  /// Shows `state` (the caller mutes the handlers): the screen shown, or
  /// `deviceScreen` when the state names none.
  func sync(_ state: PreviewState, deviceScreen: String?) {
    if let id = state.widgetKitScreenID ?? deviceScreen,
      let index = screens.firstIndex(where: { $0.id == id }), screen.selected != index
    {
      screen.selected = index
      let models = screens[index].marketingNames
      screen.setTooltip(models.isEmpty ? "a Display Zoom size" : models.joined(separator: ", "))
    }
    if let index = OSVersion.widgetKitReleases.firstIndex(of: state.widgetKitOS),
      os.selected != index
    {
      os.selected = index
    }
    let wanted =
      state.placement.flatMap { WidgetPlacement.allCases.firstIndex(of: $0) }
      .map { $0 + 1 } ?? 0
    if placement.selected != wanted { placement.selected = wanted }
    if largeIcons.isActive != (state.icons == .large) {
      largeIcons.isActive = state.icons == .large
    }
  }

  /// Sensitive in WidgetKit mode; in Today mode, the tooltip says why not.
  func setSensitive(_ on: Bool) {
    for control in [screen, os, placement] as [Widget] + [largeIcons] {
      control.isSensitive = on
      control.setTooltip(on ? nil : "WidgetKit only: a Today widget runs on iOS 9–13")
    }
  }
}
