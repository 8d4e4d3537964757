/// One `Widget` found in the sources (on its own or in a `WidgetBundle`).
public struct SwiftWidgetDeclaration: Sendable, Equatable {
  /// The `kind` string its configuration is given.
  public var kind: String
  /// The struct's name.
  public var typeName: String
  /// `.supportedFamilies([...])`'s families, or WidgetKit's default
  /// (systemSmall, systemMedium, systemLarge) when ``familiesDeclared`` is false.
  public var families: [String]
  /// True when the configuration calls `.supportedFamilies(_:)`.
  public var familiesDeclared: Bool
  /// True when the configuration calls `.contentMarginsDisabled()`.
  public var contentMarginsDisabled: Bool
  /// `.configurationDisplayName("…")`, when given.
  public var displayName: String?
  /// Where the struct is declared.
  public var file: String
  public var line: Int

  /// WidgetKit's families when a widget declares none.
  public static let defaultFamilies = ["systemSmall", "systemMedium", "systemLarge"]
}
