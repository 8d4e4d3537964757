import StrictJSON

/// The WidgetKit (iOS 14+) sizing model: every family's frame on every screen
/// of Apple's tables, reproduced exactly, the iPad Lock Screen frames a third
/// party measured, where each family appears from which iOS, and its content
/// area.
///
/// ```swift
/// let model = WidgetKitSizes.standard
/// let screen = try model.screen("390x844")
/// model.frame(.systemMedium, on: screen)?.size   // 338 × 158 pt, measured (hig-widgets)
/// model.contentRect(.systemMedium, on: screen)   // 306 × 126 pt at (16, 16)
/// ```
///
/// All values are in points, for portrait screen sizes (no landscape frames
/// are published). Built once from `Data/widgetkit-families.json` and
/// `Data/widgetkit-screens.json`, so queries are dictionary lookups.
public struct WidgetKitSizes: Sendable {
  /// The model built from the embedded data.
  public static let standard = WidgetKitSizes(data: .embedded)

  /// Every screen of the tables, iPhones then iPads, in the data's order.
  public let screens: [WidgetKitScreen]
  /// The iOS versions Apple's tables describe (`14–18`), with its source.
  public let tablesDescribe: Sourced<String>

  struct FrameKey: Hashable {
    var family: WidgetFamily
    var screenID: String
    var target: WidgetFrameTarget
  }
  /// A frame as a data set gives it, for the iOS versions it holds for.
  struct StoredFrame: Sendable {
    var os: ClosedRange<Int>
    /// Where its source saw it; elsewhere in `os`, `carriedBy` says why it holds.
    var observed: ClosedRange<Int>
    var carriedBy: SizingData.WidgetKitFamilies.Carried?
    var icons: HomeScreenIcons
    var frame: WidgetFrame
  }
  struct ConflictEntry {
    var size: PointSize
    var os: ClosedRange<Int>
    var source: String
    var label: String
    var note: String
  }

  let firstOS: [WidgetFamily: (os: OSVersion, source: String)]
  let appearanceTable: [WidgetFamily: [WidgetAppearance]]
  let placementTargets: [Device.Idiom: [WidgetPlacement: WidgetFrameTarget]]
  let stored: [FrameKey: [StoredFrame]]
  let notPublished: [FrameKey: String]
  let conflictTable: [FrameKey: [ConflictEntry]]
  let margins: SizingData.WidgetKitFamilies.ContentMargins
  let icons: SizingData.WidgetKitFamilies.HomeScreenIcons
  /// The iOS that brought large Home Screen icons (`18`) and the id of its source.
  public var largeIcons: (fromOS: String, source: String) { (icons.fromOS, icons.source) }
  let standBy: SizingData.WidgetKitFamilies.StandBy
  /// The WidgetKit versions (14…18, 26, 27) and why there is no 19–25.
  public let releases: [OSVersion]
  let releasesNote: Sourced<String>
  /// Why the versions jump from 18 to 26, with its source:
  /// `Apple numbered the release after iOS 18 as iOS 26; … (frameup)`.
  public var releasesExplanation: String {
    "\(releasesNote.value) (\(releasesNote.provenance.source ?? ""))"
  }
  /// The user's measurements, which override the cells they name.
  var calibration: WidgetKitCalibration?

  /// This model with the user's measurements overriding its cells
  /// (``WidgetKitCalibration``; each reported as measured, source `calibration`).
  public func calibrated(_ calibration: WidgetKitCalibration) -> WidgetKitSizes {
    var model = self
    model.calibration = calibration
    return model
  }

