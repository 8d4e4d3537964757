/// A portrait screen size of Apple's WidgetKit tables, with the models that
/// have it and the Today-widget device classes (``Device``) of the same size.
public struct WidgetKitScreen: Sendable, Equatable, Identifiable {
  /// `390x844`: the portrait size in points.
  public var id: String
  public var idiom: Device.Idiom
  /// The screen in portrait, in points.
  public var portraitSize: PointSize
  /// Pixels per point (2 or 3): labels' sizes round up to this grid.
  public var scale: Double
  /// The models of this size that ran iOS 14 or later (none for a Display
  /// Zoom size).
  public var marketingNames: [String]
  /// The ids of the ``Device`` classes with this screen (`iphone-8`).
  public var deviceIDs: [String]
  /// Where the size is listed.
  public var source: String
  /// Where the model names come from.
  public var namesSource: String?
  /// A caveat, such as "likely a Display Zoom mode", with its source.
  public var note: Sourced<String>?
  /// The iOS versions this screen ran: from the one its first model (of
  /// those that ran iOS 14 or later) shipped with to the last its newest
  /// model supports (open while that model runs the newest release), with
  /// the models and sources that set them; every other version is refused.
  public var os: OSSupport
  /// Further names `--device` accepts (`iPad mini`).
  public var aliases: [String] = []

  /// Every name the screen answers to: its id, its models' names, aliases
  /// and the Today device ids (matched ignoring case, spaces and hyphens).
  public var names: [String] { [id] + marketingNames + aliases + deviceIDs }

  /// `402x874 (iPhone 16 Pro, iPhone 17, iPhone 17 Pro)`.
  public var title: String {
    marketingNames.isEmpty ? id : "\(id) (\(marketingNames.joined(separator: ", ")))"
  }

  /// Why the screen cannot run `version`, nil when it can:
  /// `320x568 (iPhone SE (1st generation), iPod touch (7th generation)) runs
  /// iOS 9…15; --os 26 is outside it (…); valid --os here: 14, 15`.
  /// - Parameter releases: the versions modelled, for the valid list.
  public func whyNot(runs version: OSVersion, releases: [OSVersion]) -> String? {
    guard !os.ran(major: version) else { return nil }
    let valid = releases.filter { os.ran(major: $0) }.map(\.name)
    return "\(title) runs \(os.majorsSummary); --os \(version.name) is outside it "
      + "(\(os.sources.joined(separator: ", "))); valid --os here: "
      + (valid.isEmpty ? "none" : valid.joined(separator: ", "))
  }

  /// `iPhone` or `iPad`.
  public var idiomName: String { idiom == .phone ? "iPhone" : "iPad" }
}
