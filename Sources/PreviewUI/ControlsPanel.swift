import GtkKit
import SizingModel
import WidgetDescriptions

/// The sidebar: every control that changes the ``PreviewState``.
///
/// Each control's handler calls `edit` with a mutation; ``sync(_:expandedAvailable:)``
/// pushes a state back into the controls (after a matrix click, a switch that
/// moves the category) with the handlers muted, so nothing echoes.
@MainActor
package final class ControlsPanel {
  let root = Box(.vertical, spacing: 6)
  package let scale = Scale()
  let categoryLabel = Label()
  package let accessibilitySwitch = Switch()
  package let device: DropDown
  package let location: DropDown
  let zoom = DropDown(PreviewZoom.allCases.map(\.title))
  /// The WidgetKit family picker: the shown widget's families.
  package let family = DropDown(WidgetFamily.allCases.map(\.rawValue))
  /// The WidgetKit screen, iOS, placement and icon size.
  package let widgetKit = WidgetKitEnvironmentControls()
  package let modeToggle = ToggleButton(label: "Show More")
  package let recents = SpinButton(range: 0...8)
  package let quickActions = SpinButton(range: 1...4)
  /// The recents control's title: "Recents", or "Rows (items)" for a version-2 list.
  let recentsTitle = Label()
  /// What the count controls mean for the shown description.
  package internal(set) var counts: CountControls
  /// Set when ``counts`` changed: the next sync rewrites the mode toggle's tooltip.
  var countsChanged = false
  /// What the shown description offers (the host switch, the family picker).
  package internal(set) var hosts = HostResolver(hasToday: true, families: [])
  package private(set) var hostButtons: [ToggleButton] = []
  /// The family the picker shows (nil: to be selected at the next sync).
  var familyShown: WidgetFamily?
  package private(set) var orientationButtons: [ToggleButton] = []
  package private(set) var osButtons: [ToggleButton] = []
  package private(set) var overlayChecks: [CheckButton] = []
  var syncing = false
  var stopCount = 0
  /// The mode toggle's tooltip: why it is insensitive (nil when it is not).
  package internal(set) var modeToggleTip: String?
  /// What the controls show now (nil before the first sync).
  var synced: (state: PreviewState, expandedAvailable: Bool)?
  let devices: [Device]
  /// Applies a mutation to the preview's state (set by the window).
  var edit: (@MainActor ((inout PreviewState) -> Void) -> Void)?

  static let locations = WidgetHost.todayLocations
  static let osVersions = OSVersion.todayReleases

  init(devices: [Device], state: PreviewState, counts: CountControls, hosts: HostResolver) {
    self.devices = devices
    self.counts = counts
    device = DropDown(devices.map(\.name))
    location = DropDown(Self.locations.map(Self.title))
    root.addCSSClass("sidebar")
    buildTextSize()
    buildHost()
    buildEnvironment()
    buildWidgetControls()
    buildOverlays()
    showCounts(counts)
    showHosts(hosts)
    sync(state, expandedAvailable: true)
  }

  // MARK: - Building

  private func heading(_ text: String) {
    let label = Label(text)
    label.addCSSClass("heading")
    root.append(label)
  }

  /// A titled row; `label` (a new one by default) shows the title.
  private func row(_ title: String, _ control: Widget, label: Label? = nil) {
    let box = Box(.horizontal, spacing: 8)
    let label = label ?? Label(title)
    label.setText(title)
    label.expandsHorizontally = true
    box.append(label)
    box.append(control)
    root.append(box)
    control.setAccessibleLabel(title)
  }

  private func buildTextSize() {
    heading("Text Size")
    categoryLabel.addCSSClass("category-name")
    root.append(categoryLabel)
    scale.useSteps(1, page: 1, digits: 0)
    scale.setSizeRequest(width: 240, height: -1)
    scale.setAccessibleLabel("Text Size")
    root.append(scale)
    scale.onValueChanged { [weak self] value in self?.sliderMoved(to: value) }
    row("Larger Accessibility Sizes", accessibilitySwitch)
    accessibilitySwitch.onActiveChanged { [weak self] on in
      self?.send { $0.setLargerAccessibilitySizes(on) }
    }
  }

  private func buildHost() {
    heading("Host")
    hostButtons = group(["Today widget", "WidgetKit"], label: "Host") { state, index in
      state.host = index == 0 ? .today : .widgetKit
    }
    row("Family", family)
    family.onSelectionChanged { [weak self] index in
      guard let self, let index, self.hosts.families.indices.contains(index) else { return }
      let chosen = self.hosts.families[index]
      self.send { $0.family = chosen }
    }
    root.append(widgetKit.root)
    widgetKit.send = { [weak self] change in self?.send(change) }
  }

  private func buildEnvironment() {
    heading("Device")
    device.setAccessibleLabel("Device")
    root.append(device)
    device.onSelectionChanged { [weak self] index in
      guard let self, let index else { return }
      let id = self.devices[index].id
      self.send { $0.deviceID = id }
    }
    orientationButtons = group(["Portrait", "Landscape"], label: "Orientation") { state, index in
      state.orientation = index == 0 ? .portrait : .landscape
    }
    row("Location", location)
    location.onSelectionChanged { [weak self] index in
      guard let index else { return }
      self?.send { $0.location = Self.locations[index] }
    }
    osButtons = group(["iOS 9", "iOS 10", "iOS 11–13"], label: "iOS version") { state, index in
      state.os = Self.osVersions[index]
    }
  }

  private func buildWidgetControls() {
    heading("Widget")
    row("Display mode", modeToggle)
    modeToggle.onToggled { [weak self] on in self?.send { $0.mode = on ? .expanded : .compact } }
    row(counts.rowsTitle, recents, label: recentsTitle)
    recents.onValueChanged { [weak self] count in self?.send { $0.recents = count } }
    row("Quick actions", quickActions)
    quickActions.onValueChanged { [weak self] count in self?.send { $0.quickActions = count } }
    row("Zoom", zoom)
    zoom.onSelectionChanged { [weak self] index in
      guard let index else { return }
      self?.send { $0.zoom = PreviewZoom.allCases[index] }
    }
  }

  private func buildOverlays() {
    heading("Overlays")
    let titles = [
      "Compact height line", "Maximum size outline", "Dimensions", "Rows that do not fit",
    ]
    for (index, title) in titles.enumerated() {
      let check = CheckButton(label: title)
      root.append(check)
      check.onToggled { [weak self] on in
        self?.send { state in
          switch index {
          case 0: state.showsCompactLine = on
          case 1: state.showsMaximumOutline = on
          case 2: state.showsDimensions = on
          default: state.showsGhosts = on
          }
        }
      }
      overlayChecks.append(check)
    }
  }

  /// A row of linked toggle buttons acting as radio buttons.
  private func group(
    _ titles: [String], label: String, apply: @escaping (inout PreviewState, Int) -> Void
  ) -> [ToggleButton] {
    let (row, buttons) = LinkedToggleButtons.make(titles, label: label) { [weak self] index in
      self?.send { apply(&$0, index) }
    }
    root.append(row)
    return buttons
  }

  // MARK: - Events and sync

  private func send(_ change: (inout PreviewState) -> Void) {
    guard !syncing else { return }
    edit?(change)
  }

  private func sliderMoved(to value: Double) {
    let index = min(max(Int(value.rounded()), 0), stopCount - 1)
    guard let category = ContentSizeCategory(rawValue: index) else { return }
    send { $0.category = category }
  }

  static func title(_ location: WidgetLocation) -> String {
    switch location {
    case .todayView: return "Today View"
    case .notificationCenter: return "Notification Center"
    case .quickActions: return "Quick Actions"
    case .leftColumn: return "Left Column (iPad)"
    case .rightColumn: return "Right Column (iPad)"
    }
  }
}
