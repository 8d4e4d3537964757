import SizingModel
import WidgetDescriptions

/// Every environment a widget can meet: device × category × orientation ×
/// location × iOS, keeping only the combinations that existed, as
/// ``WidgetHost/validate(device:orientation:)`` decides: the left and right
/// columns only on iPads in landscape on iOS 9–10, Quick Actions from iOS 10,
/// and each device only on the iOS versions it ran (no iPhone X on iOS 10).
///
/// `check`, the benchmark and the whole-cell tests sweep it with
/// ``TodayWidgetLayout/sweep(_:recents:visit:)``.
public struct EnvironmentMatrix: Sendable {
  /// Every valid environment, ordered device, iOS, orientation, location,
  /// category (the category varies fastest).
  public let environments: [WidgetEnvironment]

  /// The matrix over the given axes; nil means every value of that axis.
  public init(
    model: WidgetSizes = .standard, devices: [Device]? = nil,
    categories: [ContentSizeCategory]? = nil, orientations: [Orientation]? = nil,
    locations: [WidgetLocation]? = nil, oses: [OSVersion]? = nil
  ) {
    var result: [WidgetEnvironment] = []
    for device in devices ?? model.devices {
      for os in oses ?? OSVersion.todayReleases {
        for orientation in orientations ?? Orientation.allCases {
          for location in locations ?? WidgetHost.todayLocations {
            let probe = WidgetEnvironment(
              device: device, orientation: orientation, location: location, os: os)
            guard (try? probe.validate()) != nil else { continue }
            for category in categories ?? ContentSizeCategory.allCases {
              var env = probe
              env.category = category
              result.append(env)
            }
          }
        }
      }
    }
    environments = result
  }

  /// The number of environments.
  public var count: Int { environments.count }

  /// The display modes worth laying out in `env` with `recents` recents:
  /// compact always; expanded where it is offered (iOS 10+, outside Quick
  /// Actions) and there are recents. iOS 9, which has no modes, yields only
  /// `.compact`, whose layout is iOS 9's single one.
  public static func modes(in env: WidgetEnvironment, recents: Int) -> [DisplayMode] {
    env.offersExpandedMode && recents > 0 ? bothModes : compactOnly
  }

  // Shared, so that sweeps allocate no array per cell.
  private static let bothModes: [DisplayMode] = [.compact, .expanded]
  private static let compactOnly: [DisplayMode] = [.compact]
}

extension TodayWidgetLayout {
  /// The recents counts a whole sweep visits: 0 up to the description's
  /// count, but only up to `maxRows` + 1, as no count past `maxRows` changes
  /// what shows (the rows beyond it are never laid out): version-1 recents
  /// and a version-2 list alike, so 1,000 recents or items are swept over
  /// 0…5 with the default `maxRows` of 4 (a body has the one count 1).
  public var sweptRecents: ClosedRange<Int> {
    0...min(recentsCount(override: nil), trees[0].maxRows + 1)
  }

  /// Lays out every cell of `matrix` × display mode × recents count.
  ///
  /// Each environment's sections are solved once (with `recents.upperBound`
  /// recents, so every row that could show is solved); each mode and count
  /// is then derived cheaply with ``WidgetSections/outcome(for:recents:)``.
  /// `visit` gets the sections (solved with the most recents), the outcome
  /// and the recents count. When frames are needed, call
  /// `TodayLayoutResult(sections: sections.limited(toRecents: count),
  /// requestedMode: outcome.requestedMode)`.
  /// - Returns: the number of cells visited.
  @discardableResult
  public func sweep<Failure: Error>(
    _ matrix: EnvironmentMatrix, recents: ClosedRange<Int>,
    visit: (WidgetSections, ModeOutcome, Int) throws(Failure) -> Void
  ) throws(Failure) -> Int {
    try sweepSections(
      matrix, recents: recents,
      enter: { (sections) throws(Failure) -> WidgetSections in sections },
      visit: { (sections, outcome, count) throws(Failure) in try visit(sections, outcome, count) })
  }

  /// The one sweep loop of the package. For each environment, `enter` gets
  /// its sections once and returns per-environment state; `visit` then gets
  /// that state with each of the environment's cells (outcome and recents
  /// count), in order.
  /// - Returns: the number of cells visited.
  package func sweepSections<State, Failure: Error>(
    _ matrix: EnvironmentMatrix, recents: ClosedRange<Int>,
    enter: (WidgetSections) throws(Failure) -> State,
    visit: (inout State, ModeOutcome, Int) throws(Failure) -> Void
  ) throws(Failure) -> Int {
    var cells = 0
    let memo = reusesSolvedTrees ? self.memo : SectionMemo()
    for env in matrix.environments {
      // The matrix holds only valid environments, so this cannot throw.
      guard
        let sections = try? sections(
          in: env, recents: recents.upperBound, quickActions: nil, memo: memo)
      else { continue }
      var state = try enter(sections)
      for count in recents {
        for mode in EnvironmentMatrix.modes(in: env, recents: count) {
          try visit(&state, sections.outcome(for: mode, recents: count), count)
          cells += 1
        }
      }
    }
    return cells
  }
}
