import Foundation
import SizingModel
import Testing

/// `.widget-sizing.json`: found from a directory upward, read strictly,
/// font paths resolved against the file's own directory.
@Suite struct ProjectConfigurationTests {
  /// root/a/b/c, with the configuration `json` in root/a when given.
  static func tree(_ json: String?) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
    if let json {
      try Data(json.utf8).write(to: root.appendingPathComponent("a/.widget-sizing.json"))
    }
    return root
  }

  @Test func theNearestFileUpwardIsReadWithPathsRelativeToIt() throws {
    let root = try Self.tree(#"{"fontFiles": ["fonts/X.otf", "/abs/Y.ttf", "../Z.ttf"]}"#)
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try #require(
      try ProjectConfiguration.nearest(from: root.appendingPathComponent("a/b/c").path))
    let a = root.appendingPathComponent("a").path
    #expect(found.path == a + "/.widget-sizing.json")
    #expect(found.fontFiles == [a + "/fonts/X.otf", "/abs/Y.ttf", root.path + "/Z.ttf"])
    #expect(try ProjectConfiguration.nearest(from: a)?.path == found.path)
  }

  @Test func noFileMeansNoConfiguration() throws {
    let root = try Self.tree(nil)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(ProjectConfiguration.find(from: root.appendingPathComponent("a/b").path) == nil)
    #expect(try ProjectConfiguration.nearest(from: root.path) == nil)
  }

  @Test func anEmptyObjectHasNoFontFiles() throws {
    let root = try Self.tree("{}")
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try ProjectConfiguration.nearest(from: root.appendingPathComponent("a").path)
    #expect(found?.fontFiles == [])
  }

  @Test(arguments: [
    (#"{"fontfiles": []}"#, #"unknown key "fontfiles"; valid keys: fontFiles, check"#),
    (#"{"fontFiles": "a.ttf"}"#, "$.fontFiles: expected an array"),
    (#"{"fontFiles": [3]}"#, "$.fontFiles[0]: expected a font file's path"),
    (#"{"fontFiles": [""]}"#, "$.fontFiles[0]: expected a font file's path"),
    ("[]", "expected an object"),
    (#"{"fontFiles": [}"#, "line 1"),
  ])
  func badContentIsInvalidDataNamingTheFile(json: String, expected: String) throws {
    let root = try Self.tree(json)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("a/.widget-sizing.json").path
    do {
      _ = try ProjectConfiguration(contentsOf: path)
      Issue.record("\(json) was accepted")
    } catch {
      #expect(error.exitCode == 65)
      #expect(error.description.hasPrefix(path), "\(error)")
      #expect(error.description.contains(expected), "\(error)")
    }
  }
}
