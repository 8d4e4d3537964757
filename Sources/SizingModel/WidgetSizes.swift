/// The Today-widget sizing model: every published measurement, reproduced
/// exactly, and stated rules for everything that was not measured.
///
/// ```swift
/// let model = WidgetSizes.standard
/// let env = WidgetEnvironment(device: try model.device("iphone-8"), category: .large)
/// model.compactHeight(in: env)   // 110 pt, measured (beankhan)
/// ```
///
/// All values are in points. Every query returns a ``Sourced`` value whose
/// provenance says whether it is measured, derived (with the rule) or
/// estimated (with the assumption). Tables are computed once at start, so
/// queries are array lookups.
public struct WidgetSizes: Sendable {
  /// The model with no calibration, built from the embedded data.
  public static let standard = WidgetSizes(data: .embedded, calibration: nil)

  /// The device catalog, in the order of `Data/devices.json`.
  public let devices: [Device]
  /// The Dynamic Type table, with the iOS 10 rule.
  public let typeScale: TypeScale
  let rules: SizingRules
  let calibration: Calibration?
  private let sourceTable: [String: SourceReference]

  /// A model whose values are overridden by the user's measurements.
  public init(calibration: Calibration?) {
    self.init(data: .embedded, calibration: calibration)
  }

  init(data: SizingData, calibration: Calibration?) {
    let devices = data.devices.map(Self.makeDevice)
    self.devices = devices
    self.typeScale = TypeScale(data.dynamicType)
    self.rules = SizingRules(data: data.todayWidget, devices: devices, typeScale: typeScale)
    self.calibration = calibration
    var table: [String: SourceReference] = [:]
    for (id, entry) in data.sources {
      let location =
        entry.url ?? [entry.repo, entry.path].compactMap { $0 }.joined(separator: ", ")
      table[id] = SourceReference(id: id, title: entry.title, location: location)
    }
    self.sourceTable = table
  }

  /// Every source id with its title and address, sorted by id.
  public var sources: [SourceReference] {
    sourceTable.values.sorted { $0.id < $1.id }
  }

  /// The source with this id, if the data names it.
  public func source(_ id: String) -> SourceReference? { sourceTable[id] }

  /// The device with this catalog id.
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` listing every id.
  public func device(_ id: String) throws(SizingError) -> Device {
    let key = id.lowercased()
    if let match = devices.first(where: { $0.id == key }) { return match }
    throw .unknownValue(kind: "device", value: id, valid: devices.map(\.id))
  }

  /// The height of the widget in compact mode, in points: fixed by the system
  /// from the text size (`widgetMaximumSize(for: .compact).height`).
  public func compactHeight(in env: WidgetEnvironment) -> Sourced<Double> {
    if let measured = calibration?.compactHeight(for: env) { return measured }
    return rules.compactHeight(device: env.device, category: env.category, os: env.os)
  }

  /// The widget's width in points, the same in both display modes.
  public func widgetWidth(in env: WidgetEnvironment) -> Sourced<Double> {
    if let measured = calibration?.width(for: env) { return measured }
    return rules.width(in: env)
  }

  /// What `widgetMaximumSize(for: mode)` returns, in points.
  ///
  /// Compact: the width and the compact height. Expanded: the width and the
  /// tallest height the widget may ask for; where the widget cannot expand
  /// (Quick Actions) it equals the compact size.
  public func maximumSize(for mode: DisplayMode, in env: WidgetEnvironment) -> SourcedSize {
    let width = widgetWidth(in: env)
    let compact = compactHeight(in: env)
    let height: Sourced<Double>
    switch mode {
    case .compact:
      height = compact
    case .expanded:
      height =
        calibration?.expandedHeight(for: env).map { measured in
          measured.value >= compact.value
            ? measured
            : Sourced(
              compact.value,
              .derived(
                rule: "the calibrated maximum (\(formatPoints(measured.value)) pt) is below this "
                  + "text size's compact height, which is the floor", sources: ["calibration"]))
        }
        ?? rules.maximumExpandedHeight(in: env, compactHeight: compact.value)
    }
    return SourcedSize(width: width, height: height)
  }

  /// The insets iOS 9 proposes to `widgetMarginInsets(forProposedMarginInsets:)`;
  /// zero from iOS 10 on, where the method is no longer called.
  public func proposedMarginInsets(in env: WidgetEnvironment) -> Sourced<Insets> {
    rules.marginInsets(os: env.os)
  }

  /// The font a text style resolves to, or nil where the style does not exist
  /// (`largeTitle` before iOS 11).
  public func font(_ style: TextStyle, category: ContentSizeCategory, os: OSVersion)
    -> Sourced<FontMetrics>?
  {
    typeScale.font(style, category: category, os: os)
  }

  private static func makeDevice(_ entry: SizingData.DeviceEntry) -> Device {
    var classes: [Orientation: (Device.SizeClass, Device.SizeClass)] = [:]
    for (key, pair) in entry.sizeClasses {
      guard let orientation = Orientation(rawValue: key), pair.count == 2,
        let horizontal = Device.SizeClass(rawValue: pair[0]),
        let vertical = Device.SizeClass(rawValue: pair[1])
      else { continue }
      classes[orientation] = (horizontal, vertical)
    }
    return Device(
      id: entry.id, name: entry.name, marketingNames: entry.marketingNames,
      idiom: Device.Idiom(rawValue: entry.idiom) ?? .phone,
      portraitSize: PointSize(width: entry.portraitSize[0], height: entry.portraitSize[1]),
      scale: entry.scale, sizeClasses: classes.mapValues { (horizontal: $0.0, vertical: $0.1) },
      source: entry.source,
      os: OSSupport(entry.os),
      pressInputs: (entry.pressInput ?? []).map { press in
        PressInput(
          kind: press.input, models: press.models,
          fromOS: press.fromOS, source: press.source)
      })
  }
}
