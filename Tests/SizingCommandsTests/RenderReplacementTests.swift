import Foundation
import SizingCommands
import Synchronization
import Testing
import WidgetDrawing

/// `render`'s atomic replacement: SIGTERM, SIGINT and SIGHUP sent to a real
/// process while its temporary file exists leave nothing behind and end it
/// by that signal; a replaced target keeps its permissions; a 255-byte
/// target name works; replacements on many threads at once never share a
/// temporary file.
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

  /// 64 replacements into one folder on parallel threads (the tests render
  /// in parallel in one process): each target gets its own content, and no
  /// temporary file is left. With a non-atomic temporary-name counter two
  /// threads took the same name and one rename failed (exit 73 in `render`).
  @Test func replacementsOnManyThreadsNeverShareATemporaryFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = 64
    let outcomes = Mutex([AtomicFileReplacement.Outcome?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let target = folder.appendingPathComponent("target-\(index)").path
      let outcome = AtomicFileReplacement.replace(
        target, with: Data(String(repeating: "\(index) ", count: 20_000).utf8))
      outcomes.withLock { $0[index] = outcome }
    }
    let failed = outcomes.withLock { all in
      all.indices.filter { all[$0] != .replaced }.map {
        "target-\($0): \(String(describing: all[$0]))"
      }
    }
    #expect(failed == [])
    for index in 0..<count {
      let text = try? String(
        contentsOf: folder.appendingPathComponent("target-\(index)"), encoding: .utf8)
      let holdsItsOwn = text == String(repeating: "\(index) ", count: 20_000)
      #expect(holdsItsOwn, "target-\(index) does not hold its own content")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left.filter { $0.hasPrefix(".sizing-") } == [])
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
