import Foundation
import XCTest

/// Popups (menus, drop-down lists) opened with a real click and waited for:
/// on X11 each GTK 4 popup is a window of its own, mapped with the app's
/// process id, so its arrival is seen in the visible window count.
extension PreviewProcess {
  /// The ids of the app's visible X windows (its window and open popups).
  func visibleWindows() throws -> [Substring] {
    try Self.run("xdotool", ["search", "--onlyvisible", "--pid", "\(process.processIdentifier)"])
      .split(separator: "\n")
  }

  /// Clicks the middle of the report's control `name` and waits, polling,
  /// until a popup has opened (one more visible window); fails after 10 s.
  /// Keys sent after it go to the popup, not to the window behind it.
  func clickOpeningPopup(_ name: String, file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    let before = try visibleWindows().count
    let box = try rect(name)
    try click(box.x + box.width / 2, box.y + box.height / 2)
    let deadline = Date().addingTimeInterval(10)
    var now = before
    while now <= before && Date() < deadline {
      usleep(20_000)
      now = try visibleWindows().count
    }
    XCTAssertGreaterThan(now, before, "\(name) opened a popup", file: file, line: line)
  }
}
