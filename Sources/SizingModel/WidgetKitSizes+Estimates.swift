import Geometry

extension WidgetKitSizes {
  /// A frame no source gives for this screen, iOS and icon size, estimated
  /// by the first rule that applies, each stated in the value's provenance:
  /// 1. large icons: the small-icon frame scaled by the ratio measured on
  ///    the screen Zeryck measured both on (iPhone);
  /// 2. the screen's frame under the nearest iOS that has one, scaled by
  ///    the change measured between the two versions on the nearest screen
  ///    in size that has both;
  /// 3. the screen's frame under the nearest iOS that has one;
  /// 4. the frame of the nearest screen in size under this iOS.
  ///
  /// Nil where the family is not shown in that frame, where a source says
  /// there is none (N/A), or on a screen that did not run that iOS.
  func estimatedFrame(
    _ family: WidgetFamily, on screen: WidgetKitScreen, target: WidgetFrameTarget,
    os: OSVersion, icons: HomeScreenIcons
  ) -> WidgetFrame? {
    let key = FrameKey(family: family, screenID: screen.id, target: target)
    guard notPublished[key] == nil, isShown(family, on: screen.idiom, target: target),
      screen.os.ran(major: os)
    else { return nil }
    if icons == .large { return largeIconFrame(family, on: screen, target: target, os: os) }
    let others = releases.filter { $0 != os && storedFrame(key, os: $0, icons: .small) != nil }
      .sorted { abs($0.major - os.major) < abs($1.major - os.major) }
    if let base = others.first, let own = storedFrame(key, os: base, icons: .small) {
      let what = "no source gives \(family.rawValue) on \(screen.id) for iOS \(os.name)"
      if let (neighbour, before, after) = neighbourChange(
        family, screen, target, from: base, to: os)
      {
        let rule =
          "\(what): its iOS \(base.name) frame \(own.size.size.formattedPoints) scaled by the "
          + "change measured on \(neighbour) (iOS \(base.name) \(before.formattedPoints) → "
          + "iOS \(os.name) \(after.formattedPoints))"
        return estimate(
          own, on: screen, width: own.size.width.value * after.width / before.width,
          height: own.size.height.value * after.height / before.height, rule)
      }
      return estimate(
        own, on: screen, width: own.size.width.value, height: own.size.height.value,
        "\(what); its iOS \(base.name) frame is assumed")
    }
    guard let (neighbour, frame) = nearestScreen(family, screen, target, os: os) else { return nil }
    return estimate(
      frame, on: screen, width: frame.size.width.value, height: frame.size.height.value,
      "no source gives \(family.rawValue) on \(screen.id) for iOS \(os.name); the frame of "
        + "\(neighbour), the nearest screen in size, is assumed")
  }

  /// Rule 1: the small-icon frame × the large ÷ small ratio measured on
  /// the one screen measured both ways; on iPad (nothing measured) the
  /// small-icon frame itself.
  private func largeIconFrame(
    _ family: WidgetFamily, on screen: WidgetKitScreen, target: WidgetFrameTarget, os: OSVersion
  ) -> WidgetFrame? {
    guard os >= Self.os(icons.fromOS),
      let small = frame(family, on: screen, target: target, os: os, icons: .small)
    else { return nil }
    let measured = FrameKey(family: family, screenID: icons.largeOn, target: .device)
    guard screen.idiom == .phone,
      let large = stored[measured]?.first(where: { $0.icons == .large })?.frame,
      let base = storedFrame(measured, os: Self.os(icons.fromOS), icons: .small)
    else {
      return estimate(
        small, on: screen, width: small.size.width.value, height: small.size.height.value,
        "no source measures \(screen.idiomName) widgets with large icons; the small-icon frame "
          + "is assumed")
    }
    let rule =
      "large icons: the small-icon frame \(small.size.size.formattedPoints) scaled as "
      + "\(large.size.width.provenance.source ?? "") measured on \(icons.largeOn) "
      + "(\(base.size.size.formattedPoints) → \(large.size.size.formattedPoints))"
    return estimate(
      small, on: screen,
      width: small.size.width.value * large.size.width.value / base.size.width.value,
      height: small.size.height.value * large.size.height.value / base.size.height.value, rule)
  }

  /// The nearest screen in size with frames under both versions, and them.
  private func neighbourChange(
    _ family: WidgetFamily, _ screen: WidgetKitScreen, _ target: WidgetFrameTarget,
    from base: OSVersion, to os: OSVersion
  ) -> (String, PointSize, PointSize)? {
    for other in nearestFirst(screen) {
      let key = FrameKey(family: family, screenID: other.id, target: target)
      if let before = storedFrame(key, os: base, icons: .small),
        let after = storedFrame(key, os: os, icons: .small)
      {
        return (other.id, before.size.size, after.size.size)
      }
    }
    return nil
  }

  private func nearestScreen(
    _ family: WidgetFamily, _ screen: WidgetKitScreen, _ target: WidgetFrameTarget, os: OSVersion
  ) -> (String, WidgetFrame)? {
    for other in nearestFirst(screen) {
      let key = FrameKey(family: family, screenID: other.id, target: target)
      if let frame = storedFrame(key, os: os, icons: .small) { return (other.id, frame) }
    }
    return nil
  }

  /// The other screens of the same idiom, nearest in width, then height, first.
  private func nearestFirst(_ screen: WidgetKitScreen) -> [WidgetKitScreen] {
    func distance(_ other: WidgetKitScreen) -> (Double, Double) {
      (
        abs(other.portraitSize.width - screen.portraitSize.width),
        abs(other.portraitSize.height - screen.portraitSize.height)
      )
    }
    return screens.filter { $0.idiom == screen.idiom && $0.id != screen.id }
      .sorted { distance($0) < distance($1) }
  }

  /// `frame` re-keyed to `screen` with an estimated size rounded to its pixels.
  private func estimate(
    _ frame: WidgetFrame, on screen: WidgetKitScreen, width: Double, height: Double,
    _ assumption: String
  ) -> WidgetFrame {
    var result = frame
    result.screenID = screen.id
    result.evidence = .estimated
    result.measuredOn = nil
    result.size = SourcedSize(
      width: Sourced(
        PixelGrid.rounded(width, scale: screen.scale), .estimated(assumption: assumption)),
      height: Sourced(
        PixelGrid.rounded(height, scale: screen.scale), .estimated(assumption: assumption)))
    return result
  }
}