  init(data: SizingData) {
    let families = data.widgetKitFamilies
    let screens = data.widgetKitScreens.screens.map(Self.makeScreen)
    self.screens = screens
    tablesDescribe = Sourced(
      families.tablesDescribe.os, .measured(source: families.tablesDescribe.source))
    var firstOS: [WidgetFamily: (os: OSVersion, source: String)] = [:]
    var appearances: [WidgetFamily: [WidgetAppearance]] = [:]
    for entry in families.families {
      let family = Self.family(entry.family)
      firstOS[family] = (Self.os(entry.firstOS), entry.source)
      appearances[family] = entry.appearances.map { appearance in
        WidgetAppearance(
          idiom: Self.idiom(appearance.idiom), placement: Self.placement(appearance.placement),
          fromOS: Self.os(appearance.fromOS), source: appearance.source,
          osSource: appearance.osSource)
      }
    }
    self.firstOS = firstOS
    appearanceTable = appearances
    var targets: [Device.Idiom: [WidgetPlacement: WidgetFrameTarget]] = [:]
    for entry in families.placementTargets {
      for placement in entry.placements {
        targets[Self.idiom(entry.idiom), default: [:]][Self.placement(placement)] =
          Self.target(entry.target)
      }
    }
    placementTargets = targets
    (stored, notPublished) = Self.frames(families.frames, screens: screens)
    var conflicts: [FrameKey: [ConflictEntry]] = [:]
    for set in families.conflicts {
      for (name, size) in set.sizes.sorted(by: { $0.key < $1.key }) {
        let key = FrameKey(
          family: Self.family(name), screenID: set.screen, target: Self.target(set.target))
        conflicts[key, default: []].append(
          ConflictEntry(
            size: PointSize(width: size[0], height: size[1]), os: Self.osRange(set.os),
            source: set.source, label: set.label, note: set.note))
      }
    }
    conflictTable = conflicts
    margins = families.contentMargins
    icons = families.homeScreenIcons
    standBy = families.standBy
    releases = families.widgetKitReleases.majors.map(Self.os)
    releasesNote = Sourced(
      families.widgetKitReleases.note, .measured(source: families.widgetKitReleases.source))
  }

  private static func frames(
    _ sets: [SizingData.WidgetKitFamilies.FrameSet], screens: [WidgetKitScreen]
  ) -> ([FrameKey: [StoredFrame]], [FrameKey: String]) {
    var frames: [FrameKey: [StoredFrame]] = [:]
    var notPublished: [FrameKey: String] = [:]
    for set in sets {
      let evidence = WidgetFrame.Evidence(rawValue: set.evidence) ?? .published
      let targets = set.targets.map(Self.target)
      let os = osRange(set.os)
      for screen in set.screens {
        let isPad = screens.first { $0.id == screen }?.idiom == .pad
        for target in targets {
          for (name, size) in set.sizes {
            let family = Self.family(name)
            let sourced = Sourced(size[0], .measured(source: set.source))
            let frame = WidgetFrame(
              family: family, screenID: screen, target: target,
              size: SourcedSize(width: sourced, height: Sourced(size[1], sourced.provenance)),
              evidence: evidence, measuredOn: set.measuredOn,
              isLayoutFrame: !(isPad && target == .device && !targets.contains(.canvas)))
            frames[FrameKey(family: family, screenID: screen, target: target), default: []]
              .append(
                StoredFrame(
                  os: os, observed: set.observedOS.map(osRange) ?? os, carriedBy: set.carriedBy,
                  icons: set.icons.flatMap(HomeScreenIcons.init(rawValue:)) ?? .small,
                  frame: frame))
          }
          for name in set.notPublished?.families ?? [] {
            notPublished[FrameKey(family: Self.family(name), screenID: screen, target: target)] =
              set.notPublished?.note
          }
        }
      }
    }
    return (frames, notPublished)
  }

  /// `14-18` → 14...18, `26` → 26...26.
  static func osRange(_ text: String) -> ClosedRange<Int> {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return (parts.first ?? 0)...(parts.last ?? 0)
  }

