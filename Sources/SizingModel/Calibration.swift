import Foundation
import StrictJSON

/// The user's own measurements, which override the model. Each value is
/// reported as `measured` with source `calibration`.
///
/// ```json
/// {"measurements": [
///   {"device": "iphone-8", "category": "L", "mode": "compact", "height": 110},
///   {"device": "ipad", "category": "L", "orientation": "landscape",
///    "location": "today-view", "os": "13", "mode": "expanded", "width": 500, "height": 616}
/// ]}
/// ```
///
/// `orientation` defaults to `portrait`, `location` to `today-view`, `os` to
/// `13`. `height` is required, `width` optional; both in points, finite and
/// positive. Unknown keys, unknown names and duplicate entries are errors.
public struct Calibration: Sendable {
  struct Key: Hashable, Sendable {
    var device: String
    var category: ContentSizeCategory
    var orientation: Orientation
    var location: WidgetLocation
    var os: OSVersion
    var mode: DisplayMode
  }
  struct Entry: Sendable {
    var height: Double
    var width: Double?
  }
  private(set) var entries: [Key: Entry] = [:]

  /// How many measurements the file holds.
  public var count: Int { entries.count }

  /// Reads and validates a calibration file.
  /// - Throws: ``SizingError/unreadable(path:reason:)`` when the file cannot be
  ///   read, ``SizingError/invalidData(path:message:)`` naming the JSON path
  ///   of the first problem.
  public init(contentsOf path: String, devices: [Device]) throws(SizingError) {
    let input = try InputFile(path)
    do {
      try self.init(json: Data(input.bytes), devices: devices)
    } catch {
      throw error.read(from: input.name)
    }
  }

  /// Parses and validates calibration JSON.
  /// - Throws: ``SizingError/invalidData(path:message:)``: malformed JSON
  ///   with its line and column, or the JSON path of a refused value.
  public init(json: Data, devices: [Device]) throws(SizingError) {
    do throws(JSONError) {
      let root = try JSONObjectReader(
        StrictJSONParser.parse(Array(json), maximumDepth: Self.maximumNesting), path: "$",
        allowedKeys: ["measurements"])
      let reader = CalibrationReader(devices: devices)
      guard
        let list = try root.array(
          "measurements",
          { (node, path) throws(JSONError) in (try reader.read(node, path: path), node, path) })
      else { throw root.missingKey("measurements") }
      for ((key, entry), node, path) in list {
        guard entries[key] == nil else {
          throw JSONObjectReader.error(
            at: node, path: path,
            "duplicate of an earlier measurement for the same environment")
        }
        entries[key] = entry
      }
    } catch {
      throw SizingError(error)
    }
  }

  /// The deepest nesting of arrays and objects a calibration file may have.
  public static let maximumNesting = 8

  func height(for env: WidgetEnvironment, mode: DisplayMode) -> Sourced<Double>? {
    entries[key(env, mode)].map { Sourced($0.height, .measured(source: "calibration")) }
  }

  func width(for env: WidgetEnvironment) -> Sourced<Double>? {
    for mode in DisplayMode.allCases {
      if let width = entries[key(env, mode)]?.width {
        return Sourced(width, .measured(source: "calibration"))
      }
    }
    return nil
  }

  private func key(_ env: WidgetEnvironment, _ mode: DisplayMode) -> Key {
    Key(
      device: env.device.id, category: env.category, orientation: env.orientation,
      location: env.location, os: env.os, mode: mode)
  }
}
