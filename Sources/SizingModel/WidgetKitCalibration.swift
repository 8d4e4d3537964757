import Foundation
import StrictJSON

/// The user's own measurements of WidgetKit frames and margins, which
/// override the model's cells, each reported as `measured` with source
/// `calibration` (as ``Calibration`` does for Today widgets).
///
/// ```json
/// {"widgetKit": [
///   {"device": "iphone-16-pro", "os": "18", "icons": "large", "family": "systemSmall",
///    "width": 165, "height": 165, "margin": 16}
/// ]}
/// ```
///
/// `device` is any name `--device` takes; `os` defaults to `18`, `placement`
/// to the family's default placement there, `icons` to `small`. `width` and
/// `height` (required) are the frame the widget's view is given (what its
/// `GeometryReader` reports: an iPad's canvas), `margin` (optional) its
/// `widgetContentMargins` on each side; all in points, finite, positive
/// (the margin may be 0). A combination that did not exist, unknown keys and
/// names and duplicates are errors naming the JSON path.
public struct WidgetKitCalibration: Sendable {
  struct Key: Hashable, Sendable {
    var family: WidgetFamily
    var screenID: String
    var os: OSVersion
    var placement: WidgetPlacement
    var icons: HomeScreenIcons
  }
  struct Entry: Sendable {
    var width: Double
    var height: Double
    var margin: Double?
  }
  private(set) var entries: [Key: Entry] = [:]

  /// How many measurements the file holds.
  public var count: Int { entries.count }

  private static let keys = [
    "device", "family", "os", "placement", "icons", "width", "height", "margin",
  ]

  /// Reads and validates a calibration file's `widgetKit` list.
  /// - Throws: ``SizingError/unreadable(path:reason:)`` when the file cannot be
  ///   read, ``SizingError/invalidData(path:message:)`` naming the JSON path
  ///   of the first problem.
  public init(contentsOf path: String, kit: WidgetKitSizes = .standard) throws(SizingError) {
    let input = try InputFile(path)
    do {
      try self.init(json: Data(input.bytes), kit: kit)
    } catch {
      throw error.read(from: input.name)
    }
  }

  /// Parses and validates calibration JSON (a Today `measurements` list
  /// beside it is left to ``Calibration``).
  public init(json: Data, kit: WidgetKitSizes = .standard) throws(SizingError) {
    do throws(JSONError) {
      let root = try JSONObjectReader(
        StrictJSONParser.parse(Array(json), maximumDepth: Calibration.maximumNesting), path: "$",
        allowedKeys: ["widgetKit", "measurements"])
      guard
        let list = try root.array(
          "widgetKit",
          { (node, path) throws(JSONError) in
            (try Self.read(node, path: path, kit: kit), node, path)
          }
        )
      else { throw root.missingKey("widgetKit") }
      for ((key, entry), node, path) in list {
        guard entries[key] == nil else {
          throw JSONObjectReader.error(
            at: node, path: path, "duplicate of an earlier measurement for the same environment")
        }
        entries[key] = entry
      }
    } catch {
      throw SizingError(error)
    }
  }

  private static func read(_ node: JSONNode, path: String, kit: WidgetKitSizes) throws(JSONError)
    -> (Key, Entry)
  {
    let reader = try JSONObjectReader(node, path: path, allowedKeys: keys)
    guard let device = try reader.string("device") else { throw reader.missingKey("device") }
    let screen: WidgetKitScreen
    do { screen = try kit.screen(device) } catch { throw reader.error("device", error.description) }
    guard let family: WidgetFamily = try CalibrationReader.choice(reader, "family") else {
      throw reader.missingKey("family")
    }
    var os = OSVersion.iOS18
    if let text = try reader.string("os") {
      do { os = try OSVersion.parseWidgetKit(text) } catch { throw reader.error("os", "\(error)") }
    }
    let icons: HomeScreenIcons = try CalibrationReader.choice(reader, "icons") ?? .small
    guard
      let placement = try CalibrationReader.choice(reader, "placement")
        ?? kit.defaultPlacement(of: family, on: screen.idiom, os: os)
    else {
      throw reader.error(
        "family", "\(family.rawValue) appears nowhere on this screen in iOS \(os.name)")
    }
    let host = WidgetKitHost(family: family, placement: placement, os: os, icons: icons)
    do { _ = try kit.place(host, on: screen) } catch { throw reader.error(nil, error.description) }
    guard let width = try CalibrationReader.points(reader, "width") else {
      throw reader.missingKey("width")
    }
    guard let height = try CalibrationReader.points(reader, "height") else {
      throw reader.missingKey("height")
    }
    var margin: Double?
    if let value = try reader.number("margin") {
      guard value >= 0, value * 2 < min(width, height) else {
        throw reader.error(
          "margin", "must be ≥ 0 and leave content inside the frame, got \(formatPoints(value))")
      }
      margin = value
    }
    return (
      Key(family: family, screenID: screen.id, os: os, placement: placement, icons: icons),
      Entry(width: width, height: height, margin: margin)
    )
  }

  /// The measurement for a host on a screen, if the file has one.
  func entry(_ host: WidgetKitHost, on screen: WidgetKitScreen) -> Entry? {
    entries[
      Key(
        family: host.family, screenID: screen.id, os: host.os, placement: host.placement,
        icons: host.icons)]
  }
}
