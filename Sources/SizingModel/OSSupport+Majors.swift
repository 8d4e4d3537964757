extension OSSupport {
  /// The range as the data gives it (`devices.json`, `widgetkit-screens.json`).
  init(_ entry: SizingData.OSEntry) {
    self.init(
      first: entry.first, firstSetBy: entry.firstSetBy, last: entry.last, source: entry.source,
      lastSetBy: entry.lastSetBy, lastSource: entry.lastSource, estimated: entry.estimated)
  }

  /// True when a model ran the major version `os` (no release groups:
  /// WidgetKit's versions are single majors).
  public func ran(major os: OSVersion) -> Bool {
    firstMajor <= os.major && (lastMajor ?? .max) >= os.major
  }

  /// `iOS 9…15`, `iOS 18 and later` (major numbers), with `estimated` where
  /// no source gives the range.
  public var majorsSummary: String {
    let range = last == nil ? "iOS \(firstMajor) and later" : "iOS \(firstMajor)…\(lastMajor ?? 0)"
    return estimated == nil ? range : "\(range) (estimated)"
  }

  /// The source ids behind the range: ``source`` and ``lastSource``, once each.
  public var sources: [String] {
    [source] + (lastSource.map { $0 == source ? [] : [$0] } ?? [])
  }
}
