import Foundation

/// The measurements of `Data/today-widget.json` and the rules that fill the
/// gaps between them. Every table is computed once, when the model is built.
///
/// The rules, as the README states them:
/// - **Compact, AX1–AX4:** linear in the Body point size between the nearest
///   measured heights (xxxLarge and AX5), rounded to the nearest 0.5 pt.
/// - **Compact, iPad Pro 12.9":** the other devices' height × k, where k is
///   the least-squares ratio of its measured heights to the others', rounded
///   to the nearest 0.5 pt.
/// - **Maximum expanded height:** the screen height in that orientation minus
///   the offset both measurements share (812 − 660 = 768 − 616 = 152 pt),
///   never below the compact height.
/// - **Width:** the screen width less the side inset of the one measurement
///   ((375 − 359) / 2 = 8 pt on each side).
struct SizingRules: Sendable {
  /// Compact heights for iOS 10 and later, by device id, indexed by category.
  let compact: [String: [Sourced<Double>]]
  let expandedAnchors: [SizingData.ExpandedEntry]
  let expandedOffset: Double
  let expandedRule: String
  let expandedSources: [String]
  let legacyOffsets: [Orientation: Double]
  let legacySource: String
  /// The iOS 9 maximum's assumption in words, by orientation (made once:
  /// every iOS 9 environment of a sweep states it).
  let legacyAssumptions: [Orientation: String]
  let widthAnchors: [SizingData.WidthEntry]
  let sideInset: Double
  let widthRule: String
  let insets: SizingData.Insets
  let quickActionsSource = "pspdf"

  init(data: SizingData.TodayWidget, devices: [Device], typeScale: TypeScale) {
    let body = ContentSizeCategory.allCases.map {
      typeScale.font(.body, category: $0, os: .iOS13)?.value.pointSize ?? 0
    }
    let generic = Self.genericHeights(data.compactHeights, body: body)
    var compact: [String: [Sourced<Double>]] = [:]
    for device in devices {
      compact[device.id] = Self.deviceHeights(device.id, data.compactHeights, generic: generic)
    }
    self.compact = compact

    let byID = Dictionary(uniqueKeysWithValues: devices.map { ($0.id, $0) })
    self.expandedAnchors = data.maximumExpandedHeights
    let offsets = data.maximumExpandedHeights.compactMap { anchor -> Double? in
      guard let device = byID[anchor.device],
        let orientation = Orientation(rawValue: anchor.orientation)
      else { return nil }
      return device.screenSize(orientation).height - anchor.height
    }
    self.expandedOffset = offsets.isEmpty ? 0 : offsets.reduce(0, +) / Double(offsets.count)
    self.expandedSources = data.maximumExpandedHeights.map(\.source)
    let examples = data.maximumExpandedHeights.map { anchor -> String in
      let height = byID[anchor.device].map {
        $0.screenSize(Orientation(rawValue: anchor.orientation) ?? .portrait).height
      }
      return
        "\(anchor.device) \(anchor.orientation) \(formatPoints(height ?? 0)) − \(formatPoints(anchor.height))"
    }
    self.expandedRule =
      "screen height in this orientation − \(formatPoints(expandedOffset)) pt "
      + "(the offset of both measurements: \(examples.joined(separator: ", "))), never below the compact height"

    var legacy: [Orientation: Double] = [:]
    for orientation in Orientation.allCases {
      let values = data.ios8MaximumHeights.compactMap { entry -> Double? in
        guard let device = byID[entry.device] else { return nil }
        let pair = orientation == .portrait ? entry.portrait : entry.landscape
        return device.screenSize(orientation).height - pair[1]
      }.sorted()
      legacy[orientation] = values.isEmpty ? 0 : values[values.count / 2]
    }
    self.legacyOffsets = legacy
    self.legacySource = data.ios8MaximumHeightsSource
    var assumptions: [Orientation: String] = [:]
    for orientation in Orientation.allCases {
      assumptions[orientation] =
        "iOS 9 has no widgetMaximumSize; the iOS 8 limit (screen height − "
        + "\(formatPoints(legacy[orientation] ?? 0)) pt, the median of the iOS 8 "
        + "\(orientation.rawValue) measurements [\(data.ios8MaximumHeightsSource)]) is assumed"
    }
    self.legacyAssumptions = assumptions

    self.widthAnchors = data.widths
    let insets = data.widths.flatMap { anchor in
      anchor.devices.compactMap { id in
        byID[id].map { ($0.screenSize(.portrait).width - anchor.width) / 2 }
      }
    }
    self.sideInset = insets.isEmpty ? 0 : insets.reduce(0, +) / Double(insets.count)
    self.widthRule =
      "screen width − 2 × \(formatPoints(sideInset)) pt (the side inset of the measured 359 pt on 375-pt-wide iPhones)"
    self.insets = data.ios9MarginInsets
  }

