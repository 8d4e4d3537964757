import Foundation
import SizingCommands
import Testing

/// A baseline remembers where each finding occurred; a known finding that
/// now occurs in more environments, or newly at the default one, fails.
///
/// Cells by hand (as in ``CheckGateTests``): iOS 13, portrait, Today view;
/// an environment with N recents has 1 + 2N cells (compact with 0…N,
/// expanded with 1…N); row 0 shows in the N expanded cells at Large on the
/// SE. Widths: the SE 304 pt, the iPhone 8 359 pt, so `minimumWidth` 340
/// fires on the SE only and 360 on both, the iPhone 8 at Large being the
/// default environment; `narrower-than-minimum` counts in every cell.
@Suite struct BaselineSpreadTests {
  static let categories = "xS,S,M,L,xL,xxL,xxxL,AX1,AX2,AX3,AX4,AX5"

  /// A widget with `recents` recents titled `title`, and a `minimumWidth`.
  static func widget(recents: Int, title: String = "A", minimumWidth: Int? = nil) -> String {
    let rows = (0..<recents).map { _ in #"{"title": "\#(title)"}"# }.joined(separator: ", ")
    return #"{"appName": "T", "quickActions": [{"title": "A", "icon": "scan"}], "#
      + #""recents": [\#(rows)]"# + (minimumWidth.map { #", "minimumWidth": \#($0)"# } ?? "")
      + "}"
  }

  /// A fresh path for a baseline, removed by the caller.
  static func path() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("spread-\(UUID()).json")
  }

  /// The issue's case: a truncation known in 2 cells now occurs in 4.
  @Test func aTruncationInMoreEnvironmentsFails() throws {
    let baseline = Self.path()
    defer { try? FileManager.default.removeItem(at: baseline) }
    let long = CheckGateTests.longTitle
    let written = try CheckGateTests.run(
      Self.widget(recents: 2, title: long),
      CheckGateTests.sweep() + ["--write-baseline", baseline.path])
    #expect(written.exitCode == 0, "\(written.stderr)")
    // 4 recents: row 0 shows in the 4 expanded cells (was 2); rows 2 and 3 are ignored,
    // so only the spread can fail the check.
    let ignore = ["--ignore", "label-truncated:row2.*", "--ignore", "label-truncated:row3.*"]
    let spread = try CheckGateTests.run(
      Self.widget(recents: 4, title: long),
      CheckGateTests.sweep() + ["--baseline", baseline.path] + ignore)
    #expect(spread.exitCode == 1, "\(spread.stdout)")
    #expect(spread.stdout.contains("  label-truncated (known, spread: was 2, now 4): row0.title: "))
    // Row 1 shows in the expanded cells with 2, 3 and 4 recents (was 1).
    #expect(spread.stdout.contains("  label-truncated (known, spread: was 1, now 3): row1.title: "))
    #expect(spread.stdout.contains("2 warnings (2 known, 2 spread)."))
    // Under --fail-on error a spread warning does not fail.
    let errorsOnly = try CheckGateTests.run(
      Self.widget(recents: 4, title: long),
      CheckGateTests.sweep() + ["--baseline", baseline.path, "--fail-on", "error"] + ignore)
    #expect(errorsOnly.exitCode == 0)
  }

  /// 132 → 264 cells, now also at the default environment; and back.
  @Test func aSpreadToTheDefaultEnvironmentFailsAndFewerIsProgress() throws {
    // 24 environments (2 devices × 12 sizes) × (1 + 2 × 5) = 264 cells (21 recents are
    // swept over 0…5: maxRows 4 + 1); the SE's 132.
    let sweep = CheckGateTests.sweep(both: true, categories: Self.categories)
    let narrow = Self.widget(recents: 21, minimumWidth: 340)
    let wide = Self.widget(recents: 21, minimumWidth: 360)
    let seOnly = Self.path()
    let both = Self.path()
    defer { for url in [seOnly, both] { try? FileManager.default.removeItem(at: url) } }
    _ = try CheckGateTests.run(narrow, sweep + ["--write-baseline", seOnly.path])
    _ = try CheckGateTests.run(wide, sweep + ["--write-baseline", both.path])
    let text = try String(contentsOf: seOnly, encoding: .utf8)
    #expect(text.contains(#""environments": 264,"#))
    #expect(
      text.contains(
        #"""
            {
              "atDefault": false,
              "element": "widget",
              "environments": 132,
              "family": null,
              "host": "today",
              "rule": "narrower-than-minimum",
              "severity": "error"
            }
        """#))
    let spread = try CheckGateTests.run(
      wide, sweep + ["--baseline", seOnly.path, "--fail-on", "error", "--format", "json"])
    #expect(spread.exitCode == 1)
    let finding = try #require(
      try CheckGateTests.findings(spread).first { $0["rule"] as? String == "narrower-than-minimum" }
    )
    #expect(finding["fails"] as? Bool == true)
    let state = try #require(finding["baseline"] as? [String: Any])
    #expect(state["state"] as? String == "spread")
    #expect(state["was"] as? Int == 132)
    #expect(state["change"] as? String == "was 132, now 264; now also at the default environment")
    let text1 = try CheckGateTests.run(wide, sweep + ["--baseline", seOnly.path])
    #expect(
      text1.stdout.contains(
        "  narrower-than-minimum (known, spread: was 132, now 264; now also at the default "
          + "environment): widget: content is 359 pt wide; minimumWidth is 360 pt\n"))
    // Fewer environments is progress: reported, passing.
    let progress = try CheckGateTests.run(
      narrow, sweep + ["--baseline", both.path, "--fail-on", "error"])
    #expect(progress.exitCode == 0, "\(progress.stdout)")
    #expect(
      progress.stdout.contains(
        "  narrower-than-minimum (known, progress: was 264, now 132; no longer at the default "
          + "environment): widget: content is 304 pt wide; minimumWidth is 340 pt\n"))
  }

  /// A version-1 baseline has no counts: known findings never fail, with a note.
  @Test func aVersionOneBaselineIsReadWithoutCounts() throws {
    let baseline = try CheckGateTests.file(
      #"{"baseline": "sizing-cli check", "version": 1, "findings": ["#
        + #"{"rule": "label-truncated", "element": "row0.title", "severity": "warning"}]}"#)
    defer { try? FileManager.default.removeItem(at: baseline) }
    let result = try CheckGateTests.run(
      Self.widget(recents: 1, title: CheckGateTests.longTitle),
      CheckGateTests.sweep() + ["--baseline", baseline.path])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("  label-truncated (known): row0.title: "))
    #expect(
      result.stdout.hasSuffix(
        "The baseline \(baseline.path) is version 1 and has no counts: only new findings fail; "
          + "rewrite it with --write-baseline to fail on findings that spread.\n"))
  }

  /// Valid JSON of another shape is refused in one line, exit 65.
  @Test(arguments: [
    (
      CheckGateTests.narrow,
      #"it has no "baseline": "sizing-cli check" member; it looks like a widget description"#
    ),
    (
      String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
      "it is an array, not an object"
    ),
  ])
  func notABaseline(text: String, reason: String) throws {
    let url = try CheckGateTests.file(text)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CheckGateTests.run(
      CheckGateTests.narrow, CheckGateTests.sweep() + ["--baseline", url.path])
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "sizing-cli: \(url.path) is not a check baseline: \(reason) (write one with --write-baseline)\n"
    )
  }
}
