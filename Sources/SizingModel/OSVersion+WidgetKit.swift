extension OSVersion {
  public static let iOS18 = OSVersion(major: 18)
  public static let iOS26 = OSVersion(major: 26)

  /// The versions the WidgetKit host is modelled for, in order: 14 to 18,
  /// then 26 (Apple numbered the release after iOS 18 as 26).
  public static var widgetKitReleases: [OSVersion] { WidgetKitSizes.standard.releases }

  /// Parses a WidgetKit version (`14` … `18`, `26`); a leading `iOS` is accepted.
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` naming the valid versions.
  public static func parseWidgetKit(_ text: String) throws(SizingError) -> OSVersion {
    if let release = try? parseAny(text), widgetKitReleases.contains(release) { return release }
    throw .unknownValue(kind: "os", value: text, valid: widgetKitReleases.map(\.name))
  }

  /// Parses a version of either host: a Today release (`9`, `10`, `11`–`13`)
  /// or a WidgetKit one (`14` … `26`).
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` naming every valid version.
  public static func parseAny(_ text: String) throws(SizingError) -> OSVersion {
    if let today = try? parse(text) { return today }
    var digits = Substring(text.lowercased())
    if digits.hasPrefix("ios") { digits = digits.dropFirst(3).drop { $0 == " " } }
    if let major = Int(digits), let release = widgetKitReleases.first(where: { $0.major == major })
    {
      return release
    }
    throw .unknownValue(
      kind: "os", value: text, valid: todayReleases.map(\.name) + widgetKitReleases.map(\.name))
  }

  /// What `--os` takes, after a value that is no release: the WidgetKit
  /// versions, and why there is none from 19 to 25 (`Data/widgetkit-families.json`).
  public static func whyNotARelease(_ typed: String) -> String {
    let widgetKit = widgetKitReleases.map(\.name)
    return "iOS 9, 10 and 11–13 (named 13) are the Today widget's; WidgetKit's are "
      + widgetKit.dropLast().joined(separator: ", ") + " and " + (widgetKit.last ?? "")
      + " (\(WidgetKitSizes.standard.releasesExplanation))."
  }

  /// True for a version of the WidgetKit host (iOS 14 and later).
  public var isWidgetKit: Bool { self >= .iOS14 }
}