  /// The screen with this id (`390x844`), model name (`iPhone 16 Pro`,
  /// `iphone-16-pro`, `iPad mini`) or Today device id (`iphone-8` is
  /// `375x667`), ignoring case, spaces and hyphens.
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` listing the
  ///   screen ids, with "did you mean" for a near miss.
  public func screen(_ name: String) throws(SizingError) -> WidgetKitScreen {
    let key = Self.nameKey(name)
    if let match = screens.first(where: { $0.names.contains { Self.nameKey($0) == key } }) {
      return match
    }
    let valid = screens.map(\.id).joined(separator: ", ") + ", or a model name (iphone-16-pro)"
    if let near = NameSuggestion.closest(to: name, among: screens.flatMap(\.names)) {
      throw .unsupported("unknown device '\(name)'; did you mean '\(near)'? valid: \(valid)")
    }
    throw .unsupported("unknown device '\(name)'; valid: \(valid)")
  }

  /// A name as ``screen(_:)`` compares it: lower case, letters and digits
  /// only (`@` kept, for `414x896@3x`).
  static func nameKey(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "@" })
  }

  /// The screen of a Today-widget device class, where the tables list its size.
  public func screen(for device: Device) -> WidgetKitScreen? {
    screens.first { $0.deviceIDs.contains(device.id) }
  }

  /// The first iOS with the family (`WidgetFamily` availability), and its source.
  public func firstOS(of family: WidgetFamily) -> (os: OSVersion, source: String) {
    firstOS[family] ?? (.iOS14, "")
  }

  /// Where the family appears on iPhone and iPad, from which iOS.
  public func appearances(of family: WidgetFamily) -> [WidgetAppearance] {
    appearanceTable[family] ?? []
  }

  /// The frames a screen has, in the order tables list them: an iPhone's
  /// device frame; an iPad's canvas, device and Lock Screen frames.
  public func targets(of screen: WidgetKitScreen) -> [WidgetFrameTarget] {
    WidgetFrameTarget.allCases.sorted { $0 == .canvas && $1 != .canvas }.filter { target in
      WidgetFamily.allCases.contains { family in
        let key = FrameKey(family: family, screenID: screen.id, target: target)
        return stored[key] != nil || notPublished[key] != nil
      }
    }
  }

  /// The family's frame on `screen` under `os` (and, on the Home Screen,
  /// with `icons`), in points: a source's value, or one derived or
  /// estimated by a stated rule where none gives it; nil where it has none
  /// (``whyNoFrame(_:on:target:os:)`` says why).
  public func frame(
    _ family: WidgetFamily, on screen: WidgetKitScreen, target: WidgetFrameTarget = .device,
    os: OSVersion = .iOS18, icons: HomeScreenIcons = .small
  ) -> WidgetFrame? {
    let key = FrameKey(family: family, screenID: screen.id, target: target)
    if let frame = storedFrame(key, os: os, icons: icons) { return frame }
    return estimatedFrame(family, on: screen, target: target, os: os, icons: icons)
  }

  /// The frame a data set gives for `os` and `icons`, derived where the
  /// set holds beyond where its source saw it.
  func storedFrame(_ key: FrameKey, os: OSVersion, icons: HomeScreenIcons) -> WidgetFrame? {
    guard
      let entry = stored[key]?.first(where: { $0.os.contains(os.major) && $0.icons == icons })
    else { return nil }
    guard !entry.observed.contains(os.major), let carried = entry.carriedBy else {
      return entry.frame
    }
    var frame = entry.frame
    let sources = [frame.size.width.provenance.source ?? "", carried.source]
    let rule = "\(carried.rule); seen on \(frame.measuredOn ?? Self.rangeName(entry.observed))"
    frame.size = SourcedSize(
      width: Sourced(frame.size.width.value, .derived(rule: rule, sources: sources)),
      height: Sourced(frame.size.height.value, .derived(rule: rule, sources: sources)))
    return frame
  }

  /// `iOS 15–18`, `iOS 26`.
  static func rangeName(_ range: ClosedRange<Int>) -> String {
    range.count > 1 ? "iOS \(range.lowerBound)–\(range.upperBound)" : "iOS \(range.lowerBound)"
  }

  /// The family's frame on the screen of a Today-widget device class.
  public func frame(
    _ family: WidgetFamily, on device: Device, target: WidgetFrameTarget = .device
  ) -> WidgetFrame? {
    screen(for: device).flatMap { frame(family, on: $0, target: target) }
  }

  private static func makeScreen(_ entry: SizingData.WidgetKitScreens.Entry) -> WidgetKitScreen {
    WidgetKitScreen(
      id: entry.id, idiom: idiom(entry.idiom),
      portraitSize: PointSize(width: entry.portraitSize[0], height: entry.portraitSize[1]),
      scale: entry.scale, marketingNames: entry.marketingNames, deviceIDs: entry.devices,
      source: entry.source,
      namesSource: entry.namesSource,
      note: entry.note.map { Sourced($0.text, .measured(source: $0.source)) },
      os: OSSupport(entry.os), aliases: entry.aliases ?? [])
  }

  // The data files are checked by the tests, so a bad name is a build defect.
  static func family(_ name: String) -> WidgetFamily {
    guard let family = WidgetFamily(rawValue: name) else { fatalError("unknown family \(name)") }
    return family
  }
  static func placement(_ name: String) -> WidgetPlacement {
    guard let value = WidgetPlacement(rawValue: name) else {
      fatalError("unknown placement \(name)")
    }
    return value
  }
  static func target(_ name: String) -> WidgetFrameTarget {
    guard let value = WidgetFrameTarget(rawValue: name) else { fatalError("unknown frame \(name)") }
    return value
  }
  static func idiom(_ name: String) -> Device.Idiom { Device.Idiom(rawValue: name) ?? .phone }
  static func os(_ text: String) -> OSVersion {
    OSVersion(major: Int(text.prefix { $0.isNumber }) ?? 0)
  }
}
