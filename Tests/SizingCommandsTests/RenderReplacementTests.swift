import Foundation
import SizingCommands
import Testing

/// `render`'s atomic replacement: SIGTERM, SIGINT and SIGHUP sent to a real
/// process while its temporary file exists leave nothing behind and end it
/// by that signal; a replaced target keeps its permissions; a 255-byte
/// target name works.
@Suite struct RenderReplacementTests {
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-replace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalRemovesTheTemporaryFile(signal: Int32) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = CLIProcess.executable
    process.arguments = ["render", "--out", folder.appendingPathComponent("sheet.png").path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The temporary file exists from before drawing until the rename.
    var sawTemporary = false
    for _ in 0..<2_000 where process.isRunning {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      if names.contains(where: { $0.hasPrefix(".sizing-") }) {
        sawTemporary = true
        break
      }
      usleep(2_000)
    }
    #expect(sawTemporary, "no temporary file appeared")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func aReplacedTargetKeepsItsPermissions() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("sheet.png").path
    #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    #expect(chmod(target, 0o640) == 0)
    let result = SizingCLI.execute(["render", "--out", target, "--device", "iphone-se"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    var info = stat()
    #expect(stat(target, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o640)
    #expect(info.st_size > 3)
  }

  @Test func aTargetNameOf255BytesWorks() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = String(repeating: "é", count: 125) + "1.png"
    #expect(name.utf8.count == 255)
    let result = SizingCLI.execute([
      "render", "--out", folder.appendingPathComponent(name).path, "--device", "iphone-se",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
  }
}
