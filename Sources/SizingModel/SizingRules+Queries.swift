extension SizingRules {
  /// The compact height; iOS 9, which has no display modes, reuses the iOS 10
  /// value as the reference height of the widget's first section.
  func compactHeight(device: Device, category: ContentSizeCategory, os: OSVersion)
    -> Sourced<Double>
  {
    let value = compact[device.id]![category.rawValue]
    guard !os.hasDisplayModes else { return value }
    return Sourced(
      value.value,
      .estimated(
        assumption: "iOS 9 has no compact mode; the iOS 10 compact height at this text size "
          + "is used as the height of the widget's first section"))
  }

  /// The tallest height `widgetMaximumSize(for: .expanded)` allows (iOS 9:
  /// the tallest content, with the proposed insets kept).
  func maximumExpandedHeight(in env: WidgetEnvironment, compactHeight: Double) -> Sourced<Double> {
    if env.location == .quickActions {
      return Sourced(
        compactHeight,
        .derived(
          rule:
            "Quick Actions shows widgets in compact mode only, so the maximum is the compact height",
          sources: [quickActionsSource]))
    }
    if !env.os.hasDisplayModes {
      return legacy.maximumHeight(in: env, firstSection: compactHeight)
    }
    if let anchor = expandedAnchors.first(where: {
      $0.device == env.device.id && $0.orientation == env.orientation.rawValue
        && ($0.location == env.location.rawValue || $0.location == "any")
        && $0.os == env.os.name
    }), anchor.height >= compactHeight {
      return Sourced(anchor.height, .measured(source: anchor.source))
    }
    let rule = expandedRule.description(for: env.location)
    let height = ruleExpandedHeight(in: env)
    let floor = height < compactHeight ? "; below the compact height, so the compact height" : ""
    let value = max(height, compactHeight)
    guard env.device.idiom == .phone, !env.isColumnLocation else {
      return Sourced(
        value,
        .estimated(
          assumption: "the iPhone rule (\(rule)) is assumed on iPads\(floor)"))
    }
    return Sourced(value, .derived(rule: rule + floor, sources: expandedSources))
  }

  /// What the iOS 10+ row rule alone gives in `env`, ignoring measurements, in points.
  func ruleExpandedHeight(in env: WidgetEnvironment) -> Double {
    let usable = Self.usableHeight(env.device, env.orientation, safeAreas)
    return expandedRule.height(usableHeight: usable, location: env.location) ?? usable
  }

  /// What the iPhone width rules alone give in `env`, ignoring measurements, in points.
  func ruleWidth(in env: WidgetEnvironment) -> Double {
    env.orientation == .portrait
      ? env.device.screenSize(.portrait).width - 2 * sideInset : landscapePhoneWidth.width
  }

  /// The widget width (iOS 9: the content width with the proposed insets kept).
  func width(in env: WidgetEnvironment) -> Sourced<Double> {
    let screen = env.device.screenSize(env.orientation).width
    let portrait = env.device.portraitSize.width
    if env.location == .quickActions {
      let rule = "full screen width in portrait when the quick-action menu holds a widget"
      if env.device.idiom == .phone && env.orientation == .portrait {
        return Sourced(portrait, .derived(rule: rule, sources: [quickActionsSource]))
      }
      return Sourced(
        portrait,
        .estimated(
          assumption: "\(rule) [\(quickActionsSource)]; the menu keeps that size in landscape "
            + "and on iPads"))
    }
    if !env.os.hasDisplayModes, let width = legacy.width(in: env) { return width }
    if let anchor = widthAnchors.first(where: {
      $0.devices.contains(env.device.id) && $0.orientation == env.orientation.rawValue
        && $0.locations.contains(env.location.rawValue) && $0.os == env.os.name
    }) {
      return Sourced(anchor.width, .measured(source: anchor.source))
    }
    let singleColumn = screen - 2 * sideInset
    if env.device.idiom == .phone {
      let portrait = env.orientation == .portrait
      return Sourced(
        ruleWidth(in: env),
        .derived(
          rule: portrait ? widthRule : landscapePhoneWidth.note,
          sources: portrait
            ? Array(Set(widthAnchors.map(\.source))).sorted() : [landscapePhoneWidth.source]))
    }
    guard env.host.hasTwoColumns(on: env.device, env.orientation) else {
      return Sourced(
        singleColumn,
        .estimated(
          assumption: "iPad widgets stand in one column, assumed as wide as the screen less "
            + "the iPhone's \(formatPoints(sideInset))-pt side insets"))
    }
    let shared = screen - 3 * sideInset
    let left = (shared * Self.leftColumnShare).rounded(.down)
    let isRight = env.location == .rightColumn
    let legacyInset = env.os.proposesMarginInsets ? insets.left : 0
    return Sourced(
      (isRight ? shared - left : left) - legacyInset,
      .estimated(
        assumption: "iOS 9–10 iPads in landscape have two columns sharing the screen less three "
          + "\(formatPoints(sideInset))-pt gaps; the left one is wider [ishweiss], its "
          + "\(Int(Self.leftColumnShare * 100)) % share is assumed"
          + (env.isColumnLocation
            ? "" : "; today-view and notification-center mean the left column")
          + (legacyInset > 0 ? "; less iOS 9's 47-pt left inset" : "")))
  }

  /// The left column's assumed share of a two-column iPad Today view.
  static let leftColumnShare = 0.55

  /// The margin insets iOS proposes to the widget.
  func marginInsets(os: OSVersion) -> Sourced<Insets> {
    guard os.proposesMarginInsets else {
      return Sourced(
        .zero,
        .derived(
          rule: "widgetMarginInsets(forProposedMarginInsets:) is not called on iOS 10 and later",
          sources: ["sdk-ncwp"]))
    }
    return Sourced(
      Insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
      .measured(source: insets.source))
  }
}
