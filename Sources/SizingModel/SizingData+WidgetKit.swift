extension SizingData {
  /// `Data/widgetkit-screens.json`.
  struct WidgetKitScreens: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
      var id: String
      var idiom: String
      var portraitSize: [Double]
      var scale: Double
      var source: String
      var namesSource: String?
      var marketingNames: [String]
      var devices: [String]
      var note: Note?
    }
    struct Note: Decodable, Sendable {
      var text: String
      var source: String
    }
    var screens: [Entry]
  }

  /// `Data/widgetkit-families.json`.
  struct WidgetKitFamilies: Decodable, Sendable {
    struct TablesDescribe: Decodable, Sendable {
      var os: String
      var source: String
      var note: String
    }
    struct Appearance: Decodable, Sendable {
      var idiom: String
      var placement: String
      var fromOS: String
      var source: String
      var osSource: String?
    }
    struct Family: Decodable, Sendable {
      var family: String
      var firstOS: String
      var source: String
      var appearances: [Appearance]
    }
    struct PlacementTarget: Decodable, Sendable {
      var idiom: String
      var placements: [String]
      var target: String
    }
    struct Margin: Decodable, Sendable {
      var placements: [String]?
      /// Points; nil where the value is not published.
      var value: Double?
      var source: String
      var quote: String
    }
    struct ContentMargins: Decodable, Sendable {
      var systemFromOS: String
      var systemFromOSSource: String
      var byPlacement: [Margin]
      var disabled: Margin
    }
    struct NotPublished: Decodable, Sendable {
      var families: [String]
      var note: String
    }
    struct FrameSet: Decodable, Sendable {
      var screens: [String]
      var targets: [String]
      var evidence: String
      var source: String
      var measuredOn: String?
      /// Width and height in points, by family name.
      var sizes: [String: [Double]]
      var notPublished: NotPublished?
    }
    struct ConflictSet: Decodable, Sendable {
      var screen: String
      var target: String
      var source: String
      var label: String
      var note: String
      var sizes: [String: [Double]]
    }
    var tablesDescribe: TablesDescribe
    var families: [Family]
    var placementTargets: [PlacementTarget]
    var contentMargins: ContentMargins
    var frames: [FrameSet]
    var conflicts: [ConflictSet]
  }
}
