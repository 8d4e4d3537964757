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
///
/// A measurement overrides every cell the model says is the same quantity:
/// a compact height only its own text size; a maximum expanded height every
/// text size of that device, orientation, location and iOS (the limit does not
/// depend on the text size); a width every text size and both modes. Two
/// measurements of one such quantity that disagree are an error.
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
  /// A device, orientation, location and iOS: what a propagated value keys on.
  struct Place: Hashable, Sendable {
    var device: String
    var orientation: Orientation
    var location: WidgetLocation
    var os: OSVersion
  }
  private(set) var entries: [Key: Entry] = [:]
  /// Expanded maxima and widths by place, each with the text size it was measured at.
  private var expandedHeights: [Place: (value: Double, at: ContentSizeCategory)] = [:]
  private var widths: [Place: (value: Double, at: ContentSizeCategory)] = [:]

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
        allowedKeys: ["measurements", "widgetKit"])
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
        let place = Place(
          device: key.device, orientation: key.orientation, location: key.location, os: key.os)
        if key.mode == .expanded {
          try Self.propagate(
            entry.height, "height", at: key.category, into: &expandedHeights[place], node, path)
        }
        if let width = entry.width {
          try Self.propagate(width, "width", at: key.category, into: &widths[place], node, path)
        }
      }
    } catch {
      throw SizingError(error)
    }
  }

  /// The deepest nesting of arrays and objects a calibration file may have.
  public static let maximumNesting = 8

  /// Records a value that holds at every text size, refusing a second one that disagrees.
  private static func propagate(
    _ value: Double, _ name: String, at category: ContentSizeCategory,
    into slot: inout (value: Double, at: ContentSizeCategory)?, _ node: JSONNode, _ path: String
  ) throws(JSONError) {
    if let (earlier, earlierCategory) = slot, earlier != value {
      throw JSONObjectReader.error(
        at: node, path: path,
        "\(name) \(formatPoints(value)) pt disagrees with \(formatPoints(earlier)) pt measured at "
          + "\(earlierCategory.shortName) for the same environment; it does not depend on the "
          + "text size")
    }
    slot = (value: value, at: category)
  }

  /// The compact height measured at exactly this environment and text size.
  func compactHeight(for env: WidgetEnvironment) -> Sourced<Double>? {
    entries[key(env, .compact)].map { Sourced($0.height, .measured(source: "calibration")) }
  }

  /// The maximum expanded height measured in this environment at any text size.
  func expandedHeight(for env: WidgetEnvironment) -> Sourced<Double>? {
    expandedHeights[place(env)].map { Sourced($0.value, .measured(source: "calibration")) }
  }

  /// The width measured in this environment at any text size and mode.
  func width(for env: WidgetEnvironment) -> Sourced<Double>? {
    widths[place(env)].map { Sourced($0.value, .measured(source: "calibration")) }
  }

  private func place(_ env: WidgetEnvironment) -> Place {
    Place(device: env.device.id, orientation: env.orientation, location: env.location, os: env.os)
  }

  private func key(_ env: WidgetEnvironment, _ mode: DisplayMode) -> Key {
    Key(
      device: env.device.id, category: env.category, orientation: env.orientation,
      location: env.location, os: env.os, mode: mode)
  }
}
