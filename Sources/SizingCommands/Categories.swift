import ArgumentParser
import SizingModel

/// `sizing-cli categories`: every accepted spelling of each category.
struct Categories: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the 12 content size categories and every spelling accepted for each.",
    discussion: "Spellings are matched ignoring case.")

  func output() throws -> String {
    let columns = ["short", "UIKit name", "raw value", "simctl"]
    return TextGrid.leftAligned([columns] + ContentSizeCategory.allCases.map(\.spellings))
  }
}
