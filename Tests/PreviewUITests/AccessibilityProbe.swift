import Foundation
import XCTest

/// Runs the real `sizing-preview` and a pyatspi probe on a private D-Bus
/// session under Xvfb: the window as a screen reader sees it. The probe is
/// Python after ``prelude`` (which defines `find_app()` and `walk(node,
/// [])`) and prints one JSON object as its last line. Needs
/// `dbus-run-session`, `python3-pyatspi` and `gir1.2-atspi-2.0`.
enum AccessibilityProbe {
  /// Imports, `find_app()` (the preview's application on the bus, waited
  /// for), `settle(read, ready)` (polls `read()` until `ready` holds on what
  /// it returned, at most 15 s; its last result) and `walk(node, out)` (every
  /// accessible below `node`).
  static let prelude = #"""
    import json, sys, time
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi
    def find_app():
        end = time.time() + 15
        while time.time() < end:
            desktop = Atspi.get_desktop(0)
            for i in range(desktop.get_child_count()):
                app = desktop.get_child_at_index(i)
                if app and app.get_name() and "sizing-preview" in app.get_name():
                    return app
            time.sleep(0.2)
        sys.exit("sizing-preview not on the accessibility bus")
    def settle(read, ready, seconds=15):
        # Polls read() until ready(result) holds; the last result either way.
        end = time.time() + seconds
        result = read()
        while not ready(result) and time.time() < end:
            time.sleep(0.1)
            result = read()
        return result
    def walk(node, out):
        out.append(node)
        for i in range(node.get_child_count()):
            child = node.get_child_at_index(i)
            if child: walk(child, out)
        return out

    """#

  /// Runs `sizing-preview arguments` and `probe` (after ``prelude``) on a
  /// private session bus; the probe's JSON object.
  static func run(_ probe: String, arguments: [String]) throws -> [String: Any] {
    try PreviewProcess.requireDisplay()
    let python = "/usr/bin/python3"
    let pyatspi = FileManager.default.fileExists(
      atPath: "/usr/lib/python3/dist-packages/pyatspi/__init__.py")
    guard PreviewProcess.which("dbus-run-session") != nil, pyatspi else {
      throw PreviewProcessError.missingTool(
        "AT-SPI test needs dbus-run-session, python3-pyatspi and gir1.2-atspi-2.0")
    }
    let folder = NSTemporaryDirectory() + "a11y-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try (prelude + probe).write(toFile: folder + "/probe.py", atomically: true, encoding: .utf8)
    let executable = try PreviewProcess.executable().path
    let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let script = """
      "\(executable)" \(quoted.joined(separator: " ")) &
      app=$!
      "\(python)" "\(folder)/probe.py"; status=$?
      kill $app; wait $app 2>/dev/null
      exit $status
      """
    var environment = PreviewProcess.guiEnvironment
    environment["GTK_A11Y"] = nil
    let result = try PreviewProcess.capture(
      URL(fileURLWithPath: "/usr/bin/env"), ["dbus-run-session", "--", "bash", "-c", script],
      environment: environment)
    XCTAssertEqual(result.status, 0, "probe failed: \(result.stderr)")
    let output = result.stdout
    let json = try XCTUnwrap(output.split(separator: "\n").last.map { Data($0.utf8) }, output)
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any], output)
  }
}
