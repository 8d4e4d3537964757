import Foundation

/// The measurements of `Data/today-widget.json` and the rules that fill the
/// gaps between them. Every table is computed once, when the model is built.
///
/// The rules, as HowTheModelWorks.md states them (each in `Data/today-widget.json`
/// terms, fitted when the model is built):
/// - **Compact, AX1–AX4:** linear in the Body point size between the nearest
///   measured heights (xxxLarge and AX5), rounded to the nearest 0.5 pt.
/// - **Compact, iPad Pro 12.9":** the other devices' height × k, where k is
///   the least-squares ratio of its measured heights to the others', rounded
///   to the nearest 0.5 pt.
/// - **Maximum expanded height (iOS 10+):** ``ExpandedLimitRule``: whole 44-pt
///   rows in the usable height less a per-location offset fitted to the
///   measurements; never below the compact height.
/// - **Width (iOS 10+):** iPhones in portrait: the screen width less the
///   fitted side insets (8 pt each); iPhones in landscape: 420 pt.
/// - **iOS 9:** ``LegacyLimits``, the iOS 8 measurements.
struct SizingRules: Sendable {
  /// Compact heights for iOS 10 and later, by device id, indexed by category.
  let compact: [String: [Sourced<Double>]]
  /// Compact heights of the devices without measurements of their own.
  let genericCompact: [Sourced<Double>]
  /// The least-squares ratio of a device's own compact measurements to the
  /// generic heights, for devices that have some (iPad Pro 12.9").
  let compactRatios: [String: Double]
  let expandedAnchors: [SizingData.ExpandedEntry]
  let expandedRule: ExpandedLimitRule
  let expandedSources: [String]
  /// Safe-area insets by device id and orientation.
  let safeAreas: [String: [Orientation: Insets]]
  let safeAreaSource: String
  let legacy: LegacyLimits
  let widthAnchors: [SizingData.WidthEntry]
  let sideInset: Double
  let widthRule: String
  let landscapePhoneWidth: SizingData.LandscapePhoneWidth
  let insets: SizingData.Insets
  let conflicts: [SizingData.ConflictEntry]
  let quickActionsSource = "pspdf"

  init(data: SizingData.TodayWidget, devices: [Device], typeScale: TypeScale) {
    let body = ContentSizeCategory.allCases.map {
      typeScale.font(.body, category: $0, os: .iOS13)?.value.pointSize ?? 0
    }
    let generic = Self.genericHeights(data.compactHeights, body: body)
    var compact: [String: [Sourced<Double>]] = [:]
    var ratios: [String: Double] = [:]
    for device in devices {
      let (heights, ratio) = Self.deviceHeights(device.id, data.compactHeights, generic: generic)
      compact[device.id] = heights
      ratios[device.id] = ratio
    }
    self.compact = compact
    self.genericCompact = generic
    self.compactRatios = ratios

    var safeAreas: [String: [Orientation: Insets]] = [:]
    for entry in data.safeAreaInsets {
      func insets(_ values: [Double]) -> Insets {
        Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
      }
      for id in entry.devices {
        safeAreas[id] = [.portrait: insets(entry.portrait), .landscape: insets(entry.landscape)]
      }
    }
    self.safeAreas = safeAreas
    self.safeAreaSource = data.safeAreaInsets.first?.source ?? ""

    let byID = Dictionary(uniqueKeysWithValues: devices.map { ($0.id, $0) })
    self.expandedAnchors = data.maximumExpandedHeights
    self.expandedSources = Array(Set(data.maximumExpandedHeights.map(\.source))).sorted()
    let observations = data.maximumExpandedHeights.compactMap {
      anchor -> ExpandedLimitRule.Observation? in
      guard let device = byID[anchor.device], device.idiom == .phone,
        let orientation = Orientation(rawValue: anchor.orientation),
        let location = WidgetLocation(rawValue: anchor.location)
      else { return nil }
      return ExpandedLimitRule.Observation(
        usableHeight: Self.usableHeight(device, orientation, safeAreas),
        location: location, height: anchor.height,
        label: "\(anchor.device) \(anchor.orientation) \(anchor.location)")
    }
    self.expandedRule = ExpandedLimitRule(
      rowHeight: data.expandedLimitRule.rowHeight, observations: observations,
      locations: data.expandedLimitRule.fitLocations.compactMap(WidgetLocation.init(rawValue:)))
    self.legacy = LegacyLimits(data)

    self.widthAnchors = data.widths
    let insets = data.widths.filter { $0.orientation == "portrait" }.flatMap { anchor in
      anchor.devices.compactMap { id in
        byID[id].map { ($0.screenSize(.portrait).width - anchor.width) / 2 }
      }
    }
    self.sideInset = insets.isEmpty ? 0 : insets.reduce(0, +) / Double(insets.count)
    self.widthRule =
      "screen width − 2 × \(formatPoints(sideInset)) pt (the side inset of every measured "
      + "portrait width: 304, 359 and 398 pt on 320-, 375- and 414-pt iPhones)"
    self.landscapePhoneWidth = data.landscapePhoneWidth
    self.insets = data.ios9MarginInsets
    self.conflicts = data.conflicts
  }

  /// The screen height in `orientation` less the device's safe area, in points.
  static func usableHeight(
    _ device: Device, _ orientation: Orientation, _ safeAreas: [String: [Orientation: Insets]]
  ) -> Double {
    let safe = safeAreas[device.id]?[orientation] ?? .zero
    return device.screenSize(orientation).height - safe.top - safe.bottom
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
  ) -> (heights: [Sourced<Double>], ratio: Double?) {
    var own: [Int: (Double, String)] = [:]
    for entry in entries {
      guard case .only(let ids) = entry.devices, ids.contains(id),
        let category = ContentSizeCategory(parsing: entry.category)
      else { continue }
      own[category.rawValue] = (entry.height, entry.source)
    }
    if own.isEmpty { return (generic, nil) }
    var products = 0.0
    var squares = 0.0
    for (index, (height, _)) in own {
      products += height * generic[index].value
      squares += generic[index].value * generic[index].value
    }
    let ratio = products / squares
    let names = own.keys.sorted().map { ContentSizeCategory(rawValue: $0)!.shortName }
    let sources = Array(Set(own.values.map(\.1))).sorted()
    let heights = ContentSizeCategory.allCases.map { category in
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
    return (heights, ratio)
  }
}
