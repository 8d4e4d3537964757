import SizingModel
import WidgetLayout

/// `check --grid RULE`: a devices × text sizes table of where findings of
/// one rule happen. Each cell counts the swept cells (orientation ×
/// location × iOS × mode × recents) of that device and text size in which
/// the rule fires on at least one element; `.` is none.
struct CheckGrid {
  let rule: String
  let verdict: CheckVerdict
  let matrix: EnvironmentMatrix

  func text() -> String {
    let findings = verdict.findings.map(\.finding).filter { $0.rule == rule }
    guard !findings.isEmpty else { return "\n\(rule): no findings.\n" }
    var seen = Set<String>()
    var counts: [String: Int] = [:]
    for finding in findings {
      for cell in finding.environments {
        let env = cell.environment
        let key = "\(env.summary) \(cell.mode.rawValue) \(cell.recents)"
        guard seen.insert(key).inserted else { continue }
        counts["\(env.device.id) \(env.category.shortName)", default: 0] += 1
      }
    }
    var devices: [String] = []
    var categories: [ContentSizeCategory] = []
    for env in matrix.environments {
      if !devices.contains(env.device.id) { devices.append(env.device.id) }
      if !categories.contains(env.category) { categories.append(env.category) }
    }
    categories.sort()
    var rows = [["device"] + categories.map(\.shortName)]
    for device in devices {
      rows.append(
        [device]
          + categories.map { category in
            counts["\(device) \(category.shortName)"].map { String($0) } ?? "."
          })
    }
    return "\n\(rule): cells with a finding, by device and text size (. = none)\n"
      + TextGrid.leftAligned(rows)
  }
}
