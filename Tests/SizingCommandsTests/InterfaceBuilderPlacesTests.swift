import Foundation
import SizingCommands
import Testing

/// A storyboard's or xib's findings point at the XML line of the view they
/// name, in every report: `at FILE:LINE` in text, and the SARIF result's
/// region. The expected line is found in the file's text (the element with
/// the view's `userLabel`), not asked of the reader.
@Suite(.serialized) struct InterfaceBuilderPlacesTests {
  static let folder = "Data/widgets/interface-builder/"

  /// The 1-based line of the first line of `file` containing `marker`.
  func line(of marker: String, in file: String) throws -> Int {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(marker) })
    return index + 1
  }

  @Test func aTruncatedLabelIsReportedAtItsXMLLine() throws {
    let file = Self.folder + "icon-labels.xib"
    let expected = try line(of: "userLabel=\"location label\"", in: file)
    let text = SizingCLI.execute(["check", file, "--device", "iphone-se", "--os", "13"])
    #expect(text.stdout.contains("label-truncated: location label:"), "\(text.stdout)")
    #expect(text.stdout.contains("    at \(file):\(expected)\n"), "\(text.stdout)")

    let sarif = SizingCLI.execute(["check", file, "--format", "sarif"])
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let located = results.first {
      ($0["properties"] as? [String: Any])?["element"] as? String == "location label"
    }
    let physical = try #require(
      ((located?["locations"] as? [[String: Any]])?.first?["physicalLocation"])
        as? [String: Any])
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == expected)
    // An XML element's line is known, not its column.
    #expect(region["startColumn"] == nil)
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == file)
  }

  @Test func theConflictIsReportedAtTheViewItBreaks() throws {
    let file = Self.folder + "conflicting.storyboard"
    let expected = try line(of: "userLabel=\"banner\"", in: file)
    let result = SizingCLI.execute([
      "check", file, "--device", "iphone-8", "--category", "L", "--os", "13",
    ])
    #expect(result.stdout.contains("unsatisfiable-constraints: banner:"))
    #expect(result.stdout.contains("    at \(file):\(expected)\n"), "\(result.stdout)")
  }
}
