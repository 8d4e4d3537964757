import ArgumentParser
import SwiftWidgetSource

/// `sizing-cli import PATH…`: a widget's Swift sources as a version-2 description.
struct Import: ReportingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a widget's Swift sources as a JSON widget description.",
    discussion: """
      Evaluates the widget's entry view in each of its families with a sample
      entry (the timeline provider's placeholder(in:), else its snapshot, else
      a #Preview timeline's or PreviewProvider's entries; --sample picks
      another) and prints a version-2 description whose widgetKit families are
      "layout": "swiftui" trees. Each view's id is its accessibilityIdentifier,
      else FILE.swift:LINE:COLUMN of its expression. What was approximated or
      could not be evaluated (placeholders, modifiers left out, estimated
      sizes) is listed on standard error as file:line:column: warning: lines.
      The article "Reading SwiftUI sources" in
      Sources/SizingCommands/SizingCommands.docc lists the constructs read.

      Examples:
        sizing-cli import Data/widgets/swift/EmojiRanger
        sizing-cli import MyWidgetExtension/ --kind com.example.steps --sample 1 > steps.json
      """)

  @Argument(help: "Swift files or directories (searched recursively for .swift files).")
  var paths: [String]

  @Option(help: "The widget's kind string or type name, when the sources declare several.")
  var kind: String?

  @Option(
    help: "Which sample entry to evaluate with, from 0 (the sample names go to standard error).")
  var sample: Int?

  func evaluate() throws -> (output: String, code: Int32) {
    let result = try evaluateReporting()
    return (result.output, result.code)
  }

  /// The description, the sample used and the notes (for standard error).
  func evaluateReporting() throws -> (output: String, warnings: [String], code: Int32) {
    let imported = try readingSwift { () throws(SwiftSourceError) in
      let sources = try SwiftSourceSet.load(paths: paths)
      return try sources.importWidget(sources.widget(matching: kind), sample: sample)
    }
    let samples =
      imported.samples.count > 1
      ? " (--sample 0–\(imported.samples.count - 1): \(imported.samples.joined(separator: "; ")))"
      : ""
    let warnings =
      ["sample entry: \(imported.sampleName)\(samples)"] + imported.notes.map(\.description)
    return (imported.json, warnings, 0)
  }
}
