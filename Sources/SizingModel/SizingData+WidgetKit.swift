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
      /// The iOS versions the screen ran; the others are refused.
      var os: SizingData.OSEntry
      /// Further names `--device` accepts (`iPad mini`).
      var aliases: [String]?
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
      /// `measured` or `estimated`; a published guideline (derived) when absent.
      var evidence: String?
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
      /// The iOS versions the set holds for: `14-18`, `26`.
      var os: String
      /// Where its source saw it (default: all of `os`); elsewhere `carriedBy`.
      var observedOS: String?
      var carriedBy: Carried?
      /// `large`: the iOS 18+ Home Screen with large icons.
      var icons: String?
    }
    struct Carried: Decodable, Sendable {
      var rule: String
      var source: String
    }
    struct HomeScreenIcons: Decodable, Sendable {
      var fromOS: String
      var source: String
      var quote: String
      var largeOn: String
      var note: String
    }
    struct StandBy: Decodable, Sendable {
      var fromOS: String
      var layoutFamily: String
      var gap: Double
      var columns: Double
      var source: String
      var quote: String
      var assumption: String
    }
    struct Releases: Decodable, Sendable {
      var majors: [String]
      var source: String
      var note: String
    }
    struct ConflictSet: Decodable, Sendable {
      var screen: String
      var target: String
      var source: String
      var label: String
      var note: String
      var sizes: [String: [Double]]
      var os: String
    }
    var tablesDescribe: TablesDescribe
    var families: [Family]
    var placementTargets: [PlacementTarget]
    var contentMargins: ContentMargins
    var frames: [FrameSet]
    var conflicts: [ConflictSet]
    var homeScreenIcons: HomeScreenIcons
    var standBy: StandBy
    var widgetKitReleases: Releases
  }
}
