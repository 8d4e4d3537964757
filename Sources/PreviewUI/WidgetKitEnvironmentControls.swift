import GtkKit
import SizingModel

/// The sidebar's WidgetKit environment: every WidgetKit screen (iPhones,
/// then iPads), the iOS (only those the screen ran: the label under it
/// says which and why), the placement, the Home Screen's icon size, and how
/// the widget is drawn (rendering mode and appearance, as `sizing-cli
/// render --rendering-mode/--appearance`). Sensitive in WidgetKit mode
/// only; the model's validator refuses a combination that did not exist
/// (the canvas says why).
@MainActor
package final class WidgetKitEnvironmentControls {
  let root = Box(.vertical, spacing: 6)
  let screens: [WidgetKitScreen]
  package let screen: DropDown
  package let os = DropDown(OSVersion.widgetKitReleases.map { "iOS \($0.name)" })
  /// The versions the iOS picker lists: those the shown screen ran.
  package private(set) var osShown = OSVersion.widgetKitReleases
  /// Which iOS versions the screen ran, and why the others are hidden.
  package let osNote = Label()
  /// The iOS picker's tooltip in WidgetKit mode (the note).
  private var osTip: String?
  let placement = DropDown(["Default"] + WidgetPlacement.allCases.map(\.title))
  package let largeIcons = Switch()
  /// Full colour, Accented, Vibrant: one linked row of toggle buttons.
  package private(set) var renderingButtons: [ToggleButton] = []
  /// Light, Dark.
  package private(set) var appearanceButtons: [ToggleButton] = []
  static let renderingTip =
    "As render --rendering-mode: full colour as designed; accented (tinted Home Screen) draws "
    + "the widgetAccentable views in the accent colour and the rest white; vibrant (Lock "
    + "Screen, StandBy) is monochrome, each colour's luminance its opacity"
  static let appearanceTip = "As render --appearance: light, or dark (a dark card, light text)"
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
    osNote.wrap(maximumCharacters: 36)
    osNote.addCSSClass("dim-label")
    root.append(osNote)
    row("Placement", placement)
    row("Large icons", largeIcons)
    root.append(Label("Rendering mode and appearance"))
    renderingButtons = group(WidgetRenderingMode.allCases.map(\.title), label: "Rendering mode") {
      $0.renderingMode = WidgetRenderingMode.allCases[$1]
    }
    appearanceButtons = group(WidgetColorScheme.allCases.map(\.title), label: "Appearance") {
      $0.appearance = WidgetColorScheme.allCases[$1]
    }
    // The buttons show short titles; screen readers hear the modes' full names.
    for (button, mode) in zip(renderingButtons, WidgetRenderingMode.allCases) {
      button.setAccessibleLabel("Rendering mode: \(mode.name)")
    }
    connect()
  }

  private func connect() {
    screen.onSelectionChanged { [weak self] index in
      guard let self, let index, self.screens.indices.contains(index) else { return }
      let id = self.screens[index].id
      self.send? { $0.widgetKitScreenID = id }
    }
    os.onSelectionChanged { [weak self] index in
      guard let self, let index, self.osShown.indices.contains(index) else { return }
      let version = self.osShown[index]
      self.send? { $0.widgetKitOS = version }
    }
    placement.onSelectionChanged { [weak self] index in
      guard let index else { return }
      self?.send? { $0.placement = index == 0 ? nil : WidgetPlacement.allCases[index - 1] }
    }
    largeIcons.onActiveChanged { [weak self] on in
      self?.send? { $0.icons = on ? .large : .small }
    }
  }

  /// A linked row of toggle buttons (``LinkedToggleButtons``) in the box.
  private func group(
    _ titles: [String], label: String, apply: @escaping (inout PreviewState, Int) -> Void
  ) -> [ToggleButton] {
    let (row, buttons) = LinkedToggleButtons.make(titles, label: label) { [weak self] index in
      self?.send? { apply(&$0, index) }
    }
    root.append(row)
    return buttons
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
  /// `deviceScreen` when the state names none; the iOS picker lists only
  /// the versions that screen ran.
  func sync(_ state: PreviewState, deviceScreen: String?) {
    let shown = screens.firstIndex { $0.id == (state.widgetKitScreenID ?? deviceScreen) }
    if let index = shown, screen.selected != index {
      screen.selected = index
      let models = screens[index].marketingNames
      screen.setTooltip(models.isEmpty ? "a Display Zoom size" : models.joined(separator: ", "))
    }
    syncOS(state.widgetKitOS, screen: shown.map { screens[$0] })
    let wanted =
      state.placement.flatMap { WidgetPlacement.allCases.firstIndex(of: $0) }
      .map { $0 + 1 } ?? 0
    if placement.selected != wanted { placement.selected = wanted }
    if largeIcons.isActive != (state.icons == .large) {
      largeIcons.isActive = state.icons == .large
    }
    for (button, mode) in zip(renderingButtons, WidgetRenderingMode.allCases)
    where button.isActive != (mode == state.renderingMode) {
      button.isActive = mode == state.renderingMode
    }
    for (button, scheme) in zip(appearanceButtons, WidgetColorScheme.allCases)
    where button.isActive != (scheme == state.appearance) {
      button.isActive = scheme == state.appearance
    }
  }

  /// The iOS picker: the versions `screen` ran, the note naming its range
  /// and sources and the versions hidden.
  private func syncOS(_ version: OSVersion, screen: WidgetKitScreen?) {
    let releases = OSVersion.widgetKitReleases
    let ran = screen.map { shown in releases.filter { shown.os.ran(major: $0) } } ?? releases
    if ran != osShown {
      osShown = ran
      os.setItems(ran.map { "iOS \($0.name)" })
    }
    if let index = ran.firstIndex(of: version), os.selected != index { os.selected = index }
    guard let screen else { return }
    let hidden = releases.filter { !ran.contains($0) }.map(\.name)
    let note =
      "\(screen.id) runs \(screen.os.majorsSummary) (\(screen.os.sources.joined(separator: ", ")))"
      + (hidden.isEmpty ? "" : "; not listed: iOS \(hidden.joined(separator: ", "))")
    osNote.setText(note)
    osNote.setAccessibleDescription(note)
    osTip = note
  }

  /// Sensitive in WidgetKit mode; in Today mode, the tooltip says why not.
  func setSensitive(_ on: Bool) {
    let controls: [Widget] =
      [screen, os, placement, largeIcons] + renderingButtons + appearanceButtons
    for control in controls {
      control.isSensitive = on
      control.setTooltip(on ? nil : "WidgetKit only: a Today widget runs on iOS 9–13")
    }
    guard on else {
      osNote.isVisible = false
      return
    }
    os.setTooltip(osTip)
    for button in renderingButtons { button.setTooltip(Self.renderingTip) }
    for button in appearanceButtons { button.setTooltip(Self.appearanceTip) }
    osNote.isVisible = true
  }
}

extension WidgetRenderingMode {
  /// The rendering picker's label: `Full`, `Accent`, `Vibrant` (short, so
  /// the row does not widen the sidebar; the tooltip and the accessible
  /// label say `Full colour`, `Accented`).
  var title: String {
    switch self {
    case .fullColor: return "Full"
    case .accented: return "Accent"
    case .vibrant: return "Vibrant"
    }
  }

  /// The mode's full name: `Full colour`, `Accented`, `Vibrant`.
  var name: String {
    switch self {
    case .fullColor: return "Full colour"
    case .accented: return "Accented"
    case .vibrant: return "Vibrant"
    }
  }
}

extension WidgetColorScheme {
  /// The appearance picker's label: `Light`, `Dark`.
  var title: String { self == .light ? "Light" : "Dark" }
}
