import StrictJSON

/// Validates one calibration measurement, field by field: every error names
/// the JSON path, line and column of the first problem and the valid choices.
struct CalibrationReader {
  let devices: [Device]
  private static let keys = [
    "device", "category", "orientation", "location", "os", "mode", "height", "width",
  ]

  func read(_ node: JSONNode, path: String) throws(JSONError) -> (
    Calibration.Key, Calibration.Entry
  ) {
    let reader = try JSONObjectReader(node, path: path, allowedKeys: Self.keys)
    guard let deviceID = try reader.string("device") else { throw reader.missingKey("device") }
    guard devices.contains(where: { $0.id == deviceID }) else {
      throw reader.error(
        "device",
        "unknown device '\(deviceID)'; valid: \(devices.map(\.id).joined(separator: ", "))")
    }
    guard let categoryName = try reader.string("category") else {
      throw reader.missingKey("category")
    }
    guard let category = ContentSizeCategory(parsing: categoryName) else {
      throw reader.error(
        "category",
        "unknown category '\(categoryName)'; valid: "
          + ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", "))
    }
    guard let mode: DisplayMode = try Self.choice(reader, "mode") else {
      throw reader.missingKey("mode")
    }
    let key = Calibration.Key(
      device: deviceID, category: category,
      orientation: try Self.choice(reader, "orientation") ?? .portrait,
      location: try Self.choice(reader, "location") ?? .todayView,
      os: try os(reader) ?? .iOS13, mode: mode)
    guard let height = try Self.points(reader, "height") else { throw reader.missingKey("height") }
    return (key, Calibration.Entry(height: height, width: try Self.points(reader, "width")))
  }

  /// A named value (`landscape`, `today-view`, `13`…) in any spelling the
  /// command line accepts; nil when absent.
  static func choice<T: NamedChoice>(
    _ reader: JSONObjectReader, _ key: String
  ) throws(JSONError) -> T? {
    guard let text = try reader.string(key) else { return nil }
    do {
      return try T.parse(text)
    } catch {
      throw reader.error(key, error.description)
    }
  }

  /// An iOS version (`9`, `10`, `11`–`13`); nil when absent.
  private func os(_ reader: JSONObjectReader) throws(JSONError) -> OSVersion? {
    guard let text = try reader.string("os") else { return nil }
    do {
      return try OSVersion.parse(text)
    } catch {
      throw reader.error("os", error.description)
    }
  }

  /// A length in points: finite, greater than 0, at most 10,000; nil when absent.
  static func points(_ reader: JSONObjectReader, _ key: String) throws(JSONError) -> Double? {
    guard let value = try reader.number(key) else { return nil }
    guard value > 0 else {
      throw reader.error(
        key, "must be a finite number of points greater than 0, got \(formatPoints(value))")
    }
    guard value <= 10_000 else {
      throw reader.error(
        key, "\(formatPoints(value)) pt is larger than any screen (at most 10000)")
    }
    return value
  }
}
