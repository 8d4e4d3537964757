extension WidgetKitSizes {
  /// The first iOS whose system applies content margins (iOS 17).
  public var systemMarginsFromOS: OSVersion { Self.os(margins.systemFromOS) }

  /// The content margin on each side of the family's frame, in points:
  /// 16 on the Home Screen and in the Today View (the HIG's standard
  /// margin), 0 on the Lock Screen (printed by a third party on iOS 17), an
  /// estimate in StandBy; nil where no value is known.
  ///
  /// - Parameters:
  ///   - placement: where the widget is; default: the Lock Screen for the
  ///     accessory families and the iPad's Lock Screen frame, else the Home Screen.
  ///   - os: before iOS 17 the system adds no margins (0).
  ///   - marginsDisabled: `contentMarginsDisabled()`: no margins (0).
  public func contentMargin(
    _ family: WidgetFamily, target: WidgetFrameTarget = .device,
    placement: WidgetPlacement? = nil, os: OSVersion = .iOS17, marginsDisabled: Bool = false
  ) -> Sourced<Double>? {
    guard os >= systemMarginsFromOS else {
      return Sourced(
        0,
        .derived(
          rule: "the system adds content margins from iOS \(systemMarginsFromOS.major) on",
          sources: [margins.systemFromOSSource]))
    }
    if marginsDisabled {
      return Sourced(
        0,
        .derived(
          rule: "contentMarginsDisabled(): \(margins.disabled.quote)",
          sources: [margins.disabled.source]))
    }
    let placement =
      placement
      ?? (family.isAccessory || target == .lockScreen ? .lockScreen : .homeScreen)
    guard
      let entry = margins.byPlacement.first(where: {
        $0.placements?.contains(placement.rawValue) == true
      }), let value = entry.value
    else { return nil }
    switch entry.evidence {
    case "measured" where placement == .lockScreen && !family.isAccessory:
      return Sourced(
        value,
        .estimated(
          assumption: "\(entry.source) printed \(formatPoints(value)) for the accessory families "
            + "on the Lock Screen (\"\(entry.quote)\"); taken for \(family.rawValue) there too"))
    case "measured":
      return Sourced(value, .measured(source: entry.source))
    case "estimated":
      return Sourced(value, .estimated(assumption: "\(entry.source): \(entry.quote)"))
    default:
      return Sourced(
        value,
        .derived(
          rule: "the HIG's standard margin (\"\(entry.quote)\") taken as the default the system "
            + "applies from iOS \(systemMarginsFromOS.major); Apple documents no number",
          sources: [entry.source]))
    }
  }

  /// The family's content area on `screen`: the frame less the content
  /// margin on each side. Nil where there is no frame, where the widget is
  /// not laid out in it (an iPad's device frame: use the canvas), or where
  /// the margin is not published.
  public func contentRect(
    _ family: WidgetFamily, on screen: WidgetKitScreen, target: WidgetFrameTarget = .device,
    os: OSVersion = .iOS17, marginsDisabled: Bool = false
  ) -> WidgetContentRect? {
    guard let frame = frame(family, on: screen, target: target, os: os), frame.isLayoutFrame,
      let margin = contentMargin(family, target: target, os: os, marginsDisabled: marginsDisabled)
    else { return nil }
    func inset(_ side: Sourced<Double>, _ name: String) -> Sourced<Double> {
      Sourced(
        side.value - 2 * margin.value,
        .derived(
          rule: "frame \(name) − 2 × \(formatPoints(margin.value))-pt margin",
          sources: [side.provenance.source, margin.provenance.source].compactMap { $0 }))
    }
    return WidgetContentRect(
      frame: frame, margin: margin,
      size: SourcedSize(
        width: inset(frame.size.width, "width"), height: inset(frame.size.height, "height")))
  }
}
