extension WidgetKitSizes {
  /// The placement a family gets when none is asked for: the Home Screen
  /// where the family appears there on that OS, else the Today View, else
  /// the Lock Screen; nil where it appears nowhere on that idiom then.
  public func defaultPlacement(
    of family: WidgetFamily, on idiom: Device.Idiom, os: OSVersion
  ) -> WidgetPlacement? {
    let here = appearances(of: family).filter { $0.idiom == idiom && os >= $0.fromOS }
    return [WidgetPlacement.homeScreen, .todayView, .lockScreen].first { placement in
      here.contains { $0.placement == placement }
    }
  }

  /// Checks a WidgetKit host on `screen` and gives its frames: the one
  /// validator the command line and the preview share.
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` for an iOS
  ///   that is not a WidgetKit release; ``SizingError/unsupported(_:)``
  ///   with the reason for a combination that did not exist (an iOS the
  ///   screen did not run, a family not shown in that placement then,
  ///   large icons off the iOS 18+ Home Screen).
  public func place(
    _ host: WidgetKitHost, on screen: WidgetKitScreen, marginsDisabled: Bool = false
  ) throws(SizingError) -> WidgetKitPlacedFrame {
    guard releases.contains(host.os) else {
      throw .unknownValue(kind: "os", value: host.os.name, valid: releases.map(\.name))
    }
    if let reason = screen.whyNot(runs: host.os, releases: releases) {
      throw .unsupported(reason)
    }
    if case .noSuchLocation(let reason) = availability(of: host, on: screen) {
      throw .unsupported(reason)
    }
    try checkIcons(host.icons, placement: host.placement, os: host.os)
    let (layoutTarget, shownTarget) = targets(of: host.placement, on: screen.idiom)
    guard
      let layout = frame(
        host.family, on: screen, target: layoutTarget, os: host.os, icons: host.icons),
      let shown = shownTarget == .standBy
        ? standByFrame(layout, on: screen)
        : frame(host.family, on: screen, target: shownTarget, os: host.os, icons: host.icons)
    else {
      throw .unsupported(
        whyNoFrame(host.family, on: screen, target: layoutTarget, os: host.os, icons: host.icons)
          ?? "\(host.family.rawValue) has no frame on \(screen.id)")
    }
    var margin =
      contentMargin(
        host.family, placement: host.placement, os: host.os, marginsDisabled: marginsDisabled)
      ?? Sourced(0, .estimated(assumption: "no margin is published for this placement"))
    var placed = WidgetKitPlacedFrame(
      host: host, screen: screen, layout: layout, shown: shown, margin: margin)
    if let measured = calibration?.entry(host, on: screen) {
      let scale = placed.drawingScale
      let sameFrame = placed.shown == placed.layout
      placed.layout.size = SourcedSize(
        width: Sourced(measured.width, .measured(source: "calibration")),
        height: Sourced(measured.height, .measured(source: "calibration")))
      placed.layout.evidence = .calibration
      placed.layout.measuredOn = nil
      if sameFrame {
        placed.shown = placed.layout
      } else {
        placed.shown.size = SourcedSize(
          width: Sourced(
            measured.width * scale,
            .derived(rule: "the measured frame × the drawing scale", sources: ["calibration"])),
          height: Sourced(
            measured.height * scale,
            .derived(rule: "the measured frame × the drawing scale", sources: ["calibration"])))
      }
      if let value = measured.margin, !marginsDisabled {
        margin = Sourced(value, .measured(source: "calibration"))
        placed.margin = margin
      }
    }
    return placed
  }

  /// Refuses large icons off the Home Screen (`placement` nil: any
  /// placement) or before iOS 18.
  /// - Throws: ``SizingError/unsupported(_:)`` with the reason and the valid choices.
  public func checkIcons(
    _ size: HomeScreenIcons, placement: WidgetPlacement?, os: OSVersion
  ) throws(SizingError) {
    guard size == .large else { return }
    if let placement, placement != .homeScreen {
      throw .unsupported(
        "--icons large is a Home Screen setting; the \(placement.title) has no icon size")
    }
    guard os >= Self.os(icons.fromOS) else {
      throw .unsupported(
        "large Home Screen icons arrived in iOS \(icons.fromOS) (\(icons.source)); "
          + "valid --os with --icons large: "
          + releases.filter { $0 >= Self.os(icons.fromOS) }.map(\.name).joined(separator: ", "))
    }
  }

  /// The frame a placement lays the widget out in on an idiom, and the one
  /// people see: an iPad's canvas and device frame on the Home Screen and
  /// in the Today View; StandBy's device frame and its scaled-up square.
  public func targets(
    of placement: WidgetPlacement, on idiom: Device.Idiom
  ) -> (layout: WidgetFrameTarget, shown: WidgetFrameTarget) {
    let shown = target(of: placement, on: idiom) ?? .device
    switch (idiom, shown) {
    case (.pad, .device): return (.canvas, .device)
    case (_, .standBy): return (.device, .standBy)
    default: return (shown, shown)
    }
  }

  /// StandBy's estimate: the small widget's `layout` frame scaled up into
  /// a square, one of two side by side on the landscape screen, as large
  /// as fits with the gaps around and between (no source gives sizes).
  func standByFrame(_ layout: WidgetFrame, on screen: WidgetKitScreen) -> WidgetFrame? {
    let short = screen.portraitSize.width
    let long = screen.portraitSize.height
    let side = min(
      short - 2 * standBy.gap, (long - (standBy.columns + 1) * standBy.gap) / standBy.columns)
    let assumption =
      "\(standBy.assumption) (\(formatPoints(min(short, long))) × \(formatPoints(long)) pt "
      + "landscape: min(\(formatPoints(short)) − 2 × \(formatPoints(standBy.gap)), "
      + "(\(formatPoints(long)) − \(formatPoints(standBy.columns + 1)) × "
      + "\(formatPoints(standBy.gap))) ÷ \(formatPoints(standBy.columns))))"
    let value = Sourced(side.rounded(.down), .estimated(assumption: assumption))
    var frame = layout
    frame.target = .standBy
    frame.evidence = .estimated
    frame.measuredOn = nil
    frame.isLayoutFrame = false
    frame.size = SourcedSize(width: value, height: value)
    return frame
  }

  /// The placement that shows `family` in `target` on `idiom` under `os`:
  /// the default placement where it shows that frame, else the first that does.
  public func placement(
    showing family: WidgetFamily, in target: WidgetFrameTarget, on idiom: Device.Idiom,
    os: OSVersion
  ) -> WidgetPlacement? {
    let candidates = appearances(of: family).filter { $0.idiom == idiom }.map(\.placement)
      .filter { placement in
        let (layout, shown) = targets(of: placement, on: idiom)
        return layout == target || shown == target
      }
    if let preferred = defaultPlacement(of: family, on: idiom, os: os),
      candidates.contains(preferred)
    {
      return preferred
    }
    return candidates.first
  }
}
