extension WidgetSizes {
  /// The published values that disagree with this cell's, with their sources.
  public func conflicts(_ metric: HeightTable.Metric, in env: WidgetEnvironment) -> [Conflict] {
    if !env.os.hasDisplayModes, metric != .compact {
      return rules.legacy.conflict(in: env, width: metric == .width).map { [$0] } ?? []
    }
    guard metric == .compact, calibration?.compactHeight(for: env) == nil else { return [] }
    return rules.conflicts.compactMap { entry in
      guard entry.metric == "compact", ContentSizeCategory(parsing: entry.category) == env.category,
        let from = Int(entry.osFrom), env.os.major >= from,
        rules.compactRatios[env.device.id] == nil  // it has the generic heights
      else { return nil }
      return Conflict(
        value: entry.value, source: entry.source, label: "iOS \(entry.osFrom)+ report",
        note: entry.note)
    }
  }

  /// Every disagreement between published values the model knows of, in
  /// words: where it is, the value used and the other one, with sources.
  public var conflictSummaries: [String] {
    var lines: [String] = []
    for entry in rules.conflicts {
      lines.append(
        "\(entry.metric) height at \(entry.category), iOS \(entry.osFrom)+: "
          + "\(formatPoints(entry.value)) pt [\(entry.source)] is not used; the model keeps the "
          + "measured value [\(entry.usedSource)]: \(entry.note)")
    }
    for (device, entry) in rules.legacy.entries.sorted(by: { $0.key < $1.key }) {
      guard let other = entry.conflict else { continue }
      lines.append(
        "iOS 8/9 limits of \(device): \(formatPoints(entry.portrait.width)) × "
          + "\(formatPoints(entry.portrait.height)) portrait, \(formatPoints(entry.landscape.width)) × "
          + "\(formatPoints(entry.landscape.height)) landscape [\(rules.legacy.source)] are used; "
          + "\(other.note)")
    }
    lines += typeScale.conflictNotes
    return lines
  }
}
