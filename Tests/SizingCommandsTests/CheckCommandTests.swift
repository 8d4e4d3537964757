import Foundation
import SizingCommands
import Testing

/// Each check rule fires on a description crafted for it and stays quiet
/// on a clean one; the reference widget's known findings are asserted.
@Suite struct CheckCommandTests {
  /// One environment: iPhone 8, Large, portrait, Today view, iOS 13.
  static let oneEnvironment = [
    "--device", "iphone-8", "--category", "L", "--os", "13", "--orientation", "portrait",
    "--location", "today-view",
  ]

  static func description(
    actions: String = #"[{"title": "Scan", "icon": "scan"}]"#,
    recents: String = #"[{"title": "Report.pdf", "subtitle": "Today"}]"#, extra: String = ""
  ) -> String {
    #"{"appName": "Test", "quickActions": \#(actions), "recents": \#(recents)\#(extra)}"#
  }

  func check(_ json: String, _ arguments: [String]) throws -> (CommandResult, [String: Any]) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("w-\(UUID()).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(["check", url.path, "--format", "json"] + arguments)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return (result, try #require(object as? [String: Any]))
  }

  func rules(_ report: [String: Any]) -> [String] {
    ((report["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String }
  }

  @Test func standardInputErrorsNameStandardInput() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: CLIProcess.executable.path),
      "build sizing-cli first")
    let broken = try CLIProcess.run(["check", "-"], input: "{\n  \"appName\": \n")
    #expect(broken.status == 65)
    #expect(broken.stderr.hasPrefix("sizing-cli: standard input: line 3, column 1: "))
    #expect(broken.stderr.split(separator: "\n").count == 1)
    let clean = try CLIProcess.run(
      ["check", "-"] + Self.oneEnvironment, input: Self.description())
    #expect(clean.status == 0, "\(clean.stderr)")
  }

  @Test func cleanDescriptionExitsZero() throws {
    let (result, report) = try check(Self.description(), Self.oneEnvironment)
    #expect(result.exitCode == 0)
    #expect(rules(report).isEmpty)
    // 1 environment × (0 recents: compact; 1 recent: compact + expanded).
    #expect(report["environments"] as? Int == 3)
  }

