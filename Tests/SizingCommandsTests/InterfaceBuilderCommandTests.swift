import Foundation
import SizingCommands
import Testing

/// Storyboards and xibs through `sizing-cli`: `layout`, `check` (the
/// conflict as UIKit logs it, exit 1), `render` (a PNG), `solve --engine
/// autolayout`, and the refusals (exit 65 with file and line, 66 missing).
@Suite(.serialized) struct InterfaceBuilderCommandTests {
  static let folder = "Data/widgets/interface-builder/"

  @Test func layoutPrintsTheStoryboardsViews() {
    let result = SizingCLI.execute([
      "layout", "--device", "iphone-8", "--widget", Self.folder + "stats-row.storyboard",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    // (359 − 32 − 24) / 3 = 101 wide each, 16 from the top.
    #expect(result.stdout.contains("steps (text)  16, 16, 101 × "))
    #expect(result.stdout.contains("Diagnostics: none"))
  }

  @Test func checkReportsTheConflictAsAnError() {
    let result = SizingCLI.execute([
      "check", Self.folder + "conflicting.storyboard", "--device", "iphone-8", "--category", "L",
      "--os", "13",
    ])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("unsatisfiable-constraints: banner: Unable to simultaneously"))
    #expect(
      result.stdout.contains(
        "Will attempt to recover by breaking constraint / <NSLayoutConstraint 'banner-width' "
          + "UIView:banner.width == 343 (line 15)>"))
  }

  @Test func renderDrawsAStoryboard() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = SizingCLI.execute([
      "render", "--widget", Self.folder + "action-buttons.storyboard", "--out", out.path,
      "--device", "iphone-8", "--categories", "L",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let image = try #require(PNGImage(path: out.path))
    #expect(image.width > 359 && image.height > 110)
  }

  @Test func malformedStoryboardExits65WithFileAndLine() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).xib")
    defer { try? FileManager.default.removeItem(at: path) }
    try "<document>\n<objects>\n</document>\n".write(to: path, atomically: true, encoding: .utf8)
    let result = SizingCLI.execute(["layout", "--device", "iphone-8", "--widget", path.path])
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "sizing-cli: \(path.path):3: malformed XML: an end tag does not match the open element\n"
    )
  }

  @Test func missingStoryboardExits66() {
    let result = SizingCLI.execute([
      "layout", "--device", "iphone-8", "--widget", "/nonexistent/Main.storyboard",
    ])
    #expect(result.exitCode == 66)
    #expect(
      result.stderr == "sizing-cli: cannot read '/nonexistent/Main.storyboard': no such file\n")
  }

  @Test func unknownSceneExits65ListingTheScenes() {
    let result = SizingCLI.execute([
      "layout", "--device", "iphone-8", "--widget", Self.folder + "stats-row.storyboard",
      "--scene", "nope",
    ])
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("scene \"nope\" not found; the file has M4Y-Lb-cyx"))
  }

  @Test func solveWithTheAutoLayoutEngineGivesTheStackSolversFrames() throws {
    let stack = SizingCLI.execute(["solve", "scripts/peers/widget-tree.json"])
    let auto = SizingCLI.execute([
      "solve", "scripts/peers/widget-tree.json", "--engine", "autolayout",
    ])
    #expect(auto.exitCode == 0, "\(auto.stderr)")
    func frames(_ text: String) throws -> [String: [String: Double]] {
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      return try #require(object?["frames"] as? [String: [String: Double]])
    }
    let a = try frames(stack.stdout)
    let b = try frames(auto.stdout)
    #expect(a.keys.sorted() == b.keys.sorted())
    for (id, frame) in a {
      for (key, value) in frame {
        #expect(abs(value - (b[id]?[key] ?? .nan)) < 1e-9, "\(id).\(key)")
      }
    }
  }
}
