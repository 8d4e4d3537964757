/// The rule for `widgetMaximumSize(for: .expanded).height` from iOS 10 on:
/// a whole number of table rows,
///
///     height = row × floor((usable height − offset(location)) / row)
///
/// where `row` is 44 pt, the usable height is the screen height in that
/// orientation less the safe area (iPhone X-class: 44 + 34 pt in portrait,
/// 21 pt in landscape), and the offset of each location is fitted to the
/// measurements: each measurement allows an interval of offsets (those that
/// floor to its row count), the rule takes the middle of their intersection.
struct ExpandedLimitRule: Sendable {
  /// One measured maximum, as the fit sees it.
  struct Observation: Sendable {
    var usableHeight: Double
    var location: WidgetLocation
    var height: Double
    var label: String
  }

  /// The offsets every observation of a location allows: low (exclusive) to
  /// high (inclusive), and the value used.
  struct Offset: Sendable {
    var low: Double
    var high: Double
    var value: Double { (low + high) / 2 }
  }

  let rowHeight: Double
  let offsets: [WidgetLocation: Offset]

  init(rowHeight: Double, observations: [Observation], locations: [WidgetLocation]) {
    self.rowHeight = rowHeight
    var offsets: [WidgetLocation: Offset] = [:]
    for location in locations {
      var low = -Double.infinity
      var high = Double.infinity
      for observation in observations where observation.location == location {
        let rows = (observation.height / rowHeight).rounded(.down)
        low = max(low, observation.usableHeight - (rows + 1) * rowHeight)
        high = min(high, observation.usableHeight - rows * rowHeight)
      }
      if low.isFinite, high.isFinite, low < high {
        offsets[location] = Offset(low: low, high: high)
      }
    }
    self.offsets = offsets
  }

  /// The fitted offset for `location`: the columns and Quick Actions use the
  /// Today view's (they are parts of it).
  func offset(for location: WidgetLocation) -> Offset? {
    offsets[location == .notificationCenter ? .notificationCenter : .todayView]
  }

  /// The rule's height for a usable height and location, in points.
  func height(usableHeight: Double, location: WidgetLocation) -> Double? {
    guard let offset = offset(for: location) else { return nil }
    return rowHeight * ((usableHeight - offset.value) / rowHeight).rounded(.down)
  }

  /// The rule in words, with the fitted offsets and their intervals.
  func description(for location: WidgetLocation) -> String {
    guard let offset = offset(for: location) else { return "no measurement to fit" }
    let name = location == .notificationCenter ? "Notification Center" : "Today view"
    return "\(formatPoints(rowHeight)) pt × whole rows in (usable height − "
      + "\(formatPoints(offset.value)) pt); the \(name) offset is the middle of the "
      + "\(formatPoints(offset.low))…\(formatPoints(offset.high)) pt every measurement allows; "
      + "usable height: screen less the safe area"
  }
}
