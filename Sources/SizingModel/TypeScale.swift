/// The Dynamic Type table (HIG): point size and leading for every text style
/// and category, with the iOS 10 rule for the accessibility sizes; line
/// heights, baselines and tracking from the system font's metrics.
public struct TypeScale: Sendable {
  private struct Style: Sendable {
    var weight: FontWeight
    var sizes: [(size: Double, leading: Double)]
  }
  private let styles: [TextStyle: Style]
  private let source: String
  private let legacyRule: String
  private let legacySource: String
  private let legacyOS: Set<OSVersion>
  private let capIndex: Int
  private let growing: Set<TextStyle>
  private let unavailable: Set<TextStyle>
  private let light: Set<TextStyle>
  /// The data's notes on cells where sources disagree ("AX5: the HIG gives 40 pt; …").
  let conflictNotes: [String]
  /// How tall the system font makes a line, and its tracking.
  public let systemFont: SystemFont

  init(_ data: SizingData.DynamicType) {
    var styles: [TextStyle: Style] = [:]
    for entry in data.styles {
      guard let style = TextStyle(rawValue: entry.style) else { continue }
      styles[style] = Style(
        weight: FontWeight(rawValue: entry.weight) ?? .regular,
        sizes: entry.sizes.map { (size: $0[0], leading: $0[1]) })
    }
    self.styles = styles
    self.conflictNotes = data.styles.compactMap { entry in
      guard let note = entry.note, note.contains("measured") else { return nil }
      return "\(entry.style): \(note)"
    }
    self.source = data.source
    self.systemFont = SystemFont(data)
    let legacy = data.legacy
    self.legacyRule = legacy.rule
    self.legacySource = legacy.source
    self.legacyOS = Set(legacy.appliesToOS.compactMap { Int($0).map(OSVersion.init(major:)) })
    self.capIndex = data.categories.firstIndex(of: legacy.capAt) ?? 6
    self.growing = Set(legacy.growingStyles.compactMap(TextStyle.init(rawValue:)))
    self.unavailable = Set(legacy.unavailableStyles.compactMap(TextStyle.init(rawValue:)))
    self.light = Set(legacy.lightWeightStyles.compactMap(TextStyle.init(rawValue:)))
  }

  /// The font `style` resolves to at `category` on `os`, or nil where the
  /// style does not exist (`largeTitle` before iOS 11).
  ///
  /// From iOS 11 on every style follows the HIG table (measured). On iOS 10
  /// and earlier only Body grows at AX1–AX5; the other styles keep their
  /// xxxLarge size (derived by that rule), and Title 1 is Light.
  public func font(_ style: TextStyle, category: ContentSizeCategory, os: OSVersion)
    -> Sourced<FontMetrics>?
  {
    guard let entry = styles[style] else { return nil }
    let legacy = legacyOS.contains(os)
    if legacy && unavailable.contains(style) { return nil }
    var index = category.rawValue
    var provenance = Provenance.measured(source: source)
    if legacy && index > capIndex && !growing.contains(style) {
      index = capIndex
      provenance = .derived(rule: legacyRule, sources: [legacySource, source])
    }
    let weight = legacy && light.contains(style) ? FontWeight.light : entry.weight
    let cell = entry.sizes[index]
    var font = systemFont.fixed(pointSize: cell.size, weight: weight)
    font.leading = cell.leading
    font.lineSpacing = systemFont.textStyleLeading(pointSize: cell.size, higLeading: cell.leading)
    return Sourced(font, provenance)
  }
}
