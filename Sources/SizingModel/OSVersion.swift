/// An iOS version, ordered by its major number.
///
/// Rules ask "is this at least iOS 10" (``hasDisplayModes``), never "is it one
/// of three": a new host (WidgetKit on iOS 14+) needs no new special cases.
/// The Today host is modelled for three releases, ``todayReleases``: iOS 9,
/// iOS 10 and iOS 11–13, which behave alike and are named by their last
/// version, `13`.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major version: 9 for iOS 9.
  public let major: Int

  /// The version with this major number.
  public init(major: Int) { self.major = major }

  public static let iOS9 = OSVersion(major: 9)
  public static let iOS10 = OSVersion(major: 10)
  public static let iOS11 = OSVersion(major: 11)
  public static let iOS13 = OSVersion(major: 13)
  public static let iOS14 = OSVersion(major: 14)
  public static let iOS17 = OSVersion(major: 17)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.major < rhs.major }

  /// The name the command line and the JSON output use: `9`, `10`, `13`.
  public var name: String { String(major) }

  /// `iOS 13`.
  public var description: String { "iOS \(major)" }

  /// The versions the Today host is modelled for, in order: iOS 9, iOS 10 and
  /// iOS 13 standing for iOS 11–13, which share every rule.
  public static let todayReleases: [OSVersion] = [.iOS9, .iOS10, .iOS13]

  /// The versions this release stands for, for people: `9`, `10`, `11–13`.
  public var releaseRange: String {
    let majors = releaseMajors
    return majors.count > 1 ? "\(majors.lowerBound)–\(majors.upperBound)" : name
  }

  /// The release group of ``todayReleases`` for people: `iOS 9`, `iOS 10`, `iOS 11–13`.
  public var releaseTitle: String { "iOS \(releaseRange)" }

  /// The major versions this release stands for: 11...13 for iOS 13 (the
  /// iOS 11–13 group), 9...9 for iOS 9.
  public var releaseMajors: ClosedRange<Int> {
    self >= .iOS11 && self < .iOS14 ? OSVersion.iOS11.major...OSVersion.iOS13.major : major...major
  }

  /// Parses a Today-host version: `9`, `10`, or `11`, `12`, `13` (one group,
  /// returned as iOS 13); a leading `iOS` is accepted.
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` naming the valid versions.
  public static func parse(_ text: String) throws(SizingError) -> OSVersion {
    var digits = Substring(text.lowercased())
    if digits.hasPrefix("ios") { digits = digits.dropFirst(3).drop { $0 == " " } }
    if let major = Int(digits),
      let release = todayReleases.first(where: { $0.releaseMajors.contains(major) })
    {
      return release
    }
    throw .unknownValue(kind: "os", value: text, valid: todayReleases.map(\.name))
  }

  // MARK: - What changed between versions

  /// True from iOS 10 on: compact and expanded display modes (`NCWidgetDisplayMode`)
  /// and `widgetMaximumSize(for:)`.
  public var hasDisplayModes: Bool { self >= .iOS10 }

  /// True before iOS 10, the last versions that call
  /// `widgetMarginInsets(forProposedMarginInsets:)` [sdk-ncwp].
  public var proposesMarginInsets: Bool { self < .iOS10 }

  /// True before iOS 10: the widget sits on Notification Center's dark background.
  public var hasDarkNotificationCenter: Bool { self < .iOS10 }

  /// True from iOS 10, when widgets appeared above an app's quick actions
  /// (the 3D Touch menu of its Home-screen icon).
  public var hasQuickActionsWidgets: Bool { self >= .iOS10 }

  /// True before iOS 11, when an iPad in landscape showed widgets in two
  /// columns (radar 32981970: iOS 11 "regressed to one column").
  public var hasTwoColumnIPadToday: Bool { self < .iOS11 }
}
