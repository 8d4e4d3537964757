/// A rule of `sizing-cli check`, declared once: its stable id, severity, the
/// hosts it applies to, what it finds, what to do, and a description that
/// triggers it and nothing else. `check --help`, `sizing-cli rules`, the
/// Checks article's table, SARIF rule metadata and the catalogue test are all
/// generated from ``all``.
public struct CheckRule: Sendable, Equatable {
  /// How bad a finding is: errors fail a check, warnings are worth a look.
  public enum Severity: String, Sendable, Comparable {
    case error
    case warning

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .error && rhs == .warning }
  }

  /// Which widget hosts a rule can fire for.
  public enum Hosts: String, Sendable, Equatable {
    /// The Today widget (iOS 9–13): its compact and expanded sections.
    case today
    /// WidgetKit (iOS 14 and later): a family's fixed frame.
    case widgetKit
    /// Both hosts.
    case both

    /// The name the rule table and `sizing-cli rules` print.
    public var name: String {
      switch self {
      case .today: "Today"
      case .widgetKit: "WidgetKit"
      case .both: "Today, WidgetKit"
      }
    }
  }

  /// A widget that triggers the rule and no other, with the `check`
  /// arguments that choose the environments it is checked in.
  public struct Example: Sendable, Equatable {
    /// The input's file extension: `json` (a description) or `storyboard`.
    public let fileExtension: String
    /// `check` arguments besides the file (devices, text sizes, OS, family).
    public let arguments: [String]
    /// The input's text.
    public let text: String

    /// One Today environment: iPhone 8, Large, iOS 13, portrait, Today view.
    public static let oneTodayEnvironment = [
      "--device", "iphone-8", "--category", "L", "--os", "13", "--orientation", "portrait",
      "--location", "today-view",
    ]
    /// One WidgetKit cell: systemSmall on a 390×844 screen, Large, iOS 17.
    public static let oneSmallWidget = [
      "--family", "systemSmall", "--device", "390x844", "--category", "L", "--os", "17",
    ]
  }

  /// The stable id, for example `action-clipped`.
  public let id: String
  /// The severity of every finding of the rule.
  public let severity: Severity
  /// The hosts it can fire for.
  public let hosts: Hosts
  /// One sentence: what the rule finds.
  public let summary: String
  /// Exactly when it fires (Markdown; the rule table's "fires when").
  public let details: String
  /// Why it matters and what to do about it.
  public let help: String
  /// A widget that triggers this rule and no other.
  public let example: Example

  /// Every rule the checker has, errors first, in the order reports list them.
  public static let all: [CheckRule] = [
    .actionClipped, .compactClipped, .bodyClipped, .contentOverflow, .familyClipped,
    .familyEmpty, .contentVanished, .sectionEmpty, .labelLineLimit, .noRowShown, .rowsNeverFit,
    .narrowerThanMinimum, .glyphMissing, .unsatisfiableConstraints,
    .labelTruncated, .ambiguousLayout, .contentSqueezed, .imageDistorted, .inlineIgnored,
    .textBelowMinimum, .styleSubstituted,
  ]

  /// The rule with `id`, or nil.
  public static func named(_ id: String) -> CheckRule? {
    all.first { $0.id == id }
  }
}
