/// iOS 9's sizes: no `widgetMaximumSize(for:)` and no display modes, so the
/// limits are the iOS 8 measurements of one answer [so-ios8-max], taken as
/// iOS 9's (the widget API did not change between them). Each is the
/// widget's content with the proposed margin insets kept: the width is net
/// of the 47-pt left inset (the icon column), the height net of the 39-pt
/// bottom inset.
struct LegacyLimits: Sendable {
  struct Entry: Sendable {
    var portrait: PointSize
    var landscape: PointSize
    var conflict: SizingData.LegacyConflict?
  }

  let entries: [String: Entry]
  let rule: SizingData.LegacyRule
  let source: String

  init(_ data: SizingData.TodayWidget) {
    var entries: [String: Entry] = [:]
    for entry in data.ios8MaximumHeights {
      entries[entry.device] = Entry(
        portrait: PointSize(width: entry.portrait[0], height: entry.portrait[1]),
        landscape: PointSize(width: entry.landscape[0], height: entry.landscape[1]),
        conflict: entry.conflict)
    }
    self.entries = entries
    self.rule = data.ios8Rule
    self.source = data.ios8MaximumHeightsSource
  }

  private func measured(_ env: WidgetEnvironment) -> PointSize? {
    guard let entry = entries[env.device.id] else { return nil }
    return env.orientation == .portrait ? entry.portrait : entry.landscape
  }

  /// What the answer's formula takes off the screen height: 126 pt on iPhones, 171 on iPads.
  private func ruleOffset(_ env: WidgetEnvironment) -> Double {
    env.device.idiom == .phone ? rule.phoneOffset : rule.padOffset
  }

  /// The answer's own iOS 8 formula for the maximum height, in points.
  func ruleHeight(in env: WidgetEnvironment) -> Double {
    env.device.screenSize(env.orientation).height - ruleOffset(env)
  }

  /// The tallest content an iOS 9 widget may ask for, never below its first section.
  func maximumHeight(in env: WidgetEnvironment, firstSection: Double) -> Sourced<Double> {
    if let size = measured(env) {
      return Sourced(
        max(size.height, firstSection),
        .derived(
          rule: "iOS 9 keeps the iOS 8 maximum measured on this device (content height with "
            + "the proposed insets kept)", sources: [source]))
    }
    let offset = ruleOffset(env)
    return Sourced(
      max(ruleHeight(in: env), firstSection),
      .estimated(
        assumption: "screen height − \(formatPoints(offset)) pt, the iOS 8 formula of [\(source)] "
          + "for \(env.device.idiom == .phone ? "iPhones" : "iPads")"))
  }

  /// The content width of an iOS 9 widget with the proposed insets kept, or
  /// nil where the measurement does not apply (the two landscape iPad columns
  /// iOS 9 introduced).
  func width(in env: WidgetEnvironment) -> Sourced<Double>? {
    if env.host.hasTwoColumns(on: env.device, env.orientation) { return nil }
    if let size = measured(env) {
      return Sourced(
        size.width,
        .derived(
          rule: "iOS 9 keeps the iOS 8 width measured on this device (net of the 47-pt "
            + "left inset)", sources: [source]))
    }
    return Sourced(
      ruleWidth(in: env),
      .estimated(
        assumption: "screen width − 48 pt, the portrait pattern of the iOS 8 measurements "
          + "(320 − 272 = 375 − 327 = 48) [\(source)]"))
  }

  /// The width pattern of the portrait measurements: the screen less 48 pt, in points.
  func ruleWidth(in env: WidgetEnvironment) -> Double {
    env.device.screenSize(env.orientation).width - 48
  }

  /// The other published value for this cell, where the source gives two.
  func conflict(in env: WidgetEnvironment, width: Bool) -> Conflict? {
    guard let entry = entries[env.device.id], let other = entry.conflict else { return nil }
    let pair = env.orientation == .portrait ? other.portrait : other.landscape
    return Conflict(
      value: width ? pair[0] : pair[1], source: source, label: other.label, note: other.note)
  }
}
