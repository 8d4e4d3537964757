import StrictJSON

/// The decoded contents of `Data/*.json`, embedded in the build.
struct SizingData: Sendable {
  struct SourceEntry: Decodable, Sendable {
    var title: String
    var url: String?
    var repo: String?
    var path: String?
  }
  struct Sources: Decodable, Sendable { var sources: [String: SourceEntry] }

  struct StyleEntry: Decodable, Sendable {
    var style: String
    var weight: String
    var emphasizedWeight: String
    var sizes: [[Double]]
    var note: String?
  }
  struct Legacy: Decodable, Sendable {
    var appliesToOS: [String]
    var rule: String
    var source: String
    var capAt: String
    var growingStyles: [String]
    var unavailableStyles: [String]
    var lightWeightStyles: [String]
  }
  struct DynamicType: Decodable, Sendable {
    var source: String
    var categories: [String]
    var styles: [StyleEntry]
    var legacy: Legacy
    var systemFont: SystemFontEntry
    var textStyleLeading: TextStyleLeadingEntry
    var tracking: TrackingEntry
  }
  struct SystemFontEntry: Decodable, Sendable {
    var source: String
    var unitsPerEm: Double
    var ascender: Double
    var descender: Double
    var rule: String
  }
  struct TextStyleLeadingEntry: Decodable, Sendable {
    var betweenLines: Bool
    var sources: [String]
    var rule: String
  }
  struct TrackingEntry: Decodable, Sendable {
    var source: String
    var rule: String
    var sizes: [[Double]]
  }

  struct DeviceEntry: Decodable, Sendable {
    var id: String
    var name: String
    var marketingNames: [String]
    var idiom: String
    var portraitSize: [Double]
    var scale: Double
    var sizeClasses: [String: [String]]
    var source: String
    var os: OSEntry
    var pressInput: [PressEntry]?
  }
  struct OSEntry: Decodable, Sendable {
    var first: String
    var firstSetBy: String
    var last: String?
    var source: String
    /// The model that sets (or keeps open) the last version, and its source.
    var lastSetBy: String?
    var lastSource: String?
    /// Why the range is assumed, where no source gives it.
    var estimated: String?
  }
  struct PressEntry: Decodable, Sendable {
    var input: PressInput.Kind
    var models: [String]
    var fromOS: String?
    var source: String
  }
  struct Devices: Decodable, Sendable { var devices: [DeviceEntry] }

  /// `"*"` (every device without its own entry) or a list of device ids.
  enum DeviceSet: Decodable, Sendable {
    case everyOther
    case only([String])
    init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let star = try? container.decode(String.self), star == "*" {
        self = .everyOther
      } else {
        self = .only(try container.decode([String].self))
      }
    }
  }
  struct CompactEntry: Decodable, Sendable {
    var devices: DeviceSet
    var category: String
    var height: Double
    var source: String
    var confidence: String
  }
  struct ExpandedEntry: Decodable, Sendable {
    var device: String
    var orientation: String
    /// A location's name, or `any` when the source does not say.
    var location: String
    var os: String
    var height: Double
    var source: String
    var note: String?
  }
  struct ExpandedRuleEntry: Decodable, Sendable {
    var rowHeight: Double
    var fitLocations: [String]
    var note: String
    var source: String
  }
  struct SafeAreaEntry: Decodable, Sendable {
    var devices: [String]
    /// Top, left, bottom, right in points.
    var portrait: [Double]
    var landscape: [Double]
    var source: String
  }
  struct WidthEntry: Decodable, Sendable {
    var devices: [String]
    var orientation: String
    var locations: [String]
    var os: String
    var width: Double
    var source: String
  }
  struct LandscapePhoneWidth: Decodable, Sendable {
    var width: Double
    var source: String
    var note: String
  }
  struct LegacyRule: Decodable, Sendable {
    var phoneOffset: Double
    var padOffset: Double
    var note: String
  }
  struct LegacyConflict: Decodable, Sendable {
    var label: String
    var portrait: [Double]
    var landscape: [Double]
    var note: String
  }
  struct ConflictEntry: Decodable, Sendable {
    var metric: String
    var category: String
    var osFrom: String
    var value: Double
    var source: String
    var usedSource: String
    var note: String
  }
  struct Insets: Decodable, Sendable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
    var source: String
  }
  struct LegacyMaximum: Decodable, Sendable {
    var device: String
    /// Width and height in points, net of the proposed insets.
    var portrait: [Double]
    var landscape: [Double]
    var conflict: LegacyConflict?
  }
  struct TodayWidget: Decodable, Sendable {
    var compactHeights: [CompactEntry]
    var maximumExpandedHeights: [ExpandedEntry]
    var expandedLimitRule: ExpandedRuleEntry
    var safeAreaInsets: [SafeAreaEntry]
    var widths: [WidthEntry]
    var landscapePhoneWidth: LandscapePhoneWidth
    var ios8Rule: LegacyRule
    var conflicts: [ConflictEntry]
    var ios9MarginInsets: Insets
    var ios8MaximumHeights: [LegacyMaximum]
    var ios8MaximumHeightsSource: String
  }

  var sources: [String: SourceEntry]
  var dynamicType: DynamicType
  var devices: [DeviceEntry]
  var todayWidget: TodayWidget
  var widgetKitScreens: WidgetKitScreens
  var widgetKitFamilies: WidgetKitFamilies

  /// Decodes the embedded files. They are checked by the tests, so a failure
  /// here is a build defect, not a user error.
  static let embedded: SizingData = {
    func decode<T: Decodable>(_ type: T.Type, _ name: String) -> T {
      guard let text = EmbeddedFiles.files[name] else {
        fatalError("Data/\(name) was not embedded in the build")
      }
      do {
        return try SizingData.decode(type, from: text)
      } catch {
        fatalError("Data/\(name): \(error)")
      }
    }
    return SizingData(
      sources: decode(Sources.self, "sources.json").sources,
      dynamicType: decode(DynamicType.self, "dynamic-type.json"),
      devices: decode(Devices.self, "devices.json").devices,
      todayWidget: decode(TodayWidget.self, "today-widget.json"),
      widgetKitScreens: decode(WidgetKitScreens.self, "widgetkit-screens.json"),
      widgetKitFamilies: decode(WidgetKitFamilies.self, "widgetkit-families.json"))
  }()

  /// Decodes one data file through StrictJSON, the parser every user file
  /// goes through: a duplicate key (which `JSONDecoder` silently accepts) or a
  /// value of the wrong shape is an error with its JSON path, line and column.
  static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try JSONNodeDecoder().decode(T.self, from: text)
  }
}
