import SizingModel

extension PreviewState {
  /// The nearest state `sizing-cli layout` accepts, and a one-line note
  /// per fallback saying what fell back and why (nil when `self` is already valid). The
  /// reasons are the model's (``WidgetHost/availability(on:_:)``,
  /// ``WidgetHost/modeProblem(_:recents:)``), the ones the CLI prints.
  ///
  /// In order: an iOS the device did not run moves to the nearest one it ran;
  /// a location that does not exist there moves to the Today view; expanded
  /// mode where it does not exist moves to compact.
  public func nearestValid(in model: WidgetSizes, recents widgetRecents: Int) -> (
    state: PreviewState, note: String?
  ) {
    var state = self
    var notes: [String] = []
    let device = (try? model.device(deviceID)) ?? model.devices[0]
    let ran = OSVersion.todayReleases.filter(device.os.includes)
    if !device.os.includes(os), let nearest = ran.min(by: { distance($0) < distance($1) }) {
      let reason = state.todayHost.availability(on: device, orientation).reason ?? ""
      state.os = nearest
      notes.append("Fell back to \(nearest.releaseTitle): \(reason)")
    }
    if case .noSuchLocation(let reason) = state.todayHost.availability(on: device, orientation) {
      state.location = .todayView
      notes.append("Fell back to Today View: \(reason)")
    }
    if let reason = state.todayHost.modeProblem(state.mode, recents: state.recents ?? widgetRecents)
    {
      state.mode = .compact
      notes.append("Fell back to compact: \(reason)")
    }
    return (state, notes.isEmpty ? nil : notes.joined(separator: "\n"))
  }

  /// Where and under which iOS the widget is shown.
  var todayHost: WidgetHost { WidgetHost(location: location, os: os) }

  private func distance(_ other: OSVersion) -> Int {
    abs(other.releaseMajors.lowerBound - os.releaseMajors.lowerBound)
  }
}
