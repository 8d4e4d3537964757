import ArgumentParser
import SizingModel

/// `sizing-cli sources`: where the measured numbers come from.
struct Sources: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the public sources behind the measured values, by id, and where they disagree.")

  func output() throws -> String {
    let model = WidgetSizes.standard
    let sources = model.sources.map { "\($0.id): \($0.title)\n    \($0.location)" }
    let conflicts = (model.conflictSummaries + WidgetKitSizes.standard.conflictSummaries)
      .map { "- \($0)" }
    return (sources + ["", "Where sources disagree (the value used, and the other):"] + conflicts)
      .joined(separator: "\n") + "\n"
  }
}
