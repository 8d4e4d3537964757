import CGtk
import GtkKit
import SizingModel

/// The sidebar: every control that changes the ``PreviewState``.
///
/// Each control's handler calls `edit` with a mutation; ``sync(_:expandedAvailable:)``
/// pushes a state back into the controls (after a matrix click, a switch that
/// moves the category) with the handlers muted, so nothing echoes.
@MainActor
final class ControlsPanel {
  let root: OwnedWidget
  let scale: OwnedWidget
  let categoryLabel: OwnedWidget
  let accessibilitySwitch: OwnedWidget
  let device: OwnedWidget
  let location: OwnedWidget
  let zoom: OwnedWidget
  let modeToggle: OwnedWidget
  let recents: OwnedWidget
  let quickActions: OwnedWidget
  private(set) var orientationButtons: [OwnedWidget] = []
  private(set) var osButtons: [OwnedWidget] = []
  private(set) var overlayChecks: [OwnedWidget] = []
  var syncing = false
  var stopCount = 0
  /// What the controls show now (nil before the first sync).
  var synced: (state: PreviewState, expandedAvailable: Bool)?
  let devices: [Device]
  /// Applies a mutation to the preview's state (set by the window).
  var edit: (@MainActor ((inout PreviewState) -> Void) -> Void)?

  static let locations = WidgetHost.todayLocations
  static let osVersions = OSVersion.todayReleases

