import Foundation
import SizingCommands
import Testing

/// `check`'s gate options refuse bad values with one-line errors: 64 for an
/// option value, 66 for a baseline that cannot be read, 65 for one that is
/// not a baseline, 73 for one that cannot be written.
@Suite struct CheckGateErrorTests {
  static let badValues: [[String]] = [
    ["--fail-on", "sometimes"], ["--ignore", "no-such-rule"], ["--ignore", "label-truncated:"],
    ["--grid", "no-such-rule"], ["--grid", "label-truncated", "--format", "json"],
    ["--mode", "sideways"], ["--recents", "1001"], ["--recents", "many"], ["--format", "xml"],
  ]

  @Test(arguments: badValues)
  func badOptionValueExits64(arguments: [String]) throws {
    let result = try CheckGateTests.run(CheckGateTests.narrow, CheckGateTests.sweep() + arguments)
    #expect(result.exitCode == 64, "\(arguments): \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  static let badBaselines: [(String?, Int32)] = [
    (nil, 66),
    ("{", 65),
    (#"{"baseline": "sizing-cli check", "version": 3, "findings": []}"#, 65),
    (#"{"baseline": "sizing-cli check", "version": 1, "findings": [{"rule": "nope"}]}"#, 65),
    (#"{"version": 1, "findings": []}"#, 65),
  ]

  @Test(arguments: badBaselines)
  func badBaseline(text: String?, code: Int32) throws {
    let url = try text.map { try CheckGateTests.file($0) }
    defer { url.map { try? FileManager.default.removeItem(at: $0) } }
    let path = url?.path ?? "/nonexistent/known.json"
    let result = try CheckGateTests.run(
      CheckGateTests.narrow, CheckGateTests.sweep() + ["--baseline", path])
    #expect(result.exitCode == code, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(path))
  }

  @Test func unwritableBaselineExits73() throws {
    let result = try CheckGateTests.run(
      CheckGateTests.narrow,
      CheckGateTests.sweep() + ["--write-baseline", "/nonexistent/dir/known.json"])
    #expect(result.exitCode == 73, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
