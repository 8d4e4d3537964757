import SizingCommands
import Testing

/// A mistyped subcommand or option gets "did you mean" on the one error
/// line, exit 64; a word far from every name gets no guess.
@Suite struct DidYouMeanTests {
  @Test(arguments: [
    (
      ["tabel"],
      "sizing-cli: Unexpected argument 'tabel'; did you mean 'table'? (see sizing-cli --help)\n"
    ),
    (
      ["devics"],
      "sizing-cli: Unexpected argument 'devics'; did you mean 'devices'? (see sizing-cli --help)\n"
    ),
    (
      ["chekc", "w.json"],
      "sizing-cli: Unexpected argument 'chekc'; did you mean 'check'? (see sizing-cli --help)\n"
    ),
    (
      ["Render"],
      "sizing-cli: Unexpected argument 'Render'; did you mean 'render'? (see sizing-cli --help)\n"
    ),
    (
      ["table", "--metrc", "expanded"],
      "sizing-cli: Unknown option '--metrc'; did you mean '--metric'? (see sizing-cli table --help)\n"
    ),
    (
      ["layout", "--device", "iphone-8", "--catgory", "L"],
      "sizing-cli: Unknown option '--catgory'; did you mean '--category'? (see sizing-cli layout --help)\n"
    ),
  ])
  func closeNamesAreSuggested(arguments: [String], expected: String) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == expected)
  }

  @Test(arguments: [["frobnicate"], ["table", "--bogus"], ["xyz"]])
  func farWordsGetNoGuess(arguments: [String]) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 64)
    #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
