import ArgumentParser
import SizingModel

/// `sizing-cli categories`: every accepted spelling of each category.
struct Categories: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the 12 content size categories and every spelling accepted for each.",
    discussion: "Spellings are matched ignoring case.")

  func output() throws -> String {
    let columns = ["short", "UIKit name", "raw value", "simctl"]
    var grid = [columns]
    for category in ContentSizeCategory.allCases { grid.append(category.spellings) }
    let widths = columns.indices.map { column in grid.map { $0[column].count }.max() ?? 0 }
    let lines = grid.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
