import Foundation
import SizingCommands
import Testing

/// `check` as a CI gate: `--fail-on`, `--ignore`, the baseline, the
/// filters, the environments a finding names, the grid and bad values.
///
/// Widths from the data (`sizing-cli table --metric width`): portrait, Today
/// view, iOS 13: iPhone SE 304 pt, iPhone 8 359 pt; so a `minimumWidth` of
/// 340 fires on the SE only. One recent gives three cells per environment:
/// compact with 0 recents, compact and expanded with 1.
@Suite struct CheckGateTests {
  /// iPhone SE (and iPhone 8 when `both`), Large, iOS 13, portrait, Today view.
  static func sweep(both: Bool = false, categories: String = "L") -> [String] {
    ["--device", "iphone-se"] + (both ? ["--device", "iphone-8"] : [])
      + ["--category", categories, "--os", "13", "--orientation", "portrait"]
      + ["--location", "today-view"]
  }

  static let narrow =
    #"{"appName": "T", "quickActions": [{"title": "A", "icon": "scan"}], "#
    + #""recents": [{"title": "A", "subtitle": "B"}], "minimumWidth": 340}"#
  static let longTitle = String(repeating: "Quarterly Report ", count: 8)
  /// Two recents whose titles truncate (warnings only).
  static let truncating =
    #"{"appName": "T", "quickActions": [{"title": "A", "icon": "scan"}], "#
    + #""recents": [{"title": "\#(longTitle)"}, {"title": "\#(longTitle)"}]}"#

  /// A temporary file holding `text`, removed by the caller.
  static func file(_ text: String, _ suffix: String = "json") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gate-\(UUID()).\(suffix)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// Runs `check` on `json` and returns the result and, for JSON output,
  /// the report.
  static func run(_ json: String, _ arguments: [String]) throws -> CommandResult {
    let url = try file(json)
    defer { try? FileManager.default.removeItem(at: url) }
    return SizingCLI.execute(["check", url.path] + arguments)
  }

  static func report(_ result: CommandResult) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  static func findings(_ result: CommandResult) throws -> [[String: Any]] {
    try report(result)["findings"] as? [[String: Any]] ?? []
  }

  @Test(arguments: [
    ("error", Int32(1), Int32(0)), ("warning", 1, 1), ("never", 0, 0),
  ])
  func failOnExitCodes(failOn: String, errorExit: Int32, warningExit: Int32) throws {
    let error = try Self.run(Self.narrow, Self.sweep() + ["--fail-on", failOn])
    #expect(error.exitCode == errorExit, "\(error.stderr)")
    #expect(error.stdout.contains("narrower-than-minimum"))
    let warning = try Self.run(Self.truncating, Self.sweep() + ["--fail-on", failOn])
    #expect(warning.exitCode == warningExit, "\(warning.stderr)")
    #expect(warning.stdout.contains("label-truncated"))
  }

  @Test func defaultFailsOnWarnings() throws {
    #expect(try Self.run(Self.truncating, Self.sweep()).exitCode == 1)
  }

  @Test func ignoreWithAGlob() throws {
    let json = ["--format", "json"]
    let all = try Self.findings(Self.run(Self.truncating, Self.sweep() + json))
    #expect(Set(all.compactMap { $0["element"] as? String }) == ["row0.title", "row1.title"])
    let none = try Self.run(
      Self.truncating, Self.sweep() + json + ["--ignore", "label-truncated:row*.title"])
    #expect(none.exitCode == 0)
    #expect(try Self.findings(none).isEmpty)
    #expect(try Self.report(none)["ignored"] as? Int == 2)
    let one = try Self.run(
      Self.truncating, Self.sweep() + json + ["--ignore", "label-truncated:row1.*"])
    #expect(try Self.findings(one).compactMap { $0["element"] as? String } == ["row0.title"])
    #expect(one.exitCode == 1)
    // A glob that matches no element ignores nothing; a rule alone ignores it everywhere.
    let miss = try Self.run(
      Self.truncating, Self.sweep() + json + ["--ignore", "label-truncated:action?.label"])
    #expect(try Self.findings(miss).count == 2)
    let rule = try Self.run(Self.truncating, Self.sweep() + ["--ignore", "label-truncated"])
    #expect(rule.exitCode == 0)
    #expect(rule.stdout.contains("2 findings ignored."))
  }

