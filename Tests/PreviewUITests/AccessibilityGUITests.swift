import Foundation
import XCTest

/// The window as a screen reader sees it, through AT-SPI
/// (``AccessibilityProbe``: the real executable and a pyatspi probe on a
/// private D-Bus session under Xvfb).
final class AccessibilityGUITests: XCTestCase {
  /// Prints one JSON object: the slider's name, description and value, the
  /// numbers' accessible names, then the same after setting the slider to 6
  /// through the AT-SPI Value interface (as assistive technology does).
  static let probe = #"""
    def read(app):
        nodes = walk(app, [])
        sliders = [n for n in nodes if n.get_role_name() == "slider"]
        names = [n.get_name() for n in nodes if n.get_role_name() == "label" and n.get_name()]
        if not sliders:
            return None, {"labels": names}
        slider = sliders[0]
        return slider, {"slider": slider.get_name(), "description": slider.get_description(),
                        "value": Atspi.Value.get_current_value(slider), "labels": names}
    def shows(prefix):
        return lambda read: any(name.startswith(prefix) for name in read[1]["labels"])
    app = find_app()
    # Polled: the window's accessibles appear, then follow the slider, on their own time.
    slider, before = settle(lambda: read(app), shows("Compact height"))
    Atspi.Value.set_current_value(slider, 6.0)
    _, after = settle(lambda: read(app), shows("Compact height 140 pt"))
    print(json.dumps({"before": before, "after": after}))
    """#

  func testSliderAndNumbersHaveTheirAccessibleNames() throws {
    let probe =
      try AccessibilityProbe.run(Self.probe, arguments: ["--device", "iphone-8"])
      as? [String: [String: Any]]
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
}
