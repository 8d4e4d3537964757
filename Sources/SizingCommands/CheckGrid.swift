import SizingModel
import WidgetChecks
import WidgetLayout

/// `check --grid RULE`: a table of where findings of one rule happen, rows
/// × text sizes — a Today widget's devices, or per WidgetKit family its
/// screens (a screen the family has no frame on is left out). Each cell
/// counts the swept cells of that row and text size (Today: orientation ×
/// location × iOS × mode × recents; WidgetKit: iOS versions, for several
/// `--os`) in which the rule fires on at least one element; `.` is none.
struct CheckGrid {
  /// The rows and columns of a sweep's grid, from the cells its host swept.
  struct Axes {
    /// What the rows are: `device`; `family, screen`.
    var byWhat: String
    /// The row labels' header: `device`, `screen`.
    var rowHeader: String
    /// The tables (a title per WidgetKit family; one untitled for Today)
    /// with their rows in sweep order.
    var sections: [(title: String?, rows: [String])]
    /// The text sizes swept, smallest first.
    var categories: [ContentSizeCategory]
  }

  let rule: String
  let verdict: CheckVerdict
  let axes: Axes

  func text() -> String {
    let findings = verdict.findings.map(\.finding).filter { $0.rule == rule }
    guard !findings.isEmpty else { return "\n\(rule): no findings.\n" }
    var seen = Set<String>()
    var counts: [Place: Int] = [:]
    for finding in findings {
      for cell in finding.environments {
        guard seen.insert(cell.identity).inserted else { continue }
        counts[cell.place, default: 0] += 1
      }
    }
    let categories = axes.categories
    let tables = axes.sections.map { section in
      var rows = [[axes.rowHeader] + categories.map(\.shortName)]
      for row in section.rows {
        rows.append(
          [row]
            + categories.map { category in
              let place = Place(section: section.title, row: row, category: category)
              return counts[place].map { String($0) } ?? "."
            })
      }
      return (section.title.map { "\($0):\n" } ?? "") + TextGrid.leftAligned(rows)
    }
    return "\n\(rule): cells with a finding, by \(axes.byWhat) and text size (. = none)\n"
      + tables.joined(separator: "\n")
  }

  /// Where a swept cell is counted: its table (a WidgetKit family), row and text size.
  struct Place: Hashable {
    var section: String?
    var row: String
    var category: ContentSizeCategory
  }
}

extension CheckedEnvironment {
  /// The cell once per swept layout (two findings of a rule in one cell count once).
  var identity: String {
    if let kit = widgetKit { return "\(kit.summary) \(kit.os.name) \(kit.placement.rawValue)" }
    return "\(environment.summary) \(mode.rawValue) \(recents)"
  }

  /// Where `--grid` counts the cell.
  var place: CheckGrid.Place {
    if let kit = widgetKit {
      return CheckGrid.Place(section: kit.family.rawValue, row: kit.place, category: kit.category)
    }
    return CheckGrid.Place(section: nil, row: environment.device.id, category: environment.category)
  }
}
