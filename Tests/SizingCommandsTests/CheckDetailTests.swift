import Foundation
import SizingCommands
import Testing

/// `--detail summary` (the default) prints each finding with its typical
/// and first environments, each with its own message; `--detail full` adds
/// every environment. Widths by hand: portrait, Today view, iOS 13, iPhone
/// SE 304 pt, iPhone 8 359 pt (the default environment, at Large).
@Suite struct CheckDetailTests {
  static let wide =
    #"{"appName": "T", "quickActions": [{"title": "A", "icon": "scan"}], "recents": [], "#
    + #""minimumWidth": 375}"#

  @Test func summaryNamesTheTypicalAndFirstWithTheirOwnMessages() throws {
    let result = try CheckGateTests.run(
      Self.wide, CheckGateTests.sweep(both: true) + ["--format", "json"])
    let finding = try #require(try CheckGateTests.findings(result).first)
    #expect(finding["environments"] == nil)
    #expect(finding["count"] as? Int == 2)
    let typical = try #require(finding["typical"] as? [String: Any])
    let first = try #require(finding["first"] as? [String: Any])
    #expect(typical["device"] as? String == "iphone-8")
    #expect(typical["default"] as? Bool == true)
    #expect(
      typical["message"] as? String == "widget: content is 359 pt wide; minimumWidth is 375 pt")
    #expect(finding["message"] as? String == typical["message"] as? String)
    #expect(first["device"] as? String == "iphone-se")
    #expect(first["message"] as? String == "widget: content is 304 pt wide; minimumWidth is 375 pt")
    let full = try CheckGateTests.run(
      Self.wide, CheckGateTests.sweep(both: true) + ["--format", "json", "--detail", "full"])
    let cells = try #require(
      try CheckGateTests.findings(full).first?["environments"] as? [[String: Any]])
    #expect(
      cells.map { $0["message"] as? String ?? "" }.map { $0.contains("304") } == [true, false])
    // SARIF and JUnit print the typical environment's message with it.
    let sarif = try CheckGateTests.run(
      Self.wide, CheckGateTests.sweep(both: true) + ["--format", "sarif"])
    #expect(
      sarif.stdout.contains("content is 359 pt wide; minimumWidth is 375 pt (in iphone-8 portrait"))
    let junit = try CheckGateTests.run(
      Self.wide, CheckGateTests.sweep(both: true) + ["--format", "junit"])
    #expect(
      junit.stdout.contains("content is 359 pt wide; minimumWidth is 375 pt\nin iphone-8 portrait"))
  }
}
