import SizingModel

extension PreviewState {
  /// The WidgetKit screen the state shows: its own, else its device's
  /// (``WidgetKitSizes/screen(for:)``); nil where neither names one.
  public func widgetKitScreen(
    in model: WidgetSizes, kit: WidgetKitSizes = .standard
  ) -> WidgetKitScreen? {
    if let id = widgetKitScreenID { return try? kit.screen(id) }
    let device = (try? model.device(deviceID)) ?? model.devices[0]
    return kit.screen(for: device)
  }

  /// In WidgetKit mode, an iOS the screen did not run moves to the nearest
  /// one it ran (the later of two as near), and the note says why in the
  /// model's words (``WidgetKitScreen/whyNot(runs:releases:)``); nil when
  /// the screen ran it.
  mutating func moveIntoScreenOSRange(in model: WidgetSizes) -> String? {
    let releases = OSVersion.widgetKitReleases
    guard host == .widgetKit, let screen = widgetKitScreen(in: model),
      let reason = screen.whyNot(runs: widgetKitOS, releases: releases)
    else { return nil }
    let ran = releases.filter { screen.os.ran(major: $0) }
    let os = widgetKitOS
    guard
      let nearest = ran.min(by: {
        (abs($0.major - os.major), -$0.major) < (abs($1.major - os.major), -$1.major)
      })
    else { return nil }
    widgetKitOS = nearest
    return "Fell back to iOS \(nearest.name): \(reason)"
  }
}

extension PreviewEngine {
  /// The WidgetKit screen `state` shows (``PreviewState/widgetKitScreen(in:kit:)``).
  public func widgetKitScreen(for state: PreviewState) -> WidgetKitScreen? {
    state.widgetKitScreen(in: model, kit: widgetKit?.kit ?? .standard)
  }
}
