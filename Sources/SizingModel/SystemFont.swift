/// The iOS system font's (SF Pro's) vertical metrics and tracking, from
/// `Data/dynamic-type.json`: how tall UIKit makes a line and how tightly it
/// sets letters at each size.
public struct SystemFont: Sendable {
  /// Ascender and descender as fractions of the point size (1950/2048 and
  /// 494/2048 for SF).
  let ascenderRatio: Double
  let descenderRatio: Double
  /// SF Pro tracking in 1/1000 em, by whole point size (ascending).
  let tracking: [(size: Double, value: Double)]
  /// The one switch for a text style font's own leading between lines
  /// (the data's `textStyleLeading.betweenLines`).
  public let textStyleLeadingBetweenLines: Bool
  /// The rules and their sources, for the docs and `sizing-cli type-scale`.
  public let lineRule: Sourced<String>
  public let leadingRule: Sourced<String>
  public let trackingRule: Sourced<String>

  init(_ data: SizingData.DynamicType) {
    let font = data.systemFont
    ascenderRatio = font.ascender / font.unitsPerEm
    descenderRatio = font.descender / font.unitsPerEm
    tracking = data.tracking.sizes.map { (size: $0[0], value: $0[1]) }
    textStyleLeadingBetweenLines = data.textStyleLeading.betweenLines
    lineRule = Sourced(font.rule, .measured(source: font.source))
    leadingRule = Sourced(
      data.textStyleLeading.rule,
      .derived(rule: data.textStyleLeading.rule, sources: data.textStyleLeading.sources))
    trackingRule = Sourced(data.tracking.rule, .measured(source: data.tracking.source))
  }

  /// The height of one line at `pointSize`: ascender + descender (20.287 pt at 17 pt).
  public func lineHeight(_ pointSize: Double) -> Double {
    pointSize * (ascenderRatio + descenderRatio)
  }

  /// The distance from a line's top to its baseline at `pointSize`, in points.
  public func ascender(_ pointSize: Double) -> Double { pointSize * ascenderRatio }

  /// SF Pro's tracking at `pointSize`, in points (−0.442 at 17 pt): the
  /// table's value at the whole size at or below it, times the size / 1000.
  public func tracking(_ pointSize: Double) -> Double {
    guard let first = tracking.first else { return 0 }
    var value = first.value
    for entry in tracking where entry.size <= pointSize { value = entry.value }
    return pointSize * value / 1000
  }

  /// The leading a text style's font has between lines: the HIG leading
  /// less the line height, where positive (0 when the switch is off).
  public func textStyleLeading(pointSize: Double, higLeading: Double) -> Double {
    guard textStyleLeadingBetweenLines else { return 0 }
    return max(0, higLeading - lineHeight(pointSize))
  }

  /// `systemFont(ofSize:weight:)`: SF at a fixed size, without leading.
  public func fixed(pointSize: Double, weight: FontWeight) -> FontMetrics {
    FontMetrics(
      pointSize: pointSize, leading: lineHeight(pointSize), weight: weight,
      lineHeight: lineHeight(pointSize), ascender: ascender(pointSize), lineSpacing: 0,
      tracking: tracking(pointSize))
  }
}
