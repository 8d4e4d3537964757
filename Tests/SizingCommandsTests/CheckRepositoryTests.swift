import Foundation
import SizingCommands
import Testing

/// `check` over several files: one report, exit code the worst, and the
/// `check` section of `.widget-sizing.json` (issue 22, item 5).
@Suite struct CheckRepositoryTests {
  static let minimal = "Data/widgets/minimal.json"
  static let crowded = "Data/widgets/crowded.json"

  /// A temporary directory holding `files` (name → text).
  static func directory(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("repo-\(UUID().uuidString)")
    for (name, text) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func twoFilesMakeOneTextReportWithTheWorstExitCode() {
    let alone = SizingCLI.execute(["check", Self.minimal])
    #expect(alone.exitCode == 0)
    let both = SizingCLI.execute(["check", Self.minimal, Self.crowded])
    // minimal passes, crowded has findings: the worst is 1.
    #expect(both.exitCode == 1)
    #expect(both.stdout.hasPrefix(alone.stdout + "\n"), "minimal's report comes first, whole")
    #expect(both.stdout.contains("Checked \(Self.crowded) in "))
    #expect(both.stdout.hasSuffix("2 files checked: 1 file passed, 1 failed (exit 1).\n"))
  }

  @Test func aBrokenFileIsReportedAndTheOthersStillChecked() throws {
    let root = try Self.directory(["bad.json": #"{"appName": "A",}"#])
    defer { try? FileManager.default.removeItem(at: root) }
    let bad = root.appendingPathComponent("bad.json").path
    let result = SizingCLI.execute(["check", Self.minimal, bad, "--format", "json"])
    #expect(result.exitCode == 65)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == [Self.minimal, bad])
    #expect((files[0]["findings"] as? [Any])?.count == 0)
    // `{"appName": "A",}`: the comma is the 16th character.
    #expect(files[1]["error"] as? String == "line 1, column 16: trailing comma before }")
    #expect(files[1]["exitCode"] as? Int == 65)
    #expect(document["exitCode"] as? Int == 65)
  }

  @Test func oneSARIFLogHasAnArtifactPerFileAndValidates() throws {
    let result = SizingCLI.execute(["check", Self.minimal, Self.crowded, "--format", "sarif"])
    #expect(result.exitCode == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let artifacts = try #require(runs[0]["artifacts"] as? [[String: Any]])
    let uris = artifacts.map { ($0["location"] as? [String: Any])?["uri"] as? String }
    #expect(uris == [Self.minimal, Self.crowded])
    // Every result is crowded's (minimal has none): artifact 1.
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    let crowdedAlone = SizingCLI.execute(["check", Self.crowded, "--format", "json"])
    let alone = try #require(
      try JSONSerialization.jsonObject(with: Data(crowdedAlone.stdout.utf8)) as? [String: Any])
    #expect(results.count == (alone["findings"] as? [Any])?.count)
    for result in results {
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      let artifact = (location as? [String: Any])?["artifactLocation"] as? [String: Any]
      #expect(artifact?["index"] as? Int == 1)
    }
    let checked = try SARIFSchemaTests.validate(result.stdout)
    #expect(checked.status == 0, "\(checked.output)")
  }

  @Test func oneJUnitDocumentHasASuitePerWidget() {
    let result = SizingCLI.execute(["check", Self.minimal, Self.crowded, "--format", "junit"])
    #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
    #expect(result.stdout.components(separatedBy: "<testsuite ").count - 1 == 2)
    #expect(result.stdout.contains("<testsuite name=\"sizing-cli check \(Self.minimal)\""))
    #expect(result.stdout.contains("<testsuite name=\"sizing-cli check \(Self.crowded)\""))
    #expect(result.stdout.hasSuffix("</testsuites>\n"))
  }

  /// Swift sources without a widget are exit 65 naming what was searched
  /// (sources with widgets: SwiftSourceCheckTests).
  @Test func swiftSourcesWithoutAWidgetAreADataErrorNamingTheSearch() {
    let result = SizingCLI.execute(["check", "Sources/sizing-cli/Entrypoint.swift"])
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "sizing-cli: no struct conforming to Widget in Sources/sizing-cli/Entrypoint.swift\n")
    let directory = SizingCLI.execute(["check", "Sources/sizing-cli"])
    #expect(directory.exitCode == 65)
    #expect(directory.stderr.contains("no struct conforming to Widget in Sources/sizing-cli"))
  }

  @Test func aDirectoryIsItsJSONFilesAndAGlobItsMatches() throws {
    let minimal = try String(contentsOfFile: Self.minimal, encoding: .utf8)
    let root = try Self.directory([
      "w/a.json": minimal, "w/sub/b.json": minimal, "w/notes.txt": "x", "w/.hidden/c.json": "x",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let w = root.appendingPathComponent("w").path
    let result = SizingCLI.execute(["check", w])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("Checked \(w)/a.json in "))
    #expect(result.stdout.contains("Checked \(w)/sub/b.json in "))
    #expect(result.stdout.hasSuffix("2 files checked: 2 files passed, 0 failed (exit 0).\n"))
    let glob = SizingCLI.execute(["check", w + "/**/*.json"])
    #expect(glob.stdout == result.stdout)
    let nothing = SizingCLI.execute(["check", w + "/*.png"])
    #expect(nothing.exitCode == 66)
    #expect(nothing.stderr.contains("no widget description matches \(w)/*.png"))
  }

  @Test func noFileAndNoConfigurationSaysWhatToPass() throws {
    let root = try Self.directory(["readme.txt": "x"])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLIProcess.run(["check"], in: root)
    #expect(result.status == 64)
    #expect(result.stderr.contains("no widget to check: pass description files"))
    #expect(result.stderr.contains(#""check": {"widgets": […]}"#))
  }

  @Test func theConfigurationHoldsTheGateAndOptionsOverrideIt() throws {
    let crowded = try String(contentsOfFile: Self.crowded, encoding: .utf8)
    let root = try Self.directory([
      "widgets/crowded.json": crowded,
      ".widget-sizing.json": #"""
      {"check": {"widgets": ["widgets/*.json"], "failOn": "never", "format": "json",
                 "ignore": ["glyph-missing", "label-truncated"]}}
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let configured = try CLIProcess.run(["check"], in: root)
    // failOn never: findings, yet exit 0; the format is the file's.
    #expect(configured.status == 0)
    #expect(configured.stdout.contains(#""failOn": "never""#))
    #expect(!configured.stdout.contains(#""rule": "label-truncated""#))
    // crowded has label-truncated findings but no glyph-missing ones: one warning.
    #expect(
      configured.stderr
        == "sizing-cli: warning: ignore entry in \(root.path)/.widget-sizing.json "
        + "'glyph-missing' matched no finding; it can go\n")
    let overridden = try CLIProcess.run(
      ["check", "--fail-on", "warning", "--format", "text", "--ignore", "glyph-missing"], in: root)
    #expect(overridden.status == 1)
    #expect(overridden.stdout.hasPrefix("Checked widgets/crowded.json in "))
    #expect(overridden.stdout.contains("label-truncated"))
    #expect(
      overridden.stderr
        == "sizing-cli: warning: --ignore 'glyph-missing' matched no finding; it can go\n")
  }

  @Test func anUnknownConfigurationKeyNamesTheValidOnes() throws {
    let root = try Self.directory([".widget-sizing.json": #"{"check": {"widget": []}}"#])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLIProcess.run(["check"], in: root)
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        #"$.check.widget: unknown key "widget"; valid keys: widgets, failOn, ignore, baseline, "#
          + "host, devices, categories, format"))
  }
}
