import SizingModel
import WidgetLayout

extension EnvironmentMatrix {
  /// The number of (environment, mode, recents) cells for `recents`, counted
  /// here independently of the checkers' sweeps: each environment offers both
  /// modes when it has Show More and recents, else compact only
  /// (``EnvironmentMatrix/modes(in:recents:)``).
  func cellCount(recents: ClosedRange<Int>) -> Int {
    var total = 0
    for env in environments {
      for count in recents { total += Self.modes(in: env, recents: count).count }
    }
    return total
  }
}
