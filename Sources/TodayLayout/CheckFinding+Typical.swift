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
    if let cell = environments.first(where: Self.isDefault) {
      return (cell, true)
    }
    let axes = environments.map(Self.axes)
    let defaults = environments[0].widgetKit == nil ? Self.defaultAxes : Self.defaultWidgetKitAxes
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

  /// True for the default cell: the default Today environment, or a
  /// WidgetKit family on the default device's screen at Large.
  static func isDefault(_ cell: CheckedEnvironment) -> Bool {
    guard let kit = cell.widgetKit else { return isDefault(cell.environment) }
    return kit.screen.deviceIDs.contains(defaultDeviceID) && kit.category == .default
  }

  /// A WidgetKit cell's axes: family, screen and frame, text size.
  private static var defaultWidgetKitAxes: [String] {
    ["", "375x667", ContentSizeCategory.default.shortName]
  }

  private static func axes(_ cell: CheckedEnvironment) -> [String] {
    if let kit = cell.widgetKit {
      return [kit.family.rawValue, kit.place, kit.category.shortName]
    }
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
