import SizingModel

extension Check {
  /// The validator's one-line reason when no combination the filters name
  /// exists and all fail for the same reason (`--location left-column` on
  /// an iPhone, `--mode expanded` in Quick Actions): the reason `layout`
  /// gives for the same options. Nil when some combination exists or the
  /// reasons differ (the caller then names the filters in general).
  ///
  /// - Parameter modes: the `--mode` filter; empty checks the environments only.
  /// - Parameter recents: the recents the widget is checked with, if known.
  func commonReason(model: WidgetSizes, devices chosen: [Device], recents: Int? = nil)
    -> String?
  {
    var reasons = Set<String>()
    for device in chosen.isEmpty ? model.devices : chosen {
      for orientation in orientations.isEmpty ? Orientation.allCases : orientations {
        for location in locations.isEmpty ? WidgetLocation.allCases : locations {
          for os in oses.isEmpty ? OSVersion.todayReleases : oses {
            let host = WidgetHost(location: location, os: os)
            for mode in modes.isEmpty ? [DisplayMode.compact] : modes {
              do {
                try host.validate(
                  device: device, orientation: orientation, mode: mode, recents: recents)
                return nil
              } catch {
                reasons.insert(error.description)
              }
            }
          }
        }
      }
    }
    return reasons.count == 1 ? reasons.first : nil
  }
}
