import Foundation
import SizingCommands
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--write-baseline` writes only regular files (as `render --out`), and the
/// JUnit report parses in any XML parser; expected values by hand.
@Suite struct ReportTargetTests {
  /// A fresh temporary folder, removed by the caller.
  func folder() throws -> URL { try RenderReplacementTests().folder() }

  func writeBaseline(_ path: String) throws -> CommandResult {
    try CheckGateTests.run(
      CheckGateTests.narrow, CheckGateTests.sweep() + ["--write-baseline", path])
  }

  @Test func devicesFIFOsAndDirectoriesAreRefusedWith73() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let cases = [
      ("/dev/null", "it is a device, not a regular file"),
      (fifo, "it is a FIFO, not a regular file"),
      (folder.path, "it is a directory, not a regular file"),
      (folder.appendingPathComponent("none/known.json").path, "no such folder"),
    ]
    for (path, reason) in cases {
      let result = try writeBaseline(path)
      #expect(result.exitCode == 73, "\(path): \(result.stderr)")
      #expect(
        result.stderr == "sizing-cli: cannot write baseline '\(path)': \(reason)"
          + (reason == "no such folder"
            ? " '\(folder.path)/none'\n" : "; only regular files are written\n"))
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aSymbolicLinkIsFollowedAndTheModeKept() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("known.json").path
    let link = folder.appendingPathComponent("link.json").path
    #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    #expect(chmod(target, 0o640) == 0)
    #expect(symlink("known.json", link) == 0)
    let result = try writeBaseline(link)
    // The written findings are known: the gate passes.
    #expect(result.exitCode == 0, "\(result.stderr)")
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(stat(target, &info) == 0 && info.st_mode & 0o7777 == 0o640)
    let text = try String(contentsOfFile: target, encoding: .utf8)
    #expect(text.contains(#""rule": "narrower-than-minimum""#), "\(text)")
    let dangling = folder.appendingPathComponent("dangling.json").path
    #expect(symlink("missing/nothing.json", dangling) == 0)
    let refused = try writeBaseline(dangling)
    #expect(refused.exitCode == 73)
    #expect(refused.stderr.contains("it is a symbolic link that leads to no file"))
  }

  /// A label holding U+FFFE and U+FFFF (not XML 1.0 characters) that
  /// truncates: its text is in the report as U+FFFD.
  static let forbiddenXML =
    #"{"version": 2, "appName": "T", "compact": {"type": "label", "id": "title", "#
    + #""text": "A \uFFFE B \uFFFF C <&> a long title that is cut off on the smallest phone", "#
    + #""textStyle": "body"}}"#

  @Test func theJUnitReportParsesInFoundationAndPython() throws {
    let result = try CheckGateTests.run(
      Self.forbiddenXML, CheckGateTests.sweep() + ["--format", "junit"])
    #expect(result.exitCode == 1, "\(result.stderr)")
    let xml = result.stdout
    #expect(!xml.unicodeScalars.contains("\u{FFFE}") && !xml.unicodeScalars.contains("\u{FFFF}"))
    #expect(xml.contains("A \u{FFFD} B \u{FFFD} C &lt;&amp;&gt; a long title"))
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    let url = try CheckGateTests.file(xml, "xml")
    defer { try? FileManager.default.removeItem(at: url) }
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); "
        + "print(r.get('failures'), len(r.findall('testcase')))",
      url.path,
    ]
    let output = Pipe()
    python.standardOutput = output
    try python.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    python.waitUntilExit()
    #expect(python.terminationStatus == 0)
    // Failures: glyph-missing and label-truncated; 21 rules, one case each
    // (content-vanished, section-empty, content-squeezed, image-distorted,
    // inline-ignored, unsatisfiable-constraints, ambiguous-layout added).
    #expect(String(decoding: printed, as: UTF8.self) == "2 21\n")
  }

  /// A version-2 list's cells count items, not recents: at AX5 on the
  /// smallest phone in landscape no row fits (as with version 1's recents).
  @Test func versionTwoListsSpeakOfItems() throws {
    let json =
      #"{"version": 2, "appName": "T", "compact": {"type": "view"}, "expanded": {"list": "#
      + #"{"row": {"type": "label", "id": "t", "text": "{a}", "textStyle": "body"}, "#
      + #""items": [{"a": "x"}]}}}"#
    let result = try CheckGateTests.run(
      json,
      [
        "--device", "iphone-se", "--category", "AX5", "--orientation", "landscape", "--os", "13",
        "--location", "today-view",
      ])
    #expect(result.stdout.contains("no environment shows even one list row"), "\(result.stdout)")
    #expect(result.stdout.contains("there is 1 item and Show More is offered"))
    #expect(result.stdout.contains("expanded, 1 item"))
    #expect(!result.stdout.contains("recent"))
  }
}
