import Foundation

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
    let data = try Self.read(path)
    do {
      try self.init(json: data, devices: devices)
    } catch .invalidData(let jsonPath, let message) {
      throw .invalidData(path: "\(path): \(jsonPath)", message: message)
    } catch {
      throw error
    }
  }

  /// Parses and validates calibration JSON.
  public init(json: Data, devices: [Device]) throws(SizingError) {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: json, options: [])
    } catch {
      throw .invalidData(path: "$", message: "malformed JSON: \(Self.reason(error))")
    }
    guard let object = root as? [String: Any] else {
      throw .invalidData(path: "$", message: "expected an object with a 'measurements' array")
    }
    if let extra = object.keys.first(where: { $0 != "measurements" }) {
      throw .invalidData(path: "$.\(extra)", message: "unknown key; valid: measurements")
    }
    guard let list = object["measurements"] as? [Any] else {
      throw .invalidData(path: "$.measurements", message: "expected an array of measurements")
    }
    let reader = CalibrationReader(devices: devices)
    for (index, item) in list.enumerated() {
      let path = "$.measurements[\(index)]"
      let (key, entry) = try reader.read(item, path: path)
      if entries[key] != nil {
        throw .invalidData(
          path: path, message: "duplicate of an earlier measurement for the same environment")
      }
      entries[key] = entry
    }
  }

  /// The largest calibration file read, in bytes (16 MiB).
  static let maximumFileSize = 16 << 20

  /// Reads a whole file, with a one-line reason when it cannot be read.
  static func read(_ path: String) throws(SizingError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreadable(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "is a directory") }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?
      .intValue
    if let size, size > maximumFileSize {
      throw .invalidData(
        path: path, message: "file is \(size) bytes; at most \(maximumFileSize) are read")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied or unreadable")
    }
    return data
  }

  private static func reason(_ error: Error) -> String {
    let text = (error as NSError).userInfo["NSDebugDescription"] as? String
    return text ?? (error as NSError).localizedDescription
  }

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
