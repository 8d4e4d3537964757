import Foundation
import XCTest

/// The real preview window under test, driven like a user: real X pointer and
/// key events through xdotool, screenshots through ImageMagick `import`, and
/// the state read from the report file. The window is `sizing-preview`'s own
/// (PreviewUI), run by `sizing-preview-probe`, which adds `--report-file`;
/// the shipped product has no such option (``ShippedPreviewGUITests`` covers
/// the product binary itself).
final class PreviewProcess {
  let process = Process()
  let reportPath: String
  let errorPath: String
  private(set) var windowID = ""

  /// Requires what GUI tests need: a display and the tools. A missing one
  /// fails the test (a run without Xvfb or xdotool must never go green).
  ///
  /// It also keeps this process connected to the display (GTK started in
  /// process, ``InProcessGtk``) for the rest of the run. Xvfb resets itself
  /// when its last client disconnects, and refuses a client that connects
  /// during the reset, so windows started and closed one at a time under a
  /// plain `xvfb-run` would now and then find "no display" (measured: 5 of 15
  /// AT-SPI test runs failed that way, 0 of 15 with a client held open).
  static func requireDisplay() throws {
    let env = ProcessInfo.processInfo.environment
    var missing: [String] = []
    if (env["DISPLAY"] ?? "").isEmpty { missing.append("DISPLAY (run under `xvfb-run -a`)") }
    for tool in ["xdotool", "import", "convert"] where which(tool) == nil { missing.append(tool) }
    if (try? executable()) == nil { missing.append("the sizing-preview executable") }
    if (try? probeExecutable()) == nil { missing.append("the sizing-preview-probe executable") }
    guard missing.isEmpty else {
      throw PreviewProcessError.missingTool("GUI test needs " + missing.joined(separator: ", "))
    }
    guard InProcessGtk.started else {
      throw PreviewProcessError.missingTool("GTK could not open the display \(env["DISPLAY"]!)")
    }
  }

  /// The shipped product: `SIZING_PREVIEW` or `sizing-preview` next to the test bundle.
  static func executable() throws -> URL {
    try built("sizing-preview", override: "SIZING_PREVIEW")
  }

  /// The probe the report-reading tests launch: `SIZING_PREVIEW_PROBE` or
  /// `sizing-preview-probe` next to the test bundle.
  static func probeExecutable() throws -> URL {
    try built("sizing-preview-probe", override: "SIZING_PREVIEW_PROBE")
  }

  private static func built(_ name: String, override: String) throws -> URL {
    if let path = ProcessInfo.processInfo.environment[override] {
      return URL(fileURLWithPath: path)
    }
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [
      bundle, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ] {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw PreviewProcessError.missingTool("\(name) not built next to the tests")
  }

  static func which(_ tool: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(folder)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// The environment GUI runs use: X11, the cairo renderer, criticals fatal.
  static var guiEnvironment: [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["GDK_BACKEND"] = "x11"
    env["GSK_RENDERER"] = "cairo"
    env["G_DEBUG"] = "fatal-criticals"
    env["GTK_A11Y"] = "none"
    return env
  }

  init(_ arguments: [String]) throws {
    let folder = NSTemporaryDirectory() + "preview-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    reportPath = folder + "/report.txt"
    errorPath = folder + "/stderr.txt"
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    process.executableURL = try Self.probeExecutable()
    process.arguments = arguments + ["--report-file", reportPath]
    process.environment = Self.guiEnvironment
    process.standardError = FileHandle(forWritingAtPath: errorPath)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Generous: the first start after a build loads cold caches, and CI machines are shared.
    _ = try waitForReport(timeout: 30) { $0["seq"] != nil }
    guard process.isRunning, report().values["seq"] != nil else {
      throw PreviewProcessError.didNotStart(stderrText)
    }
    let found = try Self.run(
      "xdotool",
      [
        "search", "--sync", "--onlyvisible", "--pid",
        "\(process.processIdentifier)",
      ])
    windowID = String(found.split(separator: "\n").last ?? "")
    XCTAssertFalse(windowID.isEmpty, "window found")
    _ = try Self.run("xdotool", ["windowfocus", "--sync", windowID])
  }

  deinit { stop() }

  func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// Waits up to `timeout` seconds for the app to exit; its exit status, or
  /// nil while it still runs.
  func waitForExit(timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    return process.isRunning ? nil : process.terminationStatus
  }

  var stderrText: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

  /// The report as key → value (the last value for repeated keys) plus readings.
  func report() -> (values: [String: String], readings: [String]) {
    let text = (try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? ""
    var values: [String: String] = [:]
    var readings: [String] = []
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = String(line[..<equals]), value = String(line[line.index(after: equals)...])
      if key == "reading" { readings.append(value) } else { values[key] = value }
    }
    return (values, readings)
  }

  /// Polls the report until `condition` holds (10 s at most).
  @discardableResult
  func waitForReport(
    timeout: Double = 10, _ condition: ([String: String]) -> Bool
  ) throws -> [String: String] {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let values = report().values
      if condition(values) { return values }
      guard process.isRunning else { break }
      usleep(20_000)
    }
    let values = report().values
    XCTAssertTrue(condition(values), "report never matched; last: \(values) stderr: \(stderrText)")
    return values
  }

  /// Waits for the next settled report after an action.
  func settle(after previous: String?) throws -> [String: String] {
    try waitForReport { $0["seq"] != nil && $0["seq"] != previous }
  }

  /// A rectangle from the report ("x,y,w,h") in window coordinates.
  func rect(_ name: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
    let parts = try XCTUnwrap(report().values[name], name).split(separator: ",").compactMap {
      Double($0)
    }
    XCTAssertEqual(parts.count, 4)
    return (parts[0], parts[1], parts[2], parts[3])
  }

  /// Runs xdotool with window-relative pointer commands.
  func xdotool(_ arguments: [String]) throws {
    _ = try Self.run("xdotool", arguments)
  }

  func click(_ x: Double, _ y: Double) throws {
    try xdotool(["mousemove", "--window", windowID, "\(Int(x))", "\(Int(y))", "click", "1"])
  }

  func key(_ name: String) throws { try xdotool(["key", "--clearmodifiers", name]) }

  /// The window's pixels, through `import -window` (an X screenshot).
  func screenshot() throws -> ScreenPixels {
    let path = reportPath + ".png"
    _ = try Self.run("import", ["-window", windowID, path])
    return try ScreenPixels(path: path)
  }

  @discardableResult
  static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let url = URL(fileURLWithPath: try XCTUnwrap(which(tool), tool))
    return try capture(url, arguments).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `executable` to its end, at most `seconds` seconds; its exit
  /// status (124 when it had to be killed), standard output and standard error.
  static func capture(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    limit seconds: Int = 120
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    // Under coreutils' `timeout`: a child that hangs is killed and its run fails (exit
    // 124) instead of blocking the test run. Its stderr goes to a file, so a child that
    // writes much there never blocks on a full pipe while stdout is read.
    guard let timeout = which("timeout") else {
      throw PreviewProcessError.missingTool("timeout (coreutils)")
    }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: timeout)
    child.arguments = ["-k", "5", String(seconds), executable.path] + arguments
    if let environment { child.environment = environment }
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-capture-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = try FileHandle(forWritingTo: errorFile)
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
    return (
      child.terminationStatus, String(decoding: data, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

enum PreviewProcessError: Error {
  /// The app exited or never painted its window; its stderr.
  case didNotStart(String)
  /// A tool or the display a GUI test needs is missing: the test fails.
  case missingTool(String)
}
