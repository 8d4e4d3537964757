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
  struct ConflictEntry {
    var size: PointSize
    var source: String
    var label: String
    var note: String
  }

  let firstOS: [WidgetFamily: (os: OSVersion, source: String)]
  let appearanceTable: [WidgetFamily: [WidgetAppearance]]
  let placementTargets: [Device.Idiom: [WidgetPlacement: WidgetFrameTarget]]
  let frames: [FrameKey: WidgetFrame]
  let notPublished: [FrameKey: String]
  let conflictTable: [FrameKey: [ConflictEntry]]
  let margins: SizingData.WidgetKitFamilies.ContentMargins

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
    var frames: [FrameKey: WidgetFrame] = [:]
    var notPublished: [FrameKey: String] = [:]
    for set in families.frames {
      let evidence = WidgetFrame.Evidence(rawValue: set.evidence) ?? .published
      let targets = set.targets.map(Self.target)
      for screen in set.screens {
        let isPad = screens.first { $0.id == screen }?.idiom == .pad
        for target in targets {
          for (name, size) in set.sizes {
            let family = Self.family(name)
            let sourced = Sourced(size[0], .measured(source: set.source))
            frames[FrameKey(family: family, screenID: screen, target: target)] = WidgetFrame(
              family: family, screenID: screen, target: target,
              size: SourcedSize(width: sourced, height: Sourced(size[1], sourced.provenance)),
              evidence: evidence, measuredOn: set.measuredOn,
              isLayoutFrame: !(isPad && target == .device && !targets.contains(.canvas)))
          }
          for name in set.notPublished?.families ?? [] {
            notPublished[FrameKey(family: Self.family(name), screenID: screen, target: target)] =
              set.notPublished?.note
          }
        }
      }
    }
    self.frames = frames
    self.notPublished = notPublished
    var conflicts: [FrameKey: [ConflictEntry]] = [:]
    for set in families.conflicts {
      for (name, size) in set.sizes.sorted(by: { $0.key < $1.key }) {
        let key = FrameKey(
          family: Self.family(name), screenID: set.screen, target: Self.target(set.target))
        conflicts[key, default: []].append(
          ConflictEntry(
            size: PointSize(width: size[0], height: size[1]), source: set.source,
            label: set.label, note: set.note))
      }
    }
    conflictTable = conflicts
    margins = families.contentMargins
  }

  /// The screen with this id (`390x844`), or the screen of the Today-widget
  /// device class with this id (`iphone-8` is `375x667`).
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` listing the screen ids.
  public func screen(_ id: String) throws(SizingError) -> WidgetKitScreen {
    let key = id.lowercased()
    if let match = screens.first(where: { $0.id == key || $0.deviceIDs.contains(key) }) {
      return match
    }
    throw .unknownValue(kind: "screen", value: id, valid: screens.map(\.id))
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
        return frames[key] != nil || notPublished[key] != nil
      }
    }
  }

  /// The family's frame on `screen`, in points; nil where it has none
  /// (``whyNoFrame(_:on:target:)`` says why).
  public func frame(
    _ family: WidgetFamily, on screen: WidgetKitScreen, target: WidgetFrameTarget = .device
  ) -> WidgetFrame? {
    frames[FrameKey(family: family, screenID: screen.id, target: target)]
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
      note: entry.note.map { Sourced($0.text, .measured(source: $0.source)) })
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
