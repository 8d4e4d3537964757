import ArgumentParser
import SizingModel

/// `sizing-cli validate FILE…`: checks widget descriptions without laying
/// them out, reporting all it can find at once (``DescriptionProblems``).
/// Exit 0 when every file is valid, 65 when one is not, 66 when one cannot
/// be read.
struct Validate: EvaluatingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check widget descriptions without laying them out; report every error at once.",
    discussion: """
      Reads each description as check does and prints every problem it finds, in document \
      order, as FILE:LINE:COLUMN: JSON-PATH: message: every unknown key and unknown name \
      (with "did you mean" when one is close) and the first structural problem (malformed \
      JSON such as a trailing comma, a missing key, a wrong type, a value out of range), \
      after which the file is not read further. Exit 0 when every file is valid, 65 when \
      one is not, 66 when one cannot be read.

      Examples:
        sizing-cli validate widget.json
        sizing-cli validate Data/widgets/*.json
      """)

  @Argument(help: "Widget description JSON files ('-' for standard input).")
  var files: [String]

  /// At most this many problems are printed per file.
  static let maximumErrors = 100

  func evaluate() throws -> (output: String, code: Int32) {
    var lines: [String] = []
    var code: Int32 = 0
    for file in files {
      if file.hasSuffix(".swift") {
        throw CommandError.data(
          "\(file): validate reads description JSON; for Swift sources run sizing-cli import "
            + "(what was understood) or sizing-cli check")
      }
      let text: String
      do {
        let input = try InputFile(file)
        text = try input.text()
      } catch {
        lines.append("sizing-cli: \(error)")
        code = max(code, error.exitCode)
        continue
      }
      let name = file == "-" ? "standard input" : file
      let problems = DescriptionProblems(text: text)
      guard !problems.errors.isEmpty else {
        lines.append("\(name): valid")
        continue
      }
      code = max(code, 65)
      lines += problems.lines(file: name).prefix(Self.maximumErrors)
      let count = problems.errors.count
      let more = count > Self.maximumErrors ? " (the first \(Self.maximumErrors) shown)" : ""
      lines.append("\(name): \(CheckFormatter.count(count, "error"))\(more)")
    }
    return (lines.joined(separator: "\n") + "\n", code)
  }
}
