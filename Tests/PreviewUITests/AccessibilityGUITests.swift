import Foundation
import XCTest

/// The window as a screen reader sees it, through AT-SPI: runs the real
/// executable and a pyatspi probe on a private D-Bus session under Xvfb.
/// Needs `dbus-run-session`, `python3-pyatspi` and `gir1.2-atspi-2.0`.
final class AccessibilityGUITests: XCTestCase {
  /// Prints one JSON object: the slider's name, description and value, the
  /// numbers' accessible names, then the same after setting the slider to 6
  /// through the AT-SPI Value interface (as assistive technology does).
  static let probe = #"""
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
    def walk(node, out):
        out.append(node)
        for i in range(node.get_child_count()):
            child = node.get_child_at_index(i)
            if child: walk(child, out)
        return out
    def read(app):
        nodes = walk(app, [])
        slider = [n for n in nodes if n.get_role_name() == "slider"][0]
        names = [n.get_name() for n in nodes if n.get_role_name() == "label" and n.get_name()]
        return slider, {"slider": slider.get_name(), "description": slider.get_description(),
                        "value": Atspi.Value.get_current_value(slider), "labels": names}
    app = find_app()
    time.sleep(0.5)
    slider, before = read(app)
    Atspi.Value.set_current_value(slider, 6.0)
    time.sleep(1.0)
    _, after = read(app)
    print(json.dumps({"before": before, "after": after}))
    """#

  func testSliderAndNumbersHaveTheirAccessibleNames() throws {
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
    try Self.probe.write(toFile: folder + "/probe.py", atomically: true, encoding: .utf8)
    let executable = try PreviewProcess.executable().path
    let script = """
      "\(executable)" --device iphone-8 &
      app=$!
      "\(python)" "\(folder)/probe.py"; status=$?
      kill $app; wait $app 2>/dev/null
      exit $status
      """
    var environment = PreviewProcess.guiEnvironment
    environment["GTK_A11Y"] = nil
    let output = try run(["dbus-run-session", "--", "bash", "-c", script], environment)
    let json = try XCTUnwrap(output.split(separator: "\n").last.map { Data($0.utf8) }, output)
    let probe = try JSONSerialization.jsonObject(with: json) as? [String: [String: Any]]
    let before = try XCTUnwrap(probe?["before"]), after = try XCTUnwrap(probe?["after"])
    XCTAssertEqual(before["slider"] as? String, "Text Size")
    XCTAssertEqual(before["description"] as? String, "Large (default)")
    XCTAssertEqual(before["value"] as? Double, 3)
    let labels = try XCTUnwrap(before["labels"] as? [String])
    for prefix in [
      "Compact height 110 pt", "Preferred height 110 pt", "Visible rows 0 of 6",
      "Widget width 359 pt",
    ] {
      XCTAssertTrue(labels.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(labels)")
    }
    XCTAssertEqual(after["description"] as? String, "xxxLarge")
    let changed = try XCTUnwrap(after["labels"] as? [String])
    XCTAssertTrue(changed.contains { $0.hasPrefix("Compact height 140 pt") }, "\(changed)")
  }

  private func run(_ arguments: [String], _ environment: [String: String]) throws -> String {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = arguments
    child.environment = environment
    let pipe = Pipe()
    child.standardOutput = pipe
    child.standardError = FileHandle.nullDevice
    try child.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    XCTAssertEqual(child.terminationStatus, 0, "probe failed")
    return String(decoding: data, as: UTF8.self)
  }
}
