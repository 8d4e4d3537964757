import SizingModel
import WidgetDescriptions
import WidgetLayout

extension WidgetChecker {
  /// Each environment of `matrix` laid out once, in the matrix's order,
  /// with the rules `check` finds in it when the widget is shown in `mode`
  /// with `recents` recents (each rule once, errors first): what the
  /// contact sheet draws and frames in red. The layout is composed from the
  /// sections the check solved; the check runs ``check(_:modes:recents:entering:)``,
  /// so the rules, severities and `--recents` handling are the same.
  ///
  /// Where `mode` is not offered (expanded in Quick Actions, or with no
  /// recents) the cell shows, and is checked in, compact; on iOS 9, which
  /// has no modes, its one layout.
  /// - Parameters:
  ///   - recents: the number of recents (nil: the description's count).
  public func checkedLayouts(
    _ matrix: EnvironmentMatrix, mode: DisplayMode, recents: Int?
  ) -> [(result: TodayLayoutResult, rules: [String])] {
    let count = layout.recentsCount(override: recents)
    func shownMode(_ env: WidgetEnvironment) -> DisplayMode {
      EnvironmentMatrix.modes(in: env, recents: count).contains(mode) ? mode : .compact
    }
    var solved: [WidgetSections] = []
    let report = check(
      matrix, modes: Set(matrix.environments.map(shownMode)), recents: count,
      entering: { solved.append($0) })
    return solved.map { sections in
      let env = sections.environment
      let mode = shownMode(env)
      var rules: [String] = []
      for finding in report.findings where !rules.contains(finding.rule) {
        // iOS 9 names the layout it shows (compact or expanded) as the mode.
        let hit = finding.environments.contains {
          $0.environment == env && (!env.os.hasDisplayModes || $0.mode == mode)
        }
        if hit { rules.append(finding.rule) }
      }
      return (TodayLayoutResult(sections: sections, requestedMode: mode), rules)
    }
  }
}
