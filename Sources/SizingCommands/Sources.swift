import ArgumentParser
import SizingModel

/// `sizing-cli sources`: where the measured numbers come from.
struct Sources: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the public sources behind the measured values, by id.")

  func output() throws -> String {
    let model = WidgetSizes.standard
    return model.sources.map { "\($0.id): \($0.title)\n    \($0.location)" }
      .joined(separator: "\n") + "\n"
  }
}
