import Foundation
import SizingModel
import TodayLayout

/// Reads a widget description from a file, or from standard input for `-`.
enum WidgetInput {
  /// The most bytes read from standard input (16 MiB).
  static let maximumInput = 16 << 20

  /// - Throws: `SizingError` 66 for a file that cannot be read, 65 for a
  ///   description that is malformed or out of range.
  static func load(_ path: String) throws(SizingError) -> WidgetDescription {
    guard path == "-" else { return try WidgetDescription(contentsOf: path) }
    let data = FileHandle.standardInput.readData(ofLength: maximumInput + 1)
    guard data.count <= maximumInput else {
      throw .invalidData(path: "standard input", message: "exceeds \(maximumInput) bytes")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .invalidData(path: "standard input", message: "not UTF-8 text")
    }
    do {
      return try WidgetDescription.parse(text)
    } catch {
      throw error.read(from: "standard input")
    }
  }
}
