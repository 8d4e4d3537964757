import Foundation
import SizingCommands
import Testing

/// `sizing-cli solve`, run in-process.
@Suite struct SolveTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let widgetTree = repository.appendingPathComponent("scripts/peers/widget-tree.json").path

  /// Writes `text` to a fresh temporary file and returns its path.
  func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("solve-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func frames(_ stdout: String) throws -> [String: [String: Double]] {
    let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
    return object?["frames"] as? [String: [String: Double]] ?? [:]
  }

  @Test func solvesTheReferenceWidgetTree() throws {
    let result = SizingCLI.execute(["solve", Self.widgetTree])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(#"{"width":359,"height":272,"frames":{"root":"#))
    let frames = try frames(result.stdout)
    #expect(frames.count == 32)
    // text stack: x 16 + 36 + 12, width 327 − 48; thumb centred in the 37 pt row content
    #expect(frames["text2"] == ["x": 64, "y": 172, "width": 279, "height": 37])
    #expect(frames["thumb0"]?["y"] == 74.5)
    #expect(result.stdout.hasSuffix(#""diagnostics":[]}"# + "\n"))
  }

  /// Two processes (each with its own hash seed) print the same bytes.
  @Test func outputIsDeterministic() throws {
    let first = try CLIProcess.output(["solve", Self.widgetTree])
    #expect(first.hasPrefix("{"))
    #expect(try CLIProcess.output(["solve", Self.widgetTree]) == first)
    #expect(SizingCLI.execute(["solve", Self.widgetTree]).stdout == first)
  }

  @Test func textFormatIsAnIndentedTree() {
    let result = SizingCLI.execute(["solve", Self.widgetTree, "--format", "text"])
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "size 359 × 272 pt")
    #expect(lines.contains("    button0  x 16  y 8  w 103.667  h 52"))
    #expect(lines.contains("        subtitle3  x 64  y 243  w 150  h 15"))
  }

  @Test func labelsAreMeasuredWithTheChosenMeasurer() throws {
    // 10 pt → 5 pt per character: "Open Document" wraps at 40 pt into 2 lines of 12 pt
    let path = try temporaryFile(
      #"{"width": 40, "root": {"id": "b", "axis": "vertical", "alignment": "center", "items": ["#
        + #"{"id": "t", "text": "Open Document", "font": {"size": 10, "lineHeight": 12}, "lines": 0}]}}"#
    )
    let result = SizingCLI.execute(["solve", path, "--text", "approximate"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try frames(result.stdout)["t"] == ["x": 0, "y": 0, "width": 40, "height": 24])
    let pango = SizingCLI.execute(["solve", path])
    #expect(pango.exitCode == 0, "\(pango.stderr)")
  }

  @Test func diagnosticsAreReported() throws {
    let path = try temporaryFile(
      #"{"width": 30, "root": {"id": "s", "axis": "horizontal", "items": ["#
        + #"{"id": "a", "intrinsic": [20, 10]}, {"id": "b", "intrinsic": [20, 10]}]}}"#)
    let result = SizingCLI.execute(["solve", path])
    #expect(result.stdout.contains(#"{"kind":"compressed","node":"a""#))
    #expect(result.stdout.contains(#"{"kind":"tieResolvedByIndex","node":"s""#))
  }

  @Test(arguments: [
    (
      #"{"root": {"id": "a",}"#,
      "line 1, column 20: trailing comma before }"
    ),
    (
      #"{"root": {"id": "s", "axis": "vertical", "distribution": "fillEvenly", "items": []}}"#,
      #"$.root.distribution: unknown distribution "fillEvenly"; valid: fill, fillEqually"#
    ),
    (
      #"{"root": {"id": "a", "intrinsic": [1, -2]}}"#,
      "$.root.intrinsic[1]: -2 is out of range 0…1000000"
    ),
    (#"{"root": {"id": "a", "intrinsic": [1, 1e400]}}"#, "number 1e400 is out of range"),
    (String(repeating: "[", count: 100_000), "nesting deeper than 256 levels"),
  ])
  func badDocumentsExit65(json: String, message: String) throws {
    let path = try temporaryFile(json)
    let result = SizingCLI.execute(["solve", path])
    #expect(result.exitCode == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("sizing-cli: \(path): "), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func missingFileExits66() {
    let result = SizingCLI.execute(["solve", "/nonexistent/tree.json"])
    #expect(result.exitCode == 66)
    #expect(result.stderr == "sizing-cli: cannot read '/nonexistent/tree.json': no such file\n")
    let directory = SizingCLI.execute(["solve", "/tmp"])
    #expect(directory.exitCode == 66)
  }

  @Test func badOptionsExit64() {
    let format = SizingCLI.execute(["solve", Self.widgetTree, "--format", "xml"])
    #expect(format.exitCode == 64)
    #expect(format.stderr.contains("Please provide one of 'text' and 'json'."))
    let text = SizingCLI.execute(["solve", Self.widgetTree, "--text", "bitmap"])
    #expect(text.exitCode == 64)
    #expect(text.stderr.contains("Please provide one of 'pango' and 'approximate'."))
    #expect(SizingCLI.execute(["solve"]).exitCode == 64)
  }
}
