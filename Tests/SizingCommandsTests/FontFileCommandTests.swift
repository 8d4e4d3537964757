import Foundation
import Testing

/// `--font-file` and `.widget-sizing.json` on `layout`, `check` and
/// `render`, each in its own `sizing-cli` process: the family is chosen for
/// the whole process, so in-process runs would change other tests' text.
///
/// DejaVu Sans (`fonts-dejavu-core`) stands in for a font the user brings:
/// a real font Debian ships, much wider than Inter.
@Suite struct FontFileCommandTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// A fresh directory tree: `root/project/fonts`, `root/project/app/src`.
  static func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("fonts-\(UUID().uuidString)")
    let project = root.appendingPathComponent("project")
    for sub in ["fonts", "app/src"] {
      try FileManager.default.createDirectory(
        at: project.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    return root
  }

  /// The layout JSON's text measurer and row0.title's width.
  static func layout(_ extra: [String], in directory: URL? = nil) throws -> (String, Double) {
    let result = try CLIProcess.run(
      ["layout", "--device", "iphone-8", "--mode", "expanded", "--format", "json"] + extra,
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let title = try #require(elements.first { $0["id"] as? String == "row0.title" })
    return (object["textMeasurer"] as? String ?? "", try #require(title["width"] as? Double))
  }

  @Test func interIsTheDefaultAndAFontFileReplacesIt() throws {
    let (inter, interWidth) = try Self.layout([])
    #expect(inter == "Pango, Inter")
    let (dejaVu, dejaVuWidth) = try Self.layout(["--font-file", Self.dejaVu])
    #expect(dejaVu == "Pango, DejaVu Sans (from \(Self.dejaVu))")
    // "Annual Report 2016.pdf" at 17 pt: DejaVu Sans is several points wider.
    #expect(dejaVuWidth > interWidth + 5, "\(interWidth) vs \(dejaVuWidth)")
    let text = try CLIProcess.run(["layout", "--device", "iphone-8", "--font-file", Self.dejaVu])
    #expect(text.stdout.contains("text measurer           Pango, DejaVu Sans (from "))
  }

  @Test func renderNamesTheFamilyAndCheckAcceptsTheOption() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ff-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let render = ["render", "--device", "iphone-8", "--category", "L", "--out", out.path]
    #expect(try CLIProcess.run(render).stdout.hasSuffix("Text measured in Inter.\n"))
    let chosen = try CLIProcess.run(render + ["--font-file", Self.dejaVu])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(chosen.stdout.hasSuffix("Text measured in DejaVu Sans (from \(Self.dejaVu)).\n"))
    let check = try CLIProcess.run(
      [
        "check", "Data/widgets/minimal.json", "--font-file", Self.dejaVu, "--fail-on", "never",
      ], in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test(arguments: ["layout", "check", "render"])
  func aMissingOrUnusableFontFileIsOneLineAndASysexitsCode(command: String) throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let fake = root.appendingPathComponent("project/fonts/Fake.ttf").path
    try Data("not a font\n".utf8).write(to: URL(fileURLWithPath: fake))
    let out = root.appendingPathComponent("never.png").path
    let base: [String] =
      switch command {
      case "check":
        ["check", FileManager.default.currentDirectoryPath + "/Data/widgets/minimal.json"]
      case "render": ["render", "--out", out]
      default: ["layout", "--device", "iphone-8"]
      }
    let missing = try CLIProcess.run(base + ["--font-file", "/nonexistent/SF-Pro.otf"])
    #expect(missing.status == 66)
    #expect(missing.stderr == "sizing-cli: font file /nonexistent/SF-Pro.otf does not exist\n")
    let unusable = try CLIProcess.run(base + ["--font-file", fake])
    #expect(unusable.status == 65)
    #expect(unusable.stderr == "sizing-cli: \(fake) is not a font file fontconfig can use\n")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func theConfigurationIsFoundUpwardAndItsPathsAreRelativeToIt() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let project = root.appendingPathComponent("project")
    let font = project.appendingPathComponent("fonts/Brand.ttf")
    try FileManager.default.copyItem(atPath: Self.dejaVu, toPath: font.path)
    try Data(#"{"fontFiles": ["fonts/Brand.ttf"]}"#.utf8)
      .write(to: project.appendingPathComponent(".widget-sizing.json"))
    let deep = project.appendingPathComponent("app/src")
    let (measurer, _) = try Self.layout([], in: deep)
    #expect(measurer == "Pango, DejaVu Sans (from \(font.path))")
    // The option wins over the configuration.
    let other = root.appendingPathComponent("Other.ttf").path
    try FileManager.default.copyItem(atPath: Self.dejaVu, toPath: other)
    let (overridden, _) = try Self.layout(["--font-file", other], in: deep)
    #expect(overridden == "Pango, DejaVu Sans (from \(other))")
  }

  @Test func aConfigurationWithAnUnknownKeyExits65NamingTheValidKeys() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let project = root.appendingPathComponent("project")
    try Data(#"{"fonts": ["a.ttf"]}"#.utf8)
      .write(to: project.appendingPathComponent(".widget-sizing.json"))
    let result = try CLIProcess.run(
      ["layout", "--device", "iphone-8"], in: project.appendingPathComponent("app"))
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(#"unknown key "fonts"; valid keys: fontFiles"#), "\(result.stderr)")
    #expect(result.stderr.contains(".widget-sizing.json"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    // A configured file that does not exist is named like the option's.
    try Data(#"{"fontFiles": ["missing.ttf"]}"#.utf8)
      .write(to: project.appendingPathComponent(".widget-sizing.json"))
    let missing = try CLIProcess.run(["layout", "--device", "iphone-8"], in: project)
    #expect(missing.status == 66)
    #expect(
      missing.stderr.contains("\(project.path)/missing.ttf does not exist"), "\(missing.stderr)")
  }
}
