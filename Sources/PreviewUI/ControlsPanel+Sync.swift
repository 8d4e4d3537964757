import GtkKit
import SizingModel

extension ControlsPanel {
  /// Shows `state` in every control, with handlers muted. Only controls
  /// whose value changed are touched, so a slider step updates the slider,
  /// the category's name and its accessible value text, nothing else.
  func sync(_ state: PreviewState, expandedAvailable: Bool) {
    syncing = true
    defer { syncing = false }
    let old = synced?.state
    syncSlider(state, old: old)
    if old?.deviceID != state.deviceID,
      let index = devices.firstIndex(where: { $0.id == state.deviceID })
    {
      device.selected = index
      let models = devices[index].marketingNames.joined(separator: ", ")
      device.setTooltip("\(devices[index].id): \(models)")
      device.setAccessibleDescription(models)
    }
    // Compared with the control, not the old state: a choice that fell back
    // leaves the state as it was but the control on the impossible choice.
    if let index = Self.locations.firstIndex(of: state.location), location.selected != index {
      location.selected = index
    }
    if old?.zoom != state.zoom, let index = PreviewZoom.allCases.firstIndex(of: state.zoom) {
      zoom.selected = index
    }
    if old?.orientation != state.orientation {
      orientationButtons[state.orientation == .portrait ? 0 : 1].isActive = true
    }
    if let index = Self.osVersions.firstIndex(of: state.os), !osButtons[index].isActive {
      osButtons[index].isActive = true
    }
    let expanded = state.mode == .expanded && expandedAvailable
    let wasExpanded = synced.map { $0.state.mode == .expanded && $0.expandedAvailable }
    if wasExpanded != expanded {
      modeToggle.isActive = expanded
      modeToggle.setLabel(expanded ? "Show Less" : "Show More")
      modeToggle.setAccessibleLabel("Display mode: " + (expanded ? "Show Less" : "Show More"))
    }
    syncHost(state, old: old)
    if synced?.expandedAvailable != expandedAvailable || old?.os != state.os
      || old?.location != state.location || old?.host != state.host
      || old?.deviceID != state.deviceID || countsChanged
    {
      countsChanged = false
      modeToggleTip =
        state.host == .widgetKit
        ? Self.widgetKitTip : modeTip(state, expandedAvailable: expandedAvailable)
      syncSensitivity(state, expandedAvailable: expandedAvailable)
    }
    if old?.recents != state.recents, let count = state.recents {
      recents.value = count
    }
    if old?.quickActions != state.quickActions, let count = state.quickActions {
      quickActions.value = count
    }
    let flags = [
      state.showsCompactLine, state.showsMaximumOutline, state.showsDimensions, state.showsGhosts,
    ]
    for (check, on) in zip(overlayChecks, flags) where check.isActive != on { check.isActive = on }
    synced = (state, expandedAvailable)
  }

  private func syncSlider(_ state: PreviewState, old: PreviewState?) {
    let stops = state.sliderCategories.count
    if stops != stopCount {
      stopCount = stops
      scale.setRange(0...Double(stops - 1))
      scale.setMarks((0..<stops).map(Double.init))
    }
    if scale.value != Double(state.category.rawValue) {
      scale.value = Double(state.category.rawValue)
    }
    if old?.category != state.category {
      let name = state.category.displayName
      categoryLabel.setText(name)
      scale.setAccessibleValueText(name)
      // GTK 4.8's AT-SPI bridge does not export the value text (later GTKs
      // do): the description carries the category name for screen readers.
      scale.setAccessibleDescription(name)
    }
    if old?.largerAccessibilitySizes != state.largerAccessibilitySizes {
      accessibilitySwitch.isActive = state.largerAccessibilitySizes
    }
  }

  /// Why the mode toggle is insensitive, in the model's words; nil when it is not.
  private func modeTip(_ state: PreviewState, expandedAvailable: Bool) -> String? {
    if expandedAvailable { return nil }
    if !state.os.hasDisplayModes { return "iOS 9 has no display modes" }
    if state.location == .quickActions { return "Quick Actions shows widgets in compact mode only" }
    return counts.noRowsReason
  }

  /// Shows what the count controls mean for a description: the recents
  /// control's title, and each control insensitive, with a tooltip saying
  /// why, where it does not apply (quick actions in a version-2
  /// description; rows of a body or of a widget without an expanded section).
  func showCounts(_ counts: CountControls) {
    self.counts = counts
    countsChanged = true
    recentsTitle.setText(counts.rowsTitle)
    recents.setAccessibleLabel(counts.rowsTitle)
    recentsTitle.setTooltip(counts.rowsTip)
  }
}