  init(devices: [Device], state: PreviewState) {
    self.devices = devices
    root = OwnedWidget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
    Styles.addClass(root.pointer, "sidebar")
    scale = OwnedWidget(gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil))
    categoryLabel = OwnedWidget(gtk_label_new(""))
    accessibilitySwitch = OwnedWidget(gtk_switch_new())
    device = DropDown.make(devices.map(\.name))
    location = DropDown.make(Self.locations.map(Self.title))
    zoom = DropDown.make(PreviewZoom.allCases.map(\.title))
    modeToggle = OwnedWidget(gtk_toggle_button_new_with_label("Show More"))
    recents = OwnedWidget(gtk_spin_button_new_with_range(0, 8, 1))
    quickActions = OwnedWidget(gtk_spin_button_new_with_range(1, 4, 1))
    buildTextSize()
    buildEnvironment()
    buildWidgetControls()
    buildOverlays()
    sync(state, expandedAvailable: true)
  }

  // MARK: - Building

  private func heading(_ text: String) {
    let label = gtk_label_new(text)
    gtk_label_set_xalign(cast(label), 0)
    Styles.addClass(label, "heading")
    gtk_box_append(cast(root.pointer), label)
  }

  private func row(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    let label = gtk_label_new(title)
    gtk_label_set_xalign(cast(label), 0)
    gtk_widget_set_hexpand(label, 1)
    gtk_box_append(cast(box), label)
    gtk_box_append(cast(box), control)
    gtk_box_append(cast(root.pointer), box)
    Accessibility.setLabel(control, title)
  }

  private func buildTextSize() {
    heading("Text Size")
    gtk_label_set_xalign(cast(categoryLabel.pointer), 0)
    Styles.addClass(categoryLabel.pointer, "category-name")
    gtk_box_append(cast(root.pointer), categoryLabel.pointer)
    gtk_scale_set_draw_value(cast(scale.pointer), 0)
    gtk_range_set_round_digits(cast(scale.pointer), 0)
    gtk_range_set_increments(cast(scale.pointer), 1, 1)
    gtk_widget_set_size_request(scale.pointer, 240, -1)
    Accessibility.setLabel(scale.pointer, "Text Size")
    gtk_box_append(cast(root.pointer), scale.pointer)
    Signal.connect(gpointerOf(scale.pointer), "value-changed") { [weak self] in
      self?.sliderMoved()
    }
    row("Larger Accessibility Sizes", accessibilitySwitch.pointer)
    Signal.onNotify(gpointerOf(accessibilitySwitch.pointer), property: "active") { [weak self] in
      guard let self else { return }
      let on = gtk_switch_get_active(cast(self.accessibilitySwitch.pointer)) != 0
      self.send { $0.setLargerAccessibilitySizes(on) }
    }
  }

  private func buildEnvironment() {
    heading("Device")
    Accessibility.setLabel(device.pointer, "Device")
    gtk_box_append(cast(root.pointer), device.pointer)
    Signal.onNotify(gpointerOf(device.pointer), property: "selected") { [weak self] in
      guard let self, let index = DropDown.selected(self.device) else { return }
      let id = self.devices[index].id
      self.send { $0.deviceID = id }
    }
    orientationButtons = group(["Portrait", "Landscape"], label: "Orientation") { state, index in
      state.orientation = index == 0 ? .portrait : .landscape
    }
    row("Location", location.pointer)
    Signal.onNotify(gpointerOf(location.pointer), property: "selected") { [weak self] in
      guard let self, let index = DropDown.selected(self.location) else { return }
      self.send { $0.location = Self.locations[index] }
    }
    osButtons = group(["iOS 9", "iOS 10", "iOS 11–13"], label: "iOS version") { state, index in
      state.os = Self.osVersions[index]
    }
  }

  private func buildWidgetControls() {
    heading("Widget")
    row("Display mode", modeToggle.pointer)
    Signal.connect(gpointerOf(modeToggle.pointer), "toggled") { [weak self] in
      guard let self else { return }
      let on = gtk_toggle_button_get_active(cast(self.modeToggle.pointer)) != 0
      self.send { $0.mode = on ? .expanded : .compact }
    }
    row("Recents", recents.pointer)
    Signal.connect(gpointerOf(recents.pointer), "value-changed") { [weak self] in
      guard let self else { return }
      let count = Int(gtk_spin_button_get_value_as_int(cast(self.recents.pointer)))
      self.send { $0.recents = count }
    }
    row("Quick actions", quickActions.pointer)
    Signal.connect(gpointerOf(quickActions.pointer), "value-changed") { [weak self] in
      guard let self else { return }
      let count = Int(gtk_spin_button_get_value_as_int(cast(self.quickActions.pointer)))
      self.send { $0.quickActions = count }
    }
    row("Zoom", zoom.pointer)
    Signal.onNotify(gpointerOf(zoom.pointer), property: "selected") { [weak self] in
      guard let self, let index = DropDown.selected(self.zoom) else { return }
      self.send { $0.zoom = PreviewZoom.allCases[index] }
    }
  }

  private func buildOverlays() {
    heading("Overlays")
    let titles = [
      "Compact height line", "Maximum size outline", "Dimensions", "Rows that do not fit",
    ]
    for (index, title) in titles.enumerated() {
      let check = OwnedWidget(gtk_check_button_new_with_label(title))
      gtk_box_append(cast(root.pointer), check.pointer)
      let pointer = check.pointer  // borrowed: capturing `check` would be a cycle
      Signal.connect(gpointerOf(pointer), "toggled") { [weak self] in
        let on = gtk_check_button_get_active(cast(pointer)) != 0
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
  ) -> [OwnedWidget] {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    Styles.addClass(box, "linked")
    Accessibility.setLabel(box, label)
    var buttons: [OwnedWidget] = []
    for (index, title) in titles.enumerated() {
      let button = OwnedWidget(gtk_toggle_button_new_with_label(title))
      if let first = buttons.first {
        gtk_toggle_button_set_group(cast(button.pointer), cast(first.pointer))
      }
      gtk_widget_set_hexpand(button.pointer, 1)
      Accessibility.setLabel(button.pointer, "\(label): \(title)")
      gtk_box_append(cast(box), button.pointer)
      let pointer = button.pointer  // borrowed: capturing `button` would be a cycle
      Signal.connect(gpointerOf(pointer), "toggled") { [weak self] in
        guard gtk_toggle_button_get_active(cast(pointer)) != 0 else { return }
        self?.send { apply(&$0, index) }
      }
      buttons.append(button)
    }
    gtk_box_append(cast(root.pointer), box)
    return buttons
  }

  // MARK: - Events and sync

  private func send(_ change: (inout PreviewState) -> Void) {
    guard !syncing else { return }
    edit?(change)
  }

  private func sliderMoved() {
    let value = gtk_range_get_value(cast(scale.pointer))
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
