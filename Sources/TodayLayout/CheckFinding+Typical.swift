import SizingModel

extension CheckFinding {
  /// The environment a report names before the first in sweep order: the
  /// default one when the finding occurs there, otherwise the most common.
  ///
  /// The default is an iPhone 8 held in portrait, the Today view, the newest
  /// iOS and the Large text size (the first of its cells in sweep order).
  /// The most common is the cell that agrees with the most of the finding's
  /// most frequent values, one axis at a time (device, orientation,
  /// location, iOS, text size, mode, recents; a tie between values goes to
  /// the default's value, then to the one met first); a tie between cells
  /// goes to the first in sweep order.
  public var typical: (cell: CheckedEnvironment, isDefault: Bool) {
    if let cell = environments.first(where: { Self.isDefault($0.environment) }) {
      return (cell, true)
    }
    let axes = environments.map(Self.axes)
    let defaults = Self.defaultAxes
    let modal = (0..<defaults.count).map { axis in
      Self.mostFrequent(axes.map { $0[axis] }, preferring: defaults[axis])
    }
    var best = 0
    var bestScore = -1
    for (index, values) in axes.enumerated() {
      let score = zip(values, modal).filter { $0 == $1 }.count
      if score > bestScore { (best, bestScore) = (index, score) }
    }
    return (environments[best], false)
  }

  /// The default environment's device id.
  public static let defaultDeviceID = "iphone-8"

  /// True for the default environment: iPhone 8, portrait, Today view,
  /// the newest iOS, Large.
  public static func isDefault(_ env: WidgetEnvironment) -> Bool {
    env.device.id == defaultDeviceID && env.orientation == .portrait
      && env.location == .todayView && env.os == OSVersion.todayReleases.last
      && env.category == .default
  }

  private static var defaultAxes: [String] {
    [
      defaultDeviceID, Orientation.portrait.rawValue, WidgetLocation.todayView.rawValue,
      OSVersion.todayReleases.last?.name ?? "", ContentSizeCategory.default.shortName,
      DisplayMode.compact.rawValue, "",
    ]
  }

  private static func axes(_ cell: CheckedEnvironment) -> [String] {
    let env = cell.environment
    return [
      env.device.id, env.orientation.rawValue, env.location.rawValue, env.os.name,
      env.category.shortName, cell.mode.rawValue, String(cell.recents),
    ]
  }

  private static func mostFrequent(_ values: [String], preferring preferred: String) -> String {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for value in values {
      if counts[value] == nil { order.append(value) }
      counts[value, default: 0] += 1
    }
    let top = counts.values.max() ?? 0
    if counts[preferred] == top { return preferred }
    return order.first { counts[$0] == top } ?? ""
  }
}
