import SizingModel
import WidgetDescriptions
import WidgetLayout

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
  ///
  /// Returns where that environment is in ``environments`` (and
  /// ``messages``), and whether it is the default environment.
  public var typicalIndex: (index: Int, isDefault: Bool) {
    if let index = environments.firstIndex(where: Self.isDefault) {
      return (index, true)
    }
    // The cells' values, worked out once (a finding may hold thousands of
    // cells) and without making text per cell.
    let axes = environments.map(Self.axes)
    let defaults = environments[0].widgetKit == nil ? Self.defaultAxes : Self.defaultWidgetKitAxes
    let modal = CellAxes(
      name: Self.mostFrequent(axes.lazy.map(\.name), preferring: defaults.name),
      numbers: (0..<CellAxes.numberCount).map { axis in
        Self.mostFrequent(axes.lazy.map { $0.numbers[axis] }, preferring: defaults.numbers[axis])
      })
    var best = 0
    var bestScore = -1
    for (index, values) in axes.enumerated() {
      let score = values.agreements(with: modal)
      if score > bestScore { (best, bestScore) = (index, score) }
    }
    return (best, false)
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

  /// The default Today cell; recents −1: any.
  private static var defaultAxes: CellAxes {
    CellAxes(
      name: defaultDeviceID,
      numbers: [
        code(Orientation.portrait), code(WidgetLocation.todayView),
        OSVersion.todayReleases.last?.major ?? 0, ContentSizeCategory.default.rawValue,
        code(DisplayMode.compact), -1,
      ])
  }

  /// True for the default cell: the default Today environment, or a
  /// WidgetKit family on the default device's screen at Large.
  static func isDefault(_ cell: CheckedEnvironment) -> Bool {
    guard let kit = cell.widgetKit else { return isDefault(cell.environment) }
    return kit.screen.deviceIDs.contains(defaultDeviceID) && kit.category == .default
  }

  /// The default WidgetKit cell: any family, the default screen, Large.
  private static var defaultWidgetKitAxes: CellAxes {
    CellAxes(name: "375x667", numbers: [-1, ContentSizeCategory.default.rawValue, 0, 0, 0, 0])
  }

  /// A Today cell's device, orientation, location and mode, and its iOS,
  /// text size and recents; a WidgetKit cell's family and screen (with its
  /// frame), and its text size (the other axes the same for every cell).
  private static func axes(_ cell: CheckedEnvironment) -> CellAxes {
    if let kit = cell.widgetKit {
      return CellAxes(
        name: kit.place, numbers: [code(kit.family), kit.category.rawValue, 0, 0, 0, 0])
    }
    let env = cell.environment
    return CellAxes(
      name: env.device.id,
      numbers: [
        code(env.orientation), code(env.location), env.os.major, env.category.rawValue,
        code(cell.mode), cell.recents,
      ])
  }

  /// A case's number: the tag the enum stores (a case without a payload is
  /// stored as its index among the cases; raw values are not stored), so
  /// equal cases have equal numbers, different cases different ones, and no
  /// text or array is made per cell.
  private static func code<Choice: CaseIterable>(_ value: Choice) -> Int {
    withUnsafeBytes(of: value) { bytes in bytes.reduce(0) { $0 << 8 | Int($1) } }
  }

  /// The most frequent value, `preferred` on a tie, else the one met first.
  private static func mostFrequent<Value: Hashable>(
    _ values: some Sequence<Value>, preferring preferred: Value
  ) -> Value {
    var counts: [Value: Int] = [:]
    var order: [Value] = []
    for value in values {
      if counts[value] == nil { order.append(value) }
      counts[value, default: 0] += 1
    }
    let top = counts.values.max() ?? 0
    if counts[preferred] == top { return preferred }
    return order.first { counts[$0] == top } ?? preferred
  }
}

/// One cell's values on the axes a typical cell is chosen by: the device
/// id (a WidgetKit cell's screen and frame), and the other axes as numbers.
struct CellAxes {
  static let numberCount = 6
  var name: String
  var numbers: [Int]

  /// On how many axes the two agree.
  func agreements(with other: CellAxes) -> Int {
    var count = name == other.name ? 1 : 0
    for axis in 0..<Self.numberCount where numbers[axis] == other.numbers[axis] { count += 1 }
    return count
  }
}
