import SizingModel
import WidgetChecks

/// What the matrix shows in WidgetKit mode: per device of the preview's
/// catalog (its WidgetKit screen) × the 12 text sizes, whether the family
/// fits (``WidgetKitVerdict``: no finding, warnings only, errors), as
/// `sizing-cli check --host widgetkit` judges it. A device without a
/// screen, or whose screen has no frame for the family, has no cells and
/// says why.
public struct WidgetKitMatrix: Sendable {
  /// One cell: the verdict and the first finding (errors first), if any.
  public struct Cell: Sendable, Equatable {
    public var verdict: WidgetKitVerdict
    public var finding: String?
  }

  /// One device's row.
  public struct Row: Sendable {
    public var device: Device
    /// The device's WidgetKit screen (`375x667`), nil without one.
    public var screen: String?
    /// The 12 categories' cells; empty when the family has no frame here.
    public var cells: [Cell]
    /// Why there are no cells (no screen, no frame); nil when there are.
    public var absence: String?
  }

  public let family: WidgetFamily
  public let rows: [Row]

  /// Lays the family out on every device's screen at every text size.
  public init(engine: PreviewEngine, family: WidgetFamily) {
    self.family = family
    rows = engine.model.devices.map { device in
      var row = Row(device: device, screen: nil, cells: [], absence: nil)
      guard let widgetKit = engine.widgetKit else {
        row.absence = "the widget has no WidgetKit layout"
        return row
      }
      for category in ContentSizeCategory.allCases {
        switch engine.widgetKitCell(family, deviceID: device.id, category: category) {
        case .failure(let error):
          row.absence = error.description
          return row
        case .success(let cell):
          row.screen = cell.place
          do {
            let judged = WidgetKitVerdict.of(try widgetKit.layout(cell))
            row.cells.append(Cell(verdict: judged.verdict, finding: judged.first))
          } catch {
            row.absence = "\(error)"
            row.cells = []
            return row
          }
        }
      }
      return row
    }
  }

  /// What a screen reader hears for a cell: the device, the text size, the
  /// family and the verdict with the first finding, or why there is none.
  public func describe(row: Int, category: ContentSizeCategory) -> String {
    let entry = rows[row]
    let prefix = "\(entry.device.name), \(category.displayName): \(family.rawValue) "
    guard entry.cells.indices.contains(category.rawValue) else {
      return prefix + "has no frame here (\(entry.absence ?? "not available"))"
    }
    let cell = entry.cells[category.rawValue]
    let place = entry.screen.map { " on \($0)" } ?? ""
    return prefix + cell.verdict.title + place + (cell.finding.map { " (\($0))" } ?? "")
  }
}
