import Foundation
import XCTest

/// Widget description files as the GUI tests write them: the repository's
/// examples, the reference widget with fewer recents, and saves the way
/// editors make them.
enum WidgetFiles {
  /// The repository's `Data/` folder.
  static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Data").standardized

  /// The path of a bundled example, `Data/widgets/<name>.json`.
  static func example(_ name: String) -> String {
    data.appendingPathComponent("widgets/\(name).json").path
  }

  /// The text of a bundled example.
  static func exampleText(_ name: String) throws -> String {
    try String(contentsOfFile: example(name), encoding: .utf8)
  }

  /// The reference widget with `recents` rows and `appName`, as JSON text.
  static func reference(recents: Int, appName: String) throws -> String {
    let url = data.appendingPathComponent("reference-widget.json")
    var object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    object["recents"] = Array(try XCTUnwrap(object["recents"] as? [Any]).prefix(recents))
    object["appName"] = appName
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
    return String(decoding: data, as: UTF8.self)
  }

  /// Saves like an editor that writes a temporary file and renames it over.
  static func saveAtomically(_ text: String, to path: String) throws {
    try text.write(toFile: path + ".swp", atomically: false, encoding: .utf8)
    XCTAssertEqual(rename(path + ".swp", path), 0)
  }

  /// The average per-channel difference of two screenshots over a rectangle
  /// whose top-left corners are `a` in `first` and `b` in `second`.
  static func difference(
    _ first: ScreenPixels, at a: (Int, Int), _ second: ScreenPixels, at b: (Int, Int),
    size: (Int, Int)
  ) -> Double {
    var total = 0
    for y in 0..<size.1 {
      for x in 0..<size.0 {
        let p = first.pixel(a.0 + x, a.1 + y), q = second.pixel(b.0 + x, b.1 + y)
        for shift in [16, 8, 0] {
          total += abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        }
      }
    }
    return Double(total) / Double(size.0 * size.1 * 3)
  }

  /// The widget content's top-left corner in the window, from the report.
  static func origin(_ report: [String: String]) throws -> (Int, Int) {
    let parts = try XCTUnwrap(report["content"]).split(separator: ",").compactMap { Double($0) }
    return (Int(parts[0].rounded()), Int(parts[1].rounded()))
  }
}