  @Test func baselineRoundTrip() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("baseline-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let baseline = directory.appendingPathComponent("known.json")
    try "old".write(to: baseline, atomically: false, encoding: .utf8)
    let written = try Self.run(
      Self.truncating, Self.sweep() + ["--write-baseline", baseline.path])
    #expect(written.exitCode == 0, "\(written.stderr)")
    // Replaced whole, with no temporary file left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["known.json"])
    #expect(written.stdout.contains("label-truncated (known): row0.title"))
    let text = try String(contentsOf: baseline, encoding: .utf8)
    // Version 2, keys sorted. The SE alone with 2 recents is 5 cells (compact
    // with 0, 1 and 2 recents, expanded with 1 and 2); row 0 shows in the 2
    // expanded cells, row 1 in the one with 2 recents; the SE is not the default.
    #expect(
      text == """
        {
          "baseline": "sizing-cli check",
          "environments": 5,
          "findings": [
            {
              "atDefault": false,
              "element": "row0.title",
              "environments": 2,
              "family": null,
              "host": "today",
              "rule": "label-truncated",
              "severity": "warning"
            },
            {
              "atDefault": false,
              "element": "row1.title",
              "environments": 1,
              "family": null,
              "host": "today",
              "rule": "label-truncated",
              "severity": "warning"
            }
          ],
          "version": 2
        }

        """)
    let again = try Self.run(
      Self.truncating, Self.sweep() + ["--baseline", baseline.path, "--format", "json"])
    #expect(again.exitCode == 0)
    #expect(try Self.findings(again).map { $0["known"] as? Bool } == [true, true])
    // A new finding (the width) still fails; the known ones stay known.
    let wider = Self.truncating.replacingOccurrences(of: "]}", with: #"], "minimumWidth": 340}"#)
    let new = try Self.run(wider, Self.sweep() + ["--baseline", baseline.path, "--format", "json"])
    #expect(new.exitCode == 1)
    let found = try Self.findings(new)
    #expect(
      found.map { $0["rule"] as? String } == ["narrower-than-minimum"]
        + [String](repeating: "label-truncated", count: 2))
    #expect(found.map { $0["known"] as? Bool } == [false, true, true])
    // A fixed finding is counted as no longer found.
    let fixed = try Self.run(Self.narrow, Self.sweep() + ["--baseline", baseline.path])
    #expect(fixed.stdout.contains("2 baseline entries no longer found."))
  }

  @Test func modeAndRecentsFilters() throws {
    let cases: [([String], Int)] = [
      ([], 3), (["--mode", "compact"], 2), (["--mode", "expanded"], 1), (["--recents", "0"], 1),
      (["--recents", "1"], 2), (["--recents", "1", "--mode", "expanded"], 1),
      // Past the description's count the recents repeat: 3 recents, compact and expanded.
      (["--recents", "3"], 2),
    ]
    for (filters, cells) in cases {
      let result = try Self.run(Self.narrow, Self.sweep() + filters + ["--format", "json"])
      #expect(try Self.report(result)["environments"] as? Int == cells, "\(filters)")
    }
    let quick = try Self.run(
      Self.narrow,
      ["--device", "iphone-se", "--location", "quick-actions", "--mode", "expanded"])
    #expect(quick.exitCode == 64)
    #expect(quick.stderr.hasPrefix("sizing-cli: no environment matches these filters"))
  }

  /// Every cell of the finding is in the JSON under `--detail full`, in
  /// sweep order, each with its own message: 304 pt is the SE's width.
  @Test func everyEnvironmentInJSON() throws {
    let result = try Self.run(
      Self.narrow, Self.sweep(both: true) + ["--format", "json", "--detail", "full"])
    let finding = try #require(try Self.findings(result).first)
    let cells = try #require(finding["environments"] as? [[String: Any]])
    #expect(cells.count == 3)
    #expect(cells.map { $0["device"] as? String } == ["iphone-se", "iphone-se", "iphone-se"])
    #expect(cells.map { $0["mode"] as? String } == ["compact", "compact", "expanded"])
    #expect(cells.map { $0["recents"] as? Int } == [0, 1, 1])
    for cell in cells {
      #expect(cell["category"] as? String == "L")
      #expect(cell["orientation"] as? String == "portrait")
      #expect(cell["location"] as? String == "today-view")
      #expect(cell["os"] as? String == "13")
      #expect(
        cell["message"] as? String == "widget: content is 304 pt wide; minimumWidth is 340 pt")
    }
    #expect(finding["count"] as? Int == 3)
  }

  /// With the iPhone 8 in the sweep the default environment is named; on
  /// the SE alone, the most common: L beats AX5 (a tie, L is the default's),
  /// compact (2 cells) beats expanded (1), 1 recent (2) beats 0 (1).
  @Test func typicalEnvironment() throws {
    let wide =
      #"{"appName": "T", "quickActions": [{"title": "A", "icon": "scan"}], "#
      + #""recents": [{"title": "A", "subtitle": "B"}], "minimumWidth": 375}"#
    let all = try Self.run(wide, Self.sweep(both: true))
    #expect(
      all.stdout.contains(
        "    in iphone-8 portrait today-view iOS 13 L, compact, 0 recents (the default environment)\n"
          + "    first in iphone-se portrait today-view iOS 13 L, compact, 0 recents; in 6 of 6 "
          + "environments"))
    let common = try Self.run(Self.narrow, Self.sweep(both: true, categories: "L,AX5"))
    #expect(
      common.stdout.contains(
        "    in iphone-se portrait today-view iOS 13 L, compact, 1 recent (the most common "
          + "environment)\n    first in iphone-se portrait today-view iOS 13 L, compact, 0 "
          + "recents; in 6 of 12 environments"))
  }

  @Test func gridOfASmallSweep() throws {
    let result = try Self.run(
      Self.narrow,
      Self.sweep(both: true, categories: "L,AX5") + ["--grid", "narrower-than-minimum"])
    #expect(
      result.stdout.hasSuffix(
        """

        narrower-than-minimum: cells with a finding, by device and text size (. = none)
        device     L  AX5
        iphone-se  3  3
        iphone-8   .  .

        """))
    let quiet = try Self.run(Self.narrow, Self.sweep() + ["--grid", "action-clipped"])
    #expect(quiet.stdout.hasSuffix("\naction-clipped: no findings.\n"))
  }
}
