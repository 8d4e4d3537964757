/// The matrix `sizing-cli table` prints and the preview's matrix view shows:
/// one row per device, one cell per content size category.
public struct HeightTable: Sendable {
  /// Which number each cell holds.
  public enum Metric: String, NamedChoice {
    /// The compact height (`widgetMaximumSize(for: .compact).height`).
    case compact
    /// The maximum expanded height (`widgetMaximumSize(for: .expanded).height`).
    case expanded
    /// The widget width.
    case width
    public static let kind = "metric"

    /// A heading for people: "Compact height".
    public var title: String { title(on: .iOS13) }

    /// The heading in the words of `os`: iOS 9 has no display modes and no
    /// `widgetMaximumSize(for:)`, so its cells are the first section's height
    /// and the iOS 8/9 limit.
    public func title(on os: OSVersion) -> String {
      switch (self, os.hasDisplayModes) {
      case (.compact, true): return "Compact height"
      case (.expanded, true): return "Maximum expanded height"
      case (.width, true): return "Widget width"
      case (.compact, false): return "First section height (no display modes)"
      case (.expanded, false): return "Maximum height (iOS 8/9 limit, proposed insets kept)"
      case (.width, false): return "Content width (proposed insets kept)"
      }
    }
  }

  /// One device's cells, in category order.
  public struct Row: Sendable {
    public var device: Device
    /// The 12 cells, or none where the device did not run this iOS.
    public var cells: [Sourced<Double>]
    /// Why the row has no cells (``HostAvailability/deviceDidNotRunOS(_:)``'s
    /// reason), nil where the device existed; shown as "—" cells.
    public var absence: String?
  }

  public var metric: Metric
  public var orientation: Orientation
  public var location: WidgetLocation
  public var os: OSVersion
  public var rows: [Row]

  /// Computes the table.
  ///
  /// - Parameter devices: the rows; nil means every device where `location`
  ///   exists (the iPads alone for a column location). A device that did not
  ///   run `os` keeps its row, with no cells and ``Row/absence`` saying why.
  /// - Throws: ``SizingError/unsupported(_:)`` when a named device has no such
  ///   location, or no device has it (Quick Actions on iOS 9).
  public init(
    model: WidgetSizes, metric: Metric, orientation: Orientation = .portrait,
    location: WidgetLocation = .todayView, os: OSVersion = .iOS13, devices: [Device]? = nil
  ) throws(SizingError) {
    self.metric = metric
    self.orientation = orientation
    self.location = location
    self.os = os
    let host = WidgetHost(location: location, os: os)
    let chosen =
      devices
      ?? model.devices.filter { device in
        if case .noSuchLocation = host.availability(on: device, orientation) { return false }
        return true
      }
    var rows: [Row] = []
    for device in chosen {
      switch host.availability(on: device, orientation) {
      case .noSuchLocation(let reason):
        throw .unsupported(reason)
      case .deviceDidNotRunOS(let reason):
        rows.append(Row(device: device, cells: [], absence: reason))
      case .exists:
        let cells = ContentSizeCategory.allCases.map { category in
          Self.cell(
            model, metric,
            WidgetEnvironment(
              device: device, orientation: orientation, location: location, os: os,
              category: category))
        }
        rows.append(Row(device: device, cells: cells, absence: nil))
      }
    }
    if chosen.isEmpty, let any = model.devices.first {
      // No device has this location: say why, naming the valid ones.
      try host.validate(device: any, orientation: orientation)
    }
    self.rows = rows
  }

  private static func cell(_ model: WidgetSizes, _ metric: Metric, _ env: WidgetEnvironment)
    -> Sourced<Double>
  {
    switch metric {
    case .compact: return model.compactHeight(in: env)
    case .expanded: return model.maximumSize(for: .expanded, in: env).height
    case .width: return model.widgetWidth(in: env)
    }
  }
}
