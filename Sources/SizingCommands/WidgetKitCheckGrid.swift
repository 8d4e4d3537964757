import SizingModel
import WidgetLayout

/// `check --host widgetkit --grid RULE`: per family, a screens × text sizes
/// table of where findings of one rule happen. Each cell counts the swept
/// cells (iOS versions, for several `--os`) of that family, screen and text
/// size in which the rule fires on at least one element; `.` is none, and a
/// screen the family has no frame on is left out.
struct WidgetKitCheckGrid {
  let rule: String
  let verdict: CheckVerdict
  let cells: [WidgetKitCell]

  func text() -> String {
    let findings = verdict.findings.map(\.finding).filter { $0.rule == rule }
    guard !findings.isEmpty else { return "\n\(rule): no findings.\n" }
    var seen = Set<String>()
    var counts: [String: Int] = [:]
    for finding in findings {
      for environment in finding.environments {
        guard let cell = environment.widgetKit else { continue }
        let key = "\(cell.summary) \(cell.os.name) \(cell.placement.rawValue)"
        guard seen.insert(key).inserted else { continue }
        counts[Self.key(cell), default: 0] += 1
      }
    }
    let categories = Array(Set(cells.map(\.category))).sorted()
    var sections: [String] = []
    for family in WidgetFamily.allCases where cells.contains(where: { $0.family == family }) {
      var places: [String] = []
      for cell in cells where cell.family == family && !places.contains(cell.place) {
        places.append(cell.place)
      }
      var rows = [["screen"] + categories.map(\.shortName)]
      for place in places {
        rows.append(
          [place]
            + categories.map { category in
              counts["\(family.rawValue) \(place) \(category.shortName)"].map { String($0) } ?? "."
            })
      }
      sections.append("\(family.rawValue):\n" + TextGrid.leftAligned(rows))
    }
    return "\n\(rule): cells with a finding, by family, screen and text size (. = none)\n"
      + sections.joined(separator: "\n")
  }

  private static func key(_ cell: WidgetKitCell) -> String {
    "\(cell.family.rawValue) \(cell.place) \(cell.category.shortName)"
  }
}
