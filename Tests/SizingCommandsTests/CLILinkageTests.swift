import Foundation
import Testing

/// The built `sizing-cli` draws with cairo and Pango alone: the dynamic
/// libraries it loads (as `ldd` lists them, dependencies of dependencies
/// included) hold libpangocairo and no GTK 4 or GDK. `sizing-preview`,
/// built beside it, is the control: it does load libgtk-4, so the check can
/// see GTK when it is there.
@Suite struct CLILinkageTests {
  /// The file names `ldd` lists for `executable` ("libcairo.so.2", …).
  func linkedLibraries(of executable: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [executable.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "ldd \(executable.path) failed")
    return text.split(separator: "\n").compactMap { line in
      line.split(whereSeparator: \.isWhitespace).first.map(String.init)
    }
  }

  @Test func sizingCLILinksPangoCairoAndNoGTK() throws {
    let libraries = try linkedLibraries(of: CLIProcess.executable)
    #expect(libraries.contains { $0.hasPrefix("libpangocairo-1.0.so") }, "\(libraries)")
    #expect(libraries.contains { $0.hasPrefix("libcairo.so") }, "\(libraries)")
    let gtk = libraries.filter { $0.hasPrefix("libgtk-4") || $0.hasPrefix("libgdk") }
    #expect(gtk.isEmpty, "sizing-cli links \(gtk)")
  }

  @Test func sizingPreviewLinksGTK() throws {
    let preview = CLIProcess.executable.deletingLastPathComponent()
      .appendingPathComponent("sizing-preview")
    #expect(
      FileManager.default.isExecutableFile(atPath: preview.path), "build sizing-preview first")
    let libraries = try linkedLibraries(of: preview)
    #expect(libraries.contains { $0.hasPrefix("libgtk-4.so") }, "\(libraries)")
  }
}
