import Foundation

/// Validates one calibration measurement, field by field, naming the JSON
/// path of the first problem.
struct CalibrationReader {
  let devices: [Device]
  private static let keys: Set<String> = [
    "device", "category", "orientation", "location", "os", "mode", "height", "width",
  ]

  func read(_ item: Any, path: String) throws(SizingError) -> (Calibration.Key, Calibration.Entry) {
    guard let fields = item as? [String: Any] else {
      throw .invalidData(path: path, message: "expected an object")
    }
    if let extra = fields.keys.sorted().first(where: { !Self.keys.contains($0) }) {
      throw .invalidData(
        path: "\(path).\(extra)",
        message: "unknown key; valid: \(Self.keys.sorted().joined(separator: ", "))")
    }
    let deviceID = try string(fields, "device", path, default: nil)
    guard devices.contains(where: { $0.id == deviceID }) else {
      throw .invalidData(
        path: "\(path).device",
        message: "unknown device '\(deviceID)'; valid: \(devices.map(\.id).joined(separator: ", "))"
      )
    }
    let categoryName = try string(fields, "category", path, default: nil)
    guard let category = ContentSizeCategory(parsing: categoryName) else {
      throw .invalidData(
        path: "\(path).category",
        message: "unknown category '\(categoryName)'; valid: "
          + ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", "))
    }
    let key = Calibration.Key(
      device: deviceID, category: category,
      orientation: try choice(fields, "orientation", path, default: .portrait),
      location: try choice(fields, "location", path, default: .todayView),
      os: try choice(fields, "os", path, default: .iOS13),
      mode: try choice(fields, "mode", path, default: nil))
    let height = try points(fields["height"], "\(path).height")
    let width = try fields["width"].map { value throws(SizingError) in
      try points(value, "\(path).width")
    }
    return (key, Calibration.Entry(height: height, width: width))
  }

  private func string(
    _ fields: [String: Any], _ name: String, _ path: String, default fallback: String?
  )
    throws(SizingError) -> String
  {
    guard let value = fields[name] else {
      if let fallback { return fallback }
      throw .invalidData(path: "\(path).\(name)", message: "missing")
    }
    guard let text = value as? String else {
      throw .invalidData(path: "\(path).\(name)", message: "expected a string")
    }
    return text
  }

  private func choice<T: NamedChoice>(
    _ fields: [String: Any], _ name: String, _ path: String, default fallback: T?
  ) throws(SizingError) -> T {
    let text = try string(fields, name, path, default: fallback?.rawValue)
    do {
      return try T.parse(text)
    } catch {
      throw .invalidData(path: "\(path).\(name)", message: error.description)
    }
  }

  private func points(_ value: Any?, _ path: String) throws(SizingError) -> Double {
    guard let value else { throw .invalidData(path: path, message: "missing") }
    // JSON booleans arrive as NSNumber too; their Objective-C type is "c".
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
      throw .invalidData(path: path, message: "expected a number of points")
    }
    let points = number.doubleValue
    guard points.isFinite, points > 0 else {
      throw .invalidData(
        path: path, message: "must be a finite number of points greater than 0, got \(number)")
    }
    guard points <= 10_000 else {
      throw .invalidData(
        path: path, message: "\(number) pt is larger than any screen (at most 10000)")
    }
    return points
  }
}
