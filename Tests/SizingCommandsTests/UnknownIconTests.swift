import Foundation
import SizingCommands
import Testing

/// An icon name that is not one of the bundled `Resources/icons/*.svg` is a
/// widget description error in every command that reads one: exit 65, the
/// JSON path, line and column, and the bundled names (listed by hand from
/// `Resources/icons`).
@Suite struct UnknownIconTests {
  static let text = """
    {
      "appName": "A",
      "quickActions": [{ "title": "Scan", "icon": "scan" }, { "title": "Go", "icon": "rocket" }],
      "recents": []
    }
    """
  static let message =
    #"$.quickActions[1].icon: unknown icon "rocket"; bundled icons: calendar, camera, chart, "#
    + "clock, cloud, doc, folder, location, note, pencil, plus, scan, search, share, signature, "
    + "star, sun (line 3, column 82)"

  @Test(arguments: [
    ["layout", "--device", "iphone-8"], ["render", "--out", "/tmp/never-written.png"], ["check"],
  ])
  func unknownIconExits65WithThePathAndTheBundledNames(command: [String]) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(UUID()).json")
    try Self.text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = command == ["check"] ? [url.path] : ["--widget", url.path]
    let result = SizingCLI.execute(command + file)
    #expect(result.exitCode == 65)
    #expect(result.stderr == "sizing-cli: \(url.path): \(Self.message)\n")
  }

  @Test func bundledIconsAreAccepted() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(UUID()).json")
    try Self.text.replacingOccurrences(of: "rocket", with: "star")
      .write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute(["layout", "--device", "iphone-8", "--widget", url.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
  }
}
