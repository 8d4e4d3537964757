import GtkKit
import SizingModel
import WidgetDescriptions

extension ControlsPanel {
  /// The tooltip of every control that does not apply to a WidgetKit widget.
  static let widgetKitTip =
    "Today widgets only: a WidgetKit widget's frame depends on its screen, iOS, placement and "
    + "icon size (the WidgetKit controls), and it has no display modes, recents or quick actions"
  /// The family picker's tooltip for a Today widget.
  static let todayFamilyTip = "WidgetKit only: a Today widget has no families"

  /// Shows what a description offers: the host switch's buttons sensitive
  /// where it has that host (else with the reason as the tooltip), the
  /// family picker listing its families. The next sync selects them.
  func showHosts(_ hosts: HostResolver) {
    let changed = hosts.families != self.hosts.families || synced == nil
    self.hosts = hosts
    countsChanged = true
    for (button, kind) in zip(hostButtons, [WidgetHostKind.today, .widgetKit]) {
      let reason = hosts.whyNot(kind)
      button.isSensitive = reason == nil
      button.setTooltip(reason)
    }
    guard changed else { return }
    let wasSyncing = syncing
    syncing = true
    family.setItems(hosts.families.map(\.rawValue))
    syncing = wasSyncing
    familyShown = nil
  }

  /// The host buttons and the family picker for `state`.
  func syncHost(_ state: PreviewState, old: PreviewState?) {
    let device = devices.first { $0.id == state.deviceID }
    widgetKit.sync(
      state, deviceScreen: device.flatMap { WidgetKitSizes.standard.screen(for: $0) }?.id)
    let index = state.host == .today ? 0 : 1
    if !hostButtons[index].isActive { hostButtons[index].isActive = true }
    if familyShown != state.family, let row = hosts.families.firstIndex(of: state.family) {
      family.selected = row
      familyShown = state.family
    }
  }

  /// Every control's sensitivity and tooltip for `state`: the Today
  /// controls insensitive for a WidgetKit widget, with ``widgetKitTip``; an
  /// iOS the device did not run, Show More where there is nothing to show
  /// and the counts a description fixes insensitive for a Today widget.
  func syncSensitivity(_ state: PreviewState, expandedAvailable: Bool) {
    let today = state.host == .today
    let tip = today ? nil : Self.widgetKitTip
    for button in orientationButtons {
      button.isSensitive = today
      button.setTooltip(tip)
    }
    location.isSensitive = today
    location.setTooltip(tip)
    let device = devices.first { $0.id == state.deviceID }
    for (button, os) in zip(osButtons, Self.osVersions) {
      button.isSensitive = today && device?.os.includes(os) != false
      button.setTooltip(tip)
    }
    modeToggle.isSensitive = today && expandedAvailable
    modeToggle.setTooltip(modeToggleTip)
    recents.isSensitive = today && counts.fixedRows == nil
    recents.setTooltip(tip ?? counts.rowsTip)
    quickActions.isSensitive = today && counts.quickActionsTip == nil
    quickActions.setTooltip(tip ?? counts.quickActionsTip)
    for check in overlayChecks {
      check.isSensitive = today
      check.setTooltip(tip)
    }
    widgetKit.setSensitive(!today)
    family.isSensitive = !today && hosts.families.count > 1
    family.setTooltip(
      today
        ? Self.todayFamilyTip
        : (hosts.families.count > 1
          ? "The WidgetKit family shown: the widget's supportedFamilies"
          : "The widget supports \(state.family.rawValue) only"))
  }
}