  /// Rounds to the nearest half point.
  static func roundToHalf(_ value: Double) -> Double { (value * 2).rounded() / 2 }

  /// Heights for devices without their own measurements: measured anchors,
  /// and between them a line in the Body point size.
  private static func genericHeights(
    _ entries: [SizingData.CompactEntry], body: [Double]
  ) -> [Sourced<Double>] {
    var anchors: [Int: (Double, String)] = [:]
    for entry in entries {
      guard case .everyOther = entry.devices,
        let category = ContentSizeCategory(parsing: entry.category)
      else { continue }
      anchors[category.rawValue] = (entry.height, entry.source)
    }
    let known = anchors.keys.sorted()
    return ContentSizeCategory.allCases.map { category in
      let index = category.rawValue
      if let (height, source) = anchors[index] {
        return Sourced(height, .measured(source: source))
      }
      guard let below = known.last(where: { $0 < index }),
        let above = known.first(where: { $0 > index })
      else {
        return Sourced(0, .estimated(assumption: "no measurement on either side"))
      }
      let (low, lowSource) = anchors[below]!
      let (high, highSource) = anchors[above]!
      let fraction = (body[index] - body[below]) / (body[above] - body[below])
      let value = roundToHalf(low + fraction * (high - low))
      let lowName = ContentSizeCategory(rawValue: below)!.shortName
      let highName = ContentSizeCategory(rawValue: above)!.shortName
      let rule =
        "linear in the Body point size between the measured \(lowName) "
        + "(\(formatPoints(low)) pt at Body \(formatPoints(body[below]))) and \(highName) "
        + "(\(formatPoints(high)) pt at Body \(formatPoints(body[above]))), rounded to 0.5 pt"
      return Sourced(
        value, .derived(rule: rule, sources: Array(Set([lowSource, highSource])).sorted()))
    }
  }

  /// Heights for one device: its own measurements where it has any, scaled
  /// from the generic heights elsewhere.
  private static func deviceHeights(
    _ id: String, _ entries: [SizingData.CompactEntry], generic: [Sourced<Double>]
  ) -> [Sourced<Double>] {
    var own: [Int: (Double, String)] = [:]
    for entry in entries {
      guard case .only(let ids) = entry.devices, ids.contains(id),
        let category = ContentSizeCategory(parsing: entry.category)
      else { continue }
      own[category.rawValue] = (entry.height, entry.source)
    }
    if own.isEmpty { return generic }
    var products = 0.0
    var squares = 0.0
    for (index, (height, _)) in own {
      products += height * generic[index].value
      squares += generic[index].value * generic[index].value
    }
    let ratio = products / squares
    let names = own.keys.sorted().map { ContentSizeCategory(rawValue: $0)!.shortName }
    let sources = Array(Set(own.values.map(\.1))).sorted()
    return ContentSizeCategory.allCases.map { category in
      if let (height, source) = own[category.rawValue] {
        return Sourced(height, .measured(source: source))
      }
      let base = generic[category.rawValue]
      let rule =
        "the other devices' \(formatPoints(base.value)) pt × \(String(format: "%.4f", ratio)) "
        + "(least-squares ratio of this device's measured \(names.joined(separator: "/")) "
        + "heights to the others'), rounded to 0.5 pt"
      return Sourced(roundToHalf(base.value * ratio), .derived(rule: rule, sources: sources))
    }
  }
}