  @Test(arguments: [
    ("action-clipped", description(extra: #", "actionStyle": {"iconSize": 150}"#)),
    (
      "label-truncated",
      description(
        recents:
          #"[{"title": "\#(String(repeating: "Quarterly Report ", count: 8))", "subtitle": "x"}]"#)
    ),
    (
      "label-line-limit",
      description(
        actions:
          #"[{"title": "Scan Every Single Document In The Office Today", "icon": "scan"}, {"title": "B", "icon": "note"}, {"title": "C", "icon": "search"}]"#,
        extra: #", "labelLines": 1, "actionStyle": {"numberOfLines": 3}"#)
    ),
    ("narrower-than-minimum", description(extra: #", "minimumWidth": 375"#)),
    (
      "rows-never-fit",
      // A 520-pt row (400 + 2 × 60 padding) does not fit the iPhone 8's 616 − 110 = 506 pt.
      description(
        extra: #", "rowStyle": {"thumbnail": {"width": 30, "height": 400}, "#
          + #""padding": {"top": 60, "bottom": 60}}"#)
    ),
  ])
  func ruleFiresOnItsDescription(rule: String, json: String) throws {
    let (result, report) = try check(json, Self.oneEnvironment)
    #expect(result.exitCode == 1)
    #expect(rules(report).contains(rule), "\(rules(report))")
    let finding = try #require(
      (report["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == rule })
    let first = try #require(finding["first"] as? [String: Any])
    #expect(first["device"] as? String == "iphone-8")
    #expect(first["category"] as? String == "L")
    #expect((finding["count"] as? Int ?? 0) >= 1)
    #expect(["error", "warning"].contains(finding["severity"] as? String ?? ""))
  }

  @Test func noRowShownWhereOnlySomeDevicesLackRoom() throws {
    // A 450-pt row (400 + 2 × 25 padding) fits below 110 pt in the iPhone X's Today view
    // (660 − 110 = 550) but not in the iPhone SE's (528 − 110 = 418).
    let json = Self.description(
      extra: #", "rowStyle": {"thumbnail": {"width": 30, "height": 400}, "#
        + #""padding": {"top": 25, "bottom": 25}}"#)
    let (result, report) = try check(
      json,
      [
        "--device", "iphone-se", "--device", "iphone-x", "--category", "L", "--os", "13",
        "--orientation", "portrait", "--location", "today-view",
      ])
    #expect(result.exitCode == 1)
    #expect(rules(report) == ["no-row-shown"])
    let finding = try #require((report["findings"] as? [[String: Any]])?.first)
    #expect((finding["first"] as? [String: Any])?["device"] as? String == "iphone-se")
    #expect(finding["count"] as? Int == 1)
  }

  @Test func styleSubstitutedOnOldSystems() throws {
    let json = Self.description(extra: #", "actionStyle": {"labelStyle": "largeTitle"}"#)
    let (_, report) = try check(
      json, ["--device", "iphone-8", "--category", "L", "--os", "10", "--location", "today-view"])
    #expect(rules(report).contains("style-substituted"))
  }

  /// The reference widget over the whole matrix: at AX5 on an iPhone SE no
  /// row fits below the 325-pt compact section (416 − 325 = 91 pt), and long
  /// document titles truncate; nothing clips.
  @Test func referenceWidgetKnownFindings() throws {
    let result = SizingCLI.execute(["check", "Data/reference-widget.json", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let report = try #require(object)
    #expect(result.exitCode == 1)
    let found = Set(rules(report))
    #expect(found == ["no-row-shown", "label-truncated"])
    #expect(!found.contains("action-clipped"))
    let noRow = try #require(
      (report["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "no-row-shown" })
    let first = try #require(noRow["first"] as? [String: Any])
    #expect(first["device"] as? String == "iphone-se")
    #expect(first["category"] as? String == "AX5")
    #expect(first["mode"] as? String == "expanded")
    // Cells = environments × modes × recents 0…5 (6 recents, maxRows 4: a
    // count past maxRows + 1 shows what maxRows + 1 does and is not swept).
    // Environments that existed (MatrixTests): iOS 9: 24 device/orientation/
    // location runs, none expandable; iOS 10: 42 runs, 12 of them Quick Actions;
    // iOS 11–13: 66 runs, 22 Quick Actions. A run is 12 categories; an
    // expandable environment has 1 + 5 × 2 = 11 cells (compact at 0 recents,
    // both modes at 1…5), a compact-only one 6.
    let iOS9 = 24 * 6, iOS10 = 30 * 11 + 12 * 6, iOS13 = 44 * 11 + 22 * 6
    #expect(report["environments"] as? Int == (iOS9 + iOS10 + iOS13) * 12)
    #expect((iOS9 + iOS10 + iOS13) * 12 == 13_944)
  }

  @Test func textReportGroupsAndCounts() throws {
    let result = SizingCLI.execute(["check", "Data/reference-widget.json"] + Self.oneEnvironment)
    #expect(result.stdout.hasPrefix("Checked Data/reference-widget.json in"))
    #expect(result.stdout.contains("error") || result.stdout.contains("No findings"))
  }

  static let badInputs: [([String], Int32)] = [
    (["check", "/nonexistent/w.json"], 66),
    (["check", "Data/reference-widget.json", "--device", "pixel"], 64),
    (["check", "Data/reference-widget.json", "--os", "8"], 64),
    (
      ["check", "Data/reference-widget.json", "--location", "left-column", "--device", "iphone-8"],
      64
    ),
    (["check", "Data/reference-widget.json", "--format", "yaml"], 64),
  ]

  @Test(arguments: badInputs)
  func badInput(arguments: [String], code: Int32) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == code, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func malformedDescriptionExits65() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    try #"{"appName": "x", "quickActions": [}"#.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(["check", url.path])
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("line 1"))
  }
}
