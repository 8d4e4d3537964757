extension WidgetKitSizes {
  /// The values of other sources (or of iOS 26+ measurements) that disagree
  /// with the family's width or height on `screen`, kept visible like the
  /// Today model's ``Conflict``s. Content metrics have none of their own.
  public func conflicts(
    _ metric: WidgetKitTable.Metric, _ family: WidgetFamily, on screen: WidgetKitScreen,
    target: WidgetFrameTarget = .device, os: OSVersion = .iOS18
  ) -> [Conflict] {
    let key = FrameKey(family: family, screenID: screen.id, target: target)
    let used = storedFrame(key, os: os, icons: .small)?.size.size
    return (conflictTable[key] ?? []).filter { $0.os.contains(os.major) }.compactMap { entry in
      let value: Double
      switch metric {
      case .width:
        guard entry.size.width != used?.width else { return nil }
        value = entry.size.width
      case .height:
        guard entry.size.height != used?.height else { return nil }
        value = entry.size.height
      case .contentWidth, .contentHeight:
        return nil
      }
      return Conflict(value: value, source: entry.source, label: entry.label, note: entry.note)
    }
  }

  /// Every disagreement in words: where, the value used and the other, with
  /// sources (`sizing-cli sources` lists them after the Today model's).
  public var conflictSummaries: [String] {
    let keys = conflictTable.keys.sorted { lhs, rhs in
      (lhs.screenID, lhs.target.rawValue, lhs.family.rawValue)
        < (rhs.screenID, rhs.target.rawValue, rhs.family.rawValue)
    }
    return keys.flatMap { key in
      (conflictTable[key] ?? []).map { entry in
        let os = OSVersion(major: entry.os.upperBound)
        let used =
          storedFrame(key, os: os, icons: .small).map { frame in
            "the model keeps \(frame.size.size.formattedPoints) [\(frame.size.width.provenance.source ?? "")]"
          } ?? "the model has no size there"
        return "WidgetKit \(key.family.rawValue) \(key.target.rawValue) frame on \(key.screenID), "
          + "\(Self.rangeName(entry.os)): "
          + "\(entry.size.formattedPoints) [\(entry.source), \(entry.label)] is not used; \(used): "
          + entry.note
      }
    }
  }
}
