import Foundation
import SizingCommands
import Testing

/// `sizing-cli validate`: every error at once, in document order, with
/// path, line and column, "did you mean", and trailing commas named.
@Suite struct ValidateCommandTests {
  static func validate(_ text: String) throws -> CommandResult {
    let root = try CheckRepositoryTests.directory(["w.json": text])
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("w.json").path
    var result = SizingCLI.execute(["validate", path])
    result.stdout = result.stdout.replacingOccurrences(of: path, with: "w.json")
    return result
  }

  @Test func theShippedExamplesAreValid() {
    let result = SizingCLI.execute([
      "validate", "Data/widgets/minimal.json", "Data/widgets/pdf-viewer-widgetkit.json",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout
        == "Data/widgets/minimal.json: valid\nData/widgets/pdf-viewer-widgetkit.json: valid\n")
  }

  @Test func everyNameErrorAndTheTrailingCommaInDocumentOrder() throws {
    let result = try Self.validate(
      """
      {
        "version": 2,
        "appName": "A",
        "compact": {
          "axis": "vertcal", "items": [
            { "type": "lable", "text": "Hi", "textStyle": "headline" },
            { "type": "label", "text": "Yo", "textStyle": "bdy", "colour": 1 },
          ]
        }
      }
      """)
    #expect(result.exitCode == 65)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // Columns counted by hand from the text above.
    #expect(
      lines.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
        "w.json:5:13", "w.json:6:17", "w.json:7:53", "w.json:7:70", "w.json:7:73",
        "w.json: 5 errors",
      ])
    #expect(lines[0].contains(#"$.compact.axis: unknown axis "vertcal"; did you mean "vertical"?"#))
    #expect(
      lines[1].contains(
        #"$.compact.items[0].type: unknown view type "lable"; did you mean "label"? valid: stack, label, image, view"#
      ))
    #expect(
      lines[2].contains(
        #"$.compact.items[1].textStyle: unknown text style "bdy"; did you mean "body"?"#))
    #expect(
      lines[3].contains(#"$.compact.items[1].colour: unknown key "colour"; valid keys: type"#))
    #expect(lines[4] == "w.json:7:73: trailing comma before ]")
  }

  @Test func unknownKeysAndTheFirstStructuralError() throws {
    // Columns by hand: the 5 is the 27th character, the object after "compakt": the 41st.
    let result = try Self.validate(#"{"version": 2, "appName": 5, "compakt": {}}"#)
    #expect(result.exitCode == 65)
    #expect(
      result.stdout == """
        w.json:1:27: $.appName: expected a string, found a number
        w.json:1:41: $.compakt: unknown key "compakt"; did you mean "compact"? valid keys: \
        version, appName, compact, expanded, minimumWidth, marginInsetsOptOut, widgetKit
        w.json: 2 errors

        """)
  }

  @Test func anUnreadableFileIsExit66() {
    let result = SizingCLI.execute(["validate", "Data/widgets/minimal.json", "/nonexistent.json"])
    #expect(result.exitCode == 66)
    #expect(result.stdout.hasPrefix("Data/widgets/minimal.json: valid\n"))
  }
}
