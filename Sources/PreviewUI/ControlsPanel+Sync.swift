import CGtk
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
      DropDown.select(device, index)
      let models = devices[index].marketingNames.joined(separator: ", ")
      gtk_widget_set_tooltip_text(device.pointer, "\(devices[index].id): \(models)")
      Accessibility.setDescription(device.pointer, models)
    }
    if old?.location != state.location, let index = Self.locations.firstIndex(of: state.location) {
      DropDown.select(location, index)
    }
    if old?.zoom != state.zoom, let index = PreviewZoom.allCases.firstIndex(of: state.zoom) {
      DropDown.select(zoom, index)
    }
    if old?.orientation != state.orientation {
      gtk_toggle_button_set_active(
        cast(orientationButtons[state.orientation == .portrait ? 0 : 1].pointer), 1)
    }
    if old?.os != state.os, let index = Self.osVersions.firstIndex(of: state.os) {
      gtk_toggle_button_set_active(cast(osButtons[index].pointer), 1)
    }
    let expanded = state.mode == .expanded && expandedAvailable
    let wasExpanded = synced.map { $0.state.mode == .expanded && $0.expandedAvailable }
    if wasExpanded != expanded {
      gtk_toggle_button_set_active(cast(modeToggle.pointer), expanded ? 1 : 0)
      gtk_button_set_label(cast(modeToggle.pointer), expanded ? "Show Less" : "Show More")
      Accessibility.setLabel(
        modeToggle.pointer, "Display mode: " + (expanded ? "Show Less" : "Show More"))
    }
    if synced?.expandedAvailable != expandedAvailable {
      gtk_widget_set_sensitive(modeToggle.pointer, expandedAvailable ? 1 : 0)
    }
    if old?.recents != state.recents, let count = state.recents {
      gtk_spin_button_set_value(cast(recents.pointer), Double(count))
    }
    if old?.quickActions != state.quickActions, let count = state.quickActions {
      gtk_spin_button_set_value(cast(quickActions.pointer), Double(count))
    }
    let flags = [
      state.showsCompactLine, state.showsMaximumOutline, state.showsDimensions, state.showsGhosts,
    ]
    for (check, on) in zip(overlayChecks, flags)
    where (gtk_check_button_get_active(cast(check.pointer)) != 0) != on {
      gtk_check_button_set_active(cast(check.pointer), on ? 1 : 0)
    }
    synced = (state, expandedAvailable)
  }

  private func syncSlider(_ state: PreviewState, old: PreviewState?) {
    let stops = state.sliderCategories.count
    if stops != stopCount {
      stopCount = stops
      gtk_scale_clear_marks(cast(scale.pointer))
      gtk_range_set_range(cast(scale.pointer), 0, Double(stops - 1))
      for stop in 0..<stops {
        gtk_scale_add_mark(cast(scale.pointer), Double(stop), GTK_POS_BOTTOM, nil)
      }
    }
    if gtk_range_get_value(cast(scale.pointer)) != Double(state.category.rawValue) {
      gtk_range_set_value(cast(scale.pointer), Double(state.category.rawValue))
    }
    if old?.category != state.category {
      let name = state.category.displayName
      gtk_label_set_text(cast(categoryLabel.pointer), name)
      Accessibility.setValueText(scale.pointer, name)
      // GTK 4.8's AT-SPI bridge does not export the value text (later GTKs
      // do): the description carries the category name for screen readers.
      Accessibility.setDescription(scale.pointer, name)
    }
    if old?.largerAccessibilitySizes != state.largerAccessibilitySizes {
      gtk_switch_set_active(
        cast(accessibilitySwitch.pointer), state.largerAccessibilitySizes ? 1 : 0)
    }
  }
}
