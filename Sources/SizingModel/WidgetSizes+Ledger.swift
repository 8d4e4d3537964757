extension WidgetSizes {
  /// Every published measurement the model uses, in data order, with the
  /// model's value in its environment and the rule's residual.
  public var publishedMeasurements: [PublishedMeasurement] {
    compactLedger + expandedLedger + widthLedger + legacyLedger
  }

  private func environment(
    _ id: String, _ orientation: String, _ location: String, _ os: String,
    _ category: ContentSizeCategory = .large
  ) -> WidgetEnvironment? {
    guard let device = devices.first(where: { $0.id == id }),
      let orientation = Orientation(rawValue: orientation),
      let os = try? OSVersion.parse(os)
    else { return nil }
    return WidgetEnvironment(
      device: device, orientation: orientation,
      location: WidgetLocation(rawValue: location) ?? .todayView, os: os, category: category)
  }

  private var compactLedger: [PublishedMeasurement] {
    var rows: [PublishedMeasurement] = []
    for device in devices {
      for category in ContentSizeCategory.allCases {
        guard let cell = rules.compact[device.id]?[category.rawValue],
          case .measured(let source) = cell.provenance,
          device.id == devices.first?.id || rules.compactRatios[device.id] != nil,
          let env = environment(device.id, "portrait", "today-view", "10", category)
        else { continue }
        let ratio = rules.compactRatios[device.id]
        rows.append(
          PublishedMeasurement(
            quantity: ratio == nil
              ? "compact height (every device but those listed)" : "compact height",
            environment: env, source: source,
            published: cell.value, model: compactHeight(in: env),
            rule: ratio.map {
              SizingRules.roundToHalf(rules.genericCompact[category.rawValue].value * $0)
            },
            ruleName: ratio.map { "× \(formatPoints(($0 * 10_000).rounded() / 10_000)) ratio" }))
      }
    }
    return rows
  }

  private var expandedLedger: [PublishedMeasurement] {
    rules.expandedAnchors.flatMap { anchor -> [PublishedMeasurement] in
      let locations =
        anchor.location == "any" ? ["today-view", "notification-center"] : [anchor.location]
      return locations.compactMap { location in
        guard let env = environment(anchor.device, anchor.orientation, location, anchor.os)
        else { return nil }
        let name = location == "notification-center" ? "Notification Center" : "Today view"
        return PublishedMeasurement(
          quantity: "maximum expanded height", environment: env, source: anchor.source,
          published: anchor.height, model: maximumSize(for: .expanded, in: env).height,
          rule: rules.ruleExpandedHeight(in: env), ruleName: "44-pt rows, \(name) offset")
      }
    }
  }

  private var widthLedger: [PublishedMeasurement] {
    rules.widthAnchors.flatMap { anchor in
      anchor.devices.flatMap { id in
        anchor.locations.compactMap { location -> PublishedMeasurement? in
          guard let env = environment(id, anchor.orientation, location, anchor.os) else {
            return nil
          }
          return PublishedMeasurement(
            quantity: "width", environment: env, source: anchor.source, published: anchor.width,
            model: widgetWidth(in: env), rule: rules.ruleWidth(in: env),
            ruleName: anchor.orientation == "portrait" ? "screen − 16" : "420 in landscape")
        }
      }
    }
  }

  private var legacyLedger: [PublishedMeasurement] {
    rules.legacy.entries.keys.sorted().flatMap { id -> [PublishedMeasurement] in
      Orientation.allCases.flatMap { orientation -> [PublishedMeasurement] in
        guard let entry = rules.legacy.entries[id],
          let env = environment(id, orientation.rawValue, "today-view", "9")
        else { return [] }
        let size = orientation == .portrait ? entry.portrait : entry.landscape
        let isPhone = env.device.idiom == .phone
        // iOS 8's one column; iOS 9 split an iPad's landscape Today view in two.
        let columns = env.host.hasTwoColumns(on: env.device, orientation)
        return [
          PublishedMeasurement(
            quantity: columns
              ? "content width (iOS 8 only: iOS 9 has two columns here)"
              : "content width (iOS 8/9)",
            environment: env, source: rules.legacy.source,
            published: size.width, model: widgetWidth(in: env),
            rule: rules.legacy.ruleWidth(in: env), ruleName: "screen − 48"),
          PublishedMeasurement(
            quantity: "maximum height (iOS 8/9)", environment: env, source: rules.legacy.source,
            published: size.height, model: maximumSize(for: .expanded, in: env).height,
            rule: rules.legacy.ruleHeight(in: env),
            ruleName: isPhone ? "screen − 126" : "screen − 171"),
        ]
      }
    }
  }
}
