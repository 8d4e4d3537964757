import Foundation

/// The user's preferred text size: UIKit's `UIContentSizeCategory`, the
/// twelve steps from xSmall to AX5 (`unspecified` is not modelled).
///
/// Parse any spelling people use with ``init(parsing:)``: short names
/// (`xS`, `L`, `AX3`), UIKit names (`extraSmall`,
/// `accessibilityExtraLarge`), raw values (`UICTContentSizeCategoryXS`) and
/// simctl spellings (`extra-small`). Matching ignores case.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
  case extraSmall
  case small
  case medium
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// The category iOS uses until the user changes it.
  public static let `default`: ContentSizeCategory = .large

  /// The seven categories reachable without Larger Accessibility Sizes.
  public static let standardCases = Array(allCases.prefix(7))

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// True for AX1…AX5, reachable only with Larger Accessibility Sizes on.
  public var isAccessibility: Bool { rawValue >= 7 }

  /// The short name used in tables and on the command line: `xS` … `AX5`.
  public var shortName: String { Self.shortNames[rawValue] }

  /// The name a person reads in the preview: "Large (default)", "AX3".
  public var displayName: String { Self.displayNames[rawValue] }

  /// The Swift `UIContentSizeCategory` case name, for example `extraSmall`.
  public var uikitName: String { Self.uikitNames[rawValue] }

  /// The string `rawValue` UIKit reports, for example `UICTContentSizeCategoryXS`.
  public var uikitRawValue: String { "UICTContentSizeCategory" + Self.rawSuffixes[rawValue] }

  /// The spelling `xcrun simctl ui … content_size` accepts, for example `extra-small`.
  public var simctlName: String { Self.simctlNames[rawValue] }

  /// Every spelling ``init(parsing:)`` accepts for this category, short name first.
  public var spellings: [String] { [shortName, uikitName, uikitRawValue, simctlName] }

  /// Parses any accepted spelling, ignoring case; nil when none matches.
  public init?(parsing text: String) {
    let key = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard let match = Self.lookup[key] else { return nil }
    self = match
  }

  private static let shortNames = [
    "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5",
  ]
  private static let displayNames = [
    "xSmall", "Small", "Medium", "Large (default)", "xLarge", "xxLarge", "xxxLarge",
    "AX1", "AX2", "AX3", "AX4", "AX5",
  ]
  private static let uikitNames = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
    "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
    "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]
  private static let rawSuffixes = [
    "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL",
    "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL",
  ]
  private static let simctlNames = [
    "extra-small", "small", "medium", "large", "extra-large", "extra-extra-large",
    "extra-extra-extra-large", "accessibility-medium", "accessibility-large",
    "accessibility-extra-large", "accessibility-extra-extra-large",
    "accessibility-extra-extra-extra-large",
  ]
  private static let lookup: [String: ContentSizeCategory] = {
    var table: [String: ContentSizeCategory] = [:]
    for category in allCases {
      for spelling in category.spellings { table[spelling.lowercased()] = category }
    }
    return table
  }()
}

extension ContentSizeCategory: CustomStringConvertible {
  public var description: String { shortName }
}
