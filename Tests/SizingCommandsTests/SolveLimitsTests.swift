import Foundation
import SizingCommands
import Testing

/// `solve`'s input limits (TheSolver.md, "Limits"): each number outside its range
/// is one line naming its JSON path and the range, exit 65; inputs at the
/// limits solve; errors stay on one line whatever the input holds.
@Suite struct SolveLimitsTests {
  static func label(size: String, text: String = "Hi", lineHeight: String = "20") -> String {
    #"{"root": {"id": "l", "text": "\#(text)", "font": {"size": \#(size), "lineHeight": \#(lineHeight)}}}"#
  }

  /// `solve` on `json` written to a temporary file, with `options`.
  func solve(_ json: String, _ options: [String]) -> CommandResult {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("solve-limits-\(UUID().uuidString).json")
    try? json.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return SizingCLI.execute(["solve", url.path] + options)
  }

  static func leaf(_ members: String) -> String {
    #"{"root": {"id": "a", "intrinsic": [1, 1]\#(members)}}"#
  }

  @Test(arguments: [
    (label(size: "1e-300"), "$.root.font.size: 1e-300 is out of range 1…500"),
    (label(size: "1e-17"), "$.root.font.size: 1e-17 is out of range 1…500"),
    (label(size: "0"), "$.root.font.size: 0 is out of range 1…500"),
    (label(size: "1000000"), "$.root.font.size: 1000000 is out of range 1…500"),
    (label(size: "12", lineHeight: "1001"), "$.root.font.lineHeight: 1001 is out of range 0…1000"),
    (
      #"{"root": {"id": "l", "text": "a", "font": {"size": 12, "weight": 1001}}}"#,
      "$.root.font.weight: 1001 is out of range 1…1000"
    ),
    (
      label(size: "12", text: String(repeating: "w", count: 1_001)),
      "$.root.text: 1001 characters; a label holds at most 1000"
    ),
    (
      #"{"root": {"id": "l", "text": "a", "font": {"size": 12}, "lines": 10001}}"#,
      "$.root.lines: 10001 is out of range 0…10000"
    ),
    (
      #"{"scale": 0.5, "root": {"id": "a", "intrinsic": [1, 1]}}"#,
      "$.scale: 0.5 is out of range 1…16 pixels per point (0: no snapping)"
    ),
    (
      #"{"scale": 17, "root": {"id": "a", "intrinsic": [1, 1]}}"#,
      "$.scale: 17 is out of range 0…16"
    ),
    (
      #"{"height": -1, "root": {"id": "a", "intrinsic": [1, 1]}}"#,
      "$.height: -1 is out of range 0…1000000"
    ),
    (leaf(#", "baseline": [-1, 0]"#), "$.root.baseline[0]: -1 is out of range 0…1000000"),
    (
      leaf(#", "compression": [0, 1000.5]"#), "$.root.compression[1]: 1000.5 is out of range 0…1000"
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "spacing": -1000001, "items": []}}"#,
      "$.root.spacing: -1000001 is out of range -1000000…1000000"
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "margins": [0, 0, 0, 1e7], "items": []}}"#,
      "$.root.margins[3]: 10000000 is out of range 0…1000000"
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "customSpacing": {"a": 2e6}, "items": [{"id": "a", "intrinsic": [1, 1]}]}}"#,
      "$.root.customSpacing.a: 2000000 is out of range -1000000…1000000"
    ),
  ])
  func numbersOutOfRangeExit65WithPathAndRange(json: String, message: String) {
    for measurer in ["pango", "approximate"] {
      let result = solve(json, ["--text", measurer])
      #expect(result.exitCode == 65, "\(result.stderr)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }

  /// At the limits, under Pango in a real process: a 1,000-character
  /// unbroken word at 500 pt wrapped at 100 pt, and at 1 pt; nothing on
  /// standard error, exit 0.
  @Test(arguments: ["500", "1"])
  func labelsAtTheLimitsSolveQuietly(size: String) throws {
    let json =
      #"{"width": 100, "root": {"id": "s", "axis": "vertical", "items": [{"id": "l", "text": ""#
      + String(repeating: "W", count: 1_000)
      + #"", "font": {"size": \#(size), "lineHeight": 1000, "weight": 1000}, "lines": 0}]}}"#
    let (status, stderr) = try CLIProcess.run(["solve", "-"], input: json)
    #expect(status == 0, "\(stderr)")
    #expect(stderr.isEmpty, "\(stderr)")
  }

  /// 99,999 items each with a custom spacing (the node limit is 100,000)
  /// are read and solved: 99,999 × 1 pt + 99,998 × 2 pt = 299,995 pt.
  @Test func customSpacingOnEveryItemAtTheNodeLimit() {
    let count = 99_999
    let items = (0..<count).map { #"{"id": "i\#($0)", "intrinsic": [1, 1]}"# }
    let custom = (0..<count).map { #""i\#($0)": 2"# }
    let json =
      #"{"root": {"id": "s", "axis": "horizontal", "customSpacing": {\#(custom.joined(separator: ","))}, "items": [\#(items.joined(separator: ","))]}}"#
    let result = solve(json, ["--text", "approximate"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let prefix = String(result.stdout.prefix(30))
    #expect(prefix.hasPrefix(#"{"width":299995,"height":1,"#), "\(prefix)")
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("solve-bom-\(UUID().uuidString).json")
    try Data([0xEF, 0xBB, 0xBF] + Array(Self.leaf("").utf8)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(["solve", url.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
  }

  @Test(arguments: [
    (["solve", "-", "--format", "a\nb"], "The value 'a\\nb' is invalid for '--format <format>'"),
    (["solve", "no\nsuch\r\nfile.json"], "no\\nsuch\\r\\nfile.json"),
  ])
  func newlinesInOptionValuesAreEscaped(arguments: [String], message: String) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode != 0)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
  }

  @Test func newlinesInDataAreEscaped() {
    let json = #"{"root": {"id": "a\nb", "intrinsic": [1, 1], "x\ny": 1}}"#
    let result = solve(json, [])
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains(#"unknown key "x\ny""#), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
  }

  /// At most 500 arguments: 500 are parsed (an option repeated 249 times),
  /// 501 are refused with exit 64 before parsing.
  @Test func argumentsAreCappedAt500() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("solve-args-\(UUID().uuidString).json")
    try Self.leaf("").write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    let repeated = Array(repeating: ["--format", "json"], count: 249).flatMap { $0 }
    let atLimit = SizingCLI.execute(["solve", path.path] + repeated)
    #expect(atLimit.exitCode == 0, "\(atLimit.stderr)")
    let over = SizingCLI.execute(["solve", path.path, "x"] + repeated)
    #expect(over.exitCode == 64)
    #expect(over.stderr == "sizing-cli: 501 arguments; at most 500 are read\n")
  }
}
