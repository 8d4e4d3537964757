import ArgumentParser
import SizingModel

/// Every fixed set of names the command lines take is an
/// `ExpressibleByArgument` type: ArgumentParser parses it where the option is
/// declared (any case), lists the valid names in `--help`, and refuses a bad
/// one in a single line that names them.
extension NamedChoice where Self: ExpressibleByArgument {
  public init?(argument: String) {
    guard let value = try? Self.parse(argument) else { return nil }
    self = value
  }

  public static var allValueStrings: [String] { names }

  public var defaultValueDescription: String { rawValue }
}

extension Orientation: ExpressibleByArgument {}
extension WidgetLocation: ExpressibleByArgument {}
extension DisplayMode: ExpressibleByArgument {}
extension HeightTable.Metric: ExpressibleByArgument {}
extension WidgetPlacement: ExpressibleByArgument {}
extension HomeScreenIcons: ExpressibleByArgument {}
extension WidgetRenderingMode: ExpressibleByArgument {}
extension WidgetColorScheme: ExpressibleByArgument {}

extension OSVersion: ExpressibleByArgument {
  public init?(argument: String) {
    guard let value = try? Self.parseAny(argument) else { return nil }
    self = value
  }

  /// 11 and 12 are accepted as the iOS 11–13 group; 14 … 26 are WidgetKit's.
  public static var allValueStrings: [String] {
    ["9", "10", "11", "12", "13"] + widgetKitReleases.map(\.name)
  }

  public var defaultValueDescription: String { name }
}

extension ContentSizeCategory {
  /// Parses one text size for a command-line option, in any spelling
  /// (`L`, `xxxL`, `AX5`, `accessibilityMedium`…).
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` listing the short names.
  public static func argument(_ text: String) throws(SizingError) -> ContentSizeCategory {
    guard let category = ContentSizeCategory(parsing: text) else {
      throw .unknownValue(kind: "category", value: text, valid: allCases.map(\.shortName))
    }
    return category
  }
}

extension WidgetHostKind: ExpressibleByArgument {}
extension WidgetFamily: ExpressibleByArgument {}
