/// What existed, iOS by iOS and placement by placement: for each WidgetKit
/// release and each placement of iPhone and iPad, the families shown there,
/// where their frames come from (the sources of the measured ones, how many
/// are derived or estimated) and the content margin. `sizing-cli families
/// --matrix` prints it; the Hosts article carries it.
public struct WidgetKitAvailabilityMatrix: Sendable {
  /// One placement of one idiom: a column.
  public struct Column: Sendable, Equatable {
    public var idiom: Device.Idiom
    public var placement: WidgetPlacement
    /// Large: the Home Screen with large icons (iOS 18+).
    public var icons: HomeScreenIcons = .small
    /// `iPhone Home Screen`, `iPhone Home Screen, large icons`.
    public var title: String {
      "\(idiom == .pad ? "iPad" : "iPhone") \(placement.title)"
        + (icons == .large ? ", large icons" : "")
    }
  }

  /// What one placement had under one iOS.
  public struct Cell: Sendable, Equatable {
    /// The families shown there, in ``WidgetFamily`` order.
    public var families: [WidgetFamily]
    /// The sources of the measured frames, in order of first use; a third
    /// party's with `†`.
    public var sources: [String]
    /// How many frames (family × screen) are derived, and how many estimated.
    public var derived: Int
    public var estimated: Int
    /// The content margin of the first family, in points, with its provenance.
    public var margin: Sourced<Double>?
  }

  public var releases: [OSVersion]
  public var columns: [Column]
  /// `cells[row][column]`: one row per release.
  public var cells: [[Cell]]

  public init(model: WidgetKitSizes = .standard) {
    releases = model.releases
    let placements: [WidgetPlacement] = [.homeScreen, .todayView, .lockScreen, .standBy]
    let columns = [Device.Idiom.phone, .pad].flatMap { idiom in
      placements.filter { placement in
        WidgetFamily.allCases.contains { family in
          model.appearances(of: family).contains { $0.idiom == idiom && $0.placement == placement }
        }
      }.flatMap { placement in
        [Column(idiom: idiom, placement: placement)]
          + (idiom == .phone && placement == .homeScreen
            ? [Column(idiom: idiom, placement: placement, icons: .large)] : [])
      }
    }
    self.columns = columns
    cells = releases.map { os in
      columns.map { Self.cell(model, os: os, column: $0) }
    }
  }

  private static func cell(_ model: WidgetKitSizes, os: OSVersion, column: Column) -> Cell {
    let screens = model.screens.filter { $0.idiom == column.idiom }
    var cell = Cell(families: [], sources: [], derived: 0, estimated: 0, margin: nil)
    for family in WidgetFamily.allCases {
      let host = WidgetKitHost(
        family: family, placement: column.placement, os: os, icons: column.icons)
      guard let first = screens.first, model.availability(of: host, on: first) == .exists,
        (try? model.checkIcons(column.icons, placement: column.placement, os: os)) != nil
      else { continue }
      cell.families.append(family)
      for screen in screens {
        guard let placed = try? model.place(host, on: screen) else { continue }
        if cell.margin == nil { cell.margin = placed.margin }
        switch placed.layout.size.width.provenance {
        case .measured(let source):
          let name = source + (placed.layout.evidence == .thirdParty ? "†" : "")
          if !cell.sources.contains(name) { cell.sources.append(name) }
        case .derived: cell.derived += 1
        case .estimated: cell.estimated += 1
        }
      }
    }
    return cell
  }
}
