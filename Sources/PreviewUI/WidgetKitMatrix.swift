import SizingModel
import WidgetChecks

/// What the matrix shows in WidgetKit mode: per WidgetKit screen (iPhones,
/// then iPads, as the screen picker lists them) × the 12 text sizes,
/// whether the family fits (``CellVerdict``: no finding, warnings
/// only, errors) under the state's iOS, placement and icon size, as
/// `sizing-cli check --host widgetkit` judges it. A screen that did not run
/// that iOS, or has no frame for the family there, has no cells and says why.
public struct WidgetKitMatrix: Sendable {
  /// One cell: the verdict and the first finding (errors first), if any.
  public struct Cell: Sendable, Equatable {
    public var verdict: CellVerdict
    public var finding: String?
  }

  /// One screen's row.
  public struct Row: Sendable {
    public var screen: WidgetKitScreen
    /// The 12 categories' cells; empty when the family has no frame here.
    public var cells: [Cell]
    /// Why there are no cells (an iOS the screen did not run, no frame);
    /// nil when there are.
    public var absence: String?
    /// The short form drawn in the row: `runs iOS 9…15 (not iOS 18)` for an
    /// iOS the screen did not run; nil: the ``absence`` itself.
    public var brief: String?

    /// `iPhone 402x874`: the name column, as the screen picker says it.
    public var title: String { "\(screen.idiomName) \(screen.id)" }
  }

  public let family: WidgetFamily
  public let rows: [Row]

  /// Lays the family out on every WidgetKit screen at every text size,
  /// under `state`'s iOS, placement and icon size.
  public init(engine: PreviewEngine, family: WidgetFamily, state: PreviewState = PreviewState()) {
    self.family = family
    let kit = engine.widgetKit?.kit ?? .standard
    let screens =
      kit.screens.filter { $0.idiom == .phone } + kit.screens.filter { $0.idiom == .pad }
    rows = screens.map { screen in
      var row = Row(screen: screen, cells: [], absence: nil)
      guard let widgetKit = engine.widgetKit else {
        row.absence = HostRefusal.noWidgetKitSection.description
        return row
      }
      if !screen.os.ran(major: state.widgetKitOS) {
        row.brief = "runs \(screen.os.majorsSummary) (not iOS \(state.widgetKitOS.name))"
      }
      var here = state
      here.widgetKitScreenID = screen.id
      for category in ContentSizeCategory.allCases {
        do {
          let cell = try engine.widgetKitCell(family, state: here, category: category).get()
          let judged = CellVerdict.of(try widgetKit.layout(cell))
          row.cells.append(Cell(verdict: judged.verdict, finding: judged.first))
        } catch {
          row.absence = "\(error)"
          row.cells = []
          return row
        }
      }
      return row
    }
  }

  /// The row of the screen `id`, nil when there is none.
  public func row(of id: String?) -> Int? { rows.firstIndex { $0.screen.id == id } }

  /// What a screen reader hears for a cell: the screen, the text size, the
  /// family and the verdict with the first finding, or why there is none.
  public func describe(row: Int, category: ContentSizeCategory) -> String {
    let entry = rows[row]
    let prefix = "\(entry.screen.title), \(category.displayName): \(family.rawValue) "
    guard entry.cells.indices.contains(category.rawValue) else {
      return prefix + "has no frame here (\(entry.absence ?? "not available"))"
    }
    let cell = entry.cells[category.rawValue]
    return prefix + cell.verdict.title + (cell.finding.map { " (\($0))" } ?? "")
  }
}
