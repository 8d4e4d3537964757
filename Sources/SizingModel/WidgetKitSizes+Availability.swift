extension WidgetKitSizes {
  /// Whether a WidgetKit host existed on `screen`, and why not: the family
  /// must appear in the placement on that idiom (iPhone or iPad), from the
  /// iOS the data gives.
  public func availability(of host: WidgetKitHost, on screen: WidgetKitScreen) -> HostAvailability {
    let here = appearances(of: host.family).filter { $0.idiom == screen.idiom }
    guard let appearance = here.first(where: { $0.placement == host.placement }) else {
      let valid = here.map(\.placement.rawValue)
      return .noSuchLocation(
        "\(host.family.rawValue) does not appear on the \(screen.idiomName) \(host.placement.title); "
          + (valid.isEmpty
            ? "it is not supported on \(screen.idiomName)"
            : "valid placements here: \(valid.joined(separator: ", "))"))
    }
    guard host.os >= appearance.fromOS else {
      return .noSuchLocation(
        "\(host.family.rawValue) appears on the \(screen.idiomName) \(host.placement.title) from "
          + "\(appearance.firstRelease); valid --os here: \(appearance.fromOS.major) or later")
    }
    return .exists
  }

  /// The frame a placement shows on an idiom (`device` for the iPhone Lock
  /// Screen, `lock-screen` for the iPad's); nil where no size is published
  /// (StandBy).
  public func target(of placement: WidgetPlacement, on idiom: Device.Idiom) -> WidgetFrameTarget? {
    placementTargets[idiom]?[placement]
  }

  /// True where the family appears in a placement that shows `target` on
  /// `idiom` (the canvas counts with the device frame it is scaled into).
  public func isShown(
    _ family: WidgetFamily, on idiom: Device.Idiom, target: WidgetFrameTarget
  ) -> Bool {
    appearances(of: family).contains { appearance in
      let placed = self.target(of: appearance.placement, on: idiom)
      return appearance.idiom == idiom
        && (placed == target || (target == .canvas && placed == .device))
    }
  }

  /// Why the family has no frame on `screen` under `os` (nil where it has
  /// one): it does not appear there, the screen did not run that iOS, or
  /// a source says there is none.
  public func whyNoFrame(
    _ family: WidgetFamily, on screen: WidgetKitScreen, target: WidgetFrameTarget = .device,
    os: OSVersion = .iOS18, icons: HomeScreenIcons = .small
  ) -> String? {
    guard frame(family, on: screen, target: target, os: os, icons: icons) == nil else { return nil }
    let key = FrameKey(family: family, screenID: screen.id, target: target)
    if let note = notPublished[key] { return "\(note) (\(family.rawValue) on \(screen.id))" }
    if let reason = screen.whyNot(runs: os, releases: releases) { return reason }
    let here = appearances(of: family).filter { $0.idiom == screen.idiom }
    if here.isEmpty { return "\(family.rawValue) is not supported on \(screen.idiomName)" }
    guard isShown(family, on: screen.idiom, target: target) else {
      return "\(family.rawValue) is not shown in the \(screen.idiomName) \(target.rawValue) frame; "
        + "it appears on: \(here.map(\.summary).joined(separator: ", "))"
    }
    return "no \(target.rawValue) frame of \(family.rawValue) is published, measured or estimable "
      + "for \(screen.id) on iOS \(os.name)"
  }
}
