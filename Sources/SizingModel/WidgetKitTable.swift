/// The matrix `sizing-cli table --host widgetkit` prints: one row per frame
/// of a screen (an iPhone's device frame; an iPad's canvas, device and Lock
/// Screen frames), one cell per family, each in points. The frames do not
/// vary with the text size, so there are no category columns.
public struct WidgetKitTable: Sendable {
  /// Which number each cell holds.
  public enum Metric: String, NamedChoice {
    /// The frame's width.
    case width
    /// The frame's height.
    case height
    /// The frame's width less the content margins (iOS 17+).
    case contentWidth = "content-width"
    /// The frame's height less the content margins (iOS 17+).
    case contentHeight = "content-height"
    public static let kind = "metric"

    /// A heading for people: "Widget width".
    public var title: String {
      switch self {
      case .width: return "Widget width"
      case .height: return "Widget height"
      case .contentWidth: return "Content width"
      case .contentHeight: return "Content height"
      }
    }

    /// True for the content metrics, which depend on the margins.
    public var isContent: Bool { self == .contentWidth || self == .contentHeight }
  }

  /// One family's number on one frame.
  public struct Cell: Sendable {
    public var family: WidgetFamily
    /// The number in points, nil where there is none (``absence`` says why).
    public var value: Sourced<Double>?
    /// The frame the number comes from.
    public var frame: WidgetFrame?
    /// Why there is no number.
    public var absence: String?
    /// Values of other sources that disagree with this one.
    public var conflicts: [Conflict]

    /// True for a number measured by a third party rather than published.
    public var isThirdParty: Bool { frame?.evidence == .thirdParty }
  }

  /// One frame of one screen.
  public struct Row: Sendable {
    public var screen: WidgetKitScreen
    public var target: WidgetFrameTarget
    public var cells: [Cell]
  }

  public var metric: Metric
  public var families: [WidgetFamily]
  /// True when the content metrics assume `contentMarginsDisabled()`.
  public var marginsDisabled: Bool
  /// The iOS the frames are for.
  public var os: OSVersion
  /// The Home Screen's icon size.
  public var icons: HomeScreenIcons
  /// The placement whose frames are the rows; nil: every frame of each screen.
  public var placement: WidgetPlacement?
  public var rows: [Row]

  /// Computes the table.
  ///
  /// - Parameters:
  ///   - families: the columns, in this order; default every family.
  ///   - screens: the screens whose frames are the rows; default every screen.
  ///   - os: the iOS (14 … 18, 26, 27): what existed then, and its frames.
  ///   - placement: the rows are this placement's frames (an iPad's canvas
  ///     and device frame on the Home Screen; StandBy's device frame and
  ///     its scaled-up square); nil: every frame a screen has.
  ///   - icons: large: the iOS 18+ Home Screen with large icons.
  ///   - marginsDisabled: content metrics with `contentMarginsDisabled()` (no margins).
  public init(
    model: WidgetKitSizes = .standard, metric: Metric,
    families: [WidgetFamily] = WidgetFamily.allCases, screens: [WidgetKitScreen]? = nil,
    os: OSVersion = .iOS18, placement: WidgetPlacement? = nil, icons: HomeScreenIcons = .small,
    marginsDisabled: Bool = false
  ) {
    self.metric = metric
    self.families = families
    self.marginsDisabled = marginsDisabled
    self.os = os
    self.icons = icons
    self.placement = placement
    rows = (screens ?? model.screens).flatMap { screen in
      Self.targets(model, screen, placement).map { target in
        Row(
          screen: screen, target: target,
          cells: families.map { family in
            Self.cell(
              model, metric, family, screen, target,
              Place(os: os, placement: placement, icons: icons, marginsDisabled: marginsDisabled))
          })
      }
    }
  }

  /// What a cell is asked for besides its family, screen and frame.
  private struct Place {
    var os: OSVersion
    var placement: WidgetPlacement?
    var icons: HomeScreenIcons
    var marginsDisabled: Bool
  }

  /// A screen's rows: the placement's layout and shown frames, or every frame it has.
  private static func targets(
    _ model: WidgetKitSizes, _ screen: WidgetKitScreen, _ placement: WidgetPlacement?
  ) -> [WidgetFrameTarget] {
    guard let placement else { return model.targets(of: screen) }
    let (layout, shown) = model.targets(of: placement, on: screen.idiom)
    return layout == shown ? [layout] : [layout, shown]
  }

  private static func cell(
    _ model: WidgetKitSizes, _ metric: Metric, _ family: WidgetFamily,
    _ screen: WidgetKitScreen, _ target: WidgetFrameTarget, _ place: Place
  ) -> Cell {
    let placement =
      place.placement
      ?? model.placement(showing: family, in: target, on: screen.idiom, os: place.os)
    var host = WidgetKitHost(family: family, placement: placement ?? .homeScreen, os: place.os)
    host.icons = placement == .homeScreen ? place.icons : .small
    let placed: WidgetKitPlacedFrame
    do {
      placed = try model.place(host, on: screen, marginsDisabled: place.marginsDisabled)
    } catch {
      return Cell(
        family: family, value: nil, frame: nil, absence: error.description,
        conflicts: model.conflicts(metric, family, on: screen, target: target, os: place.os))
    }
    let (layout, _) = model.targets(of: host.placement, on: screen.idiom)
    let frame = target == layout ? placed.layout : placed.shown
    let value: Sourced<Double>?
    var absence: String?
    switch metric {
    case .width: value = frame.size.width
    case .height: value = frame.size.height
    case .contentWidth, .contentHeight:
      if target == layout {
        let inset = placed.margin.value * 2
        let side = metric == .contentWidth ? frame.size.width : frame.size.height
        value = Sourced(
          side.value - inset,
          .derived(
            rule: "frame \(metric == .contentWidth ? "width" : "height") − 2 × "
              + "\(formatPoints(placed.margin.value))-pt margin",
            sources: [side.provenance.source, placed.margin.provenance.source].compactMap { $0 }))
      } else {
        value = nil
        absence = "the widget lays out in its \(layout.rawValue) frame; this one is it scaled"
      }
    }
    return Cell(
      family: family, value: value, frame: frame, absence: absence,
      conflicts: host.icons == .small
        ? model.conflicts(metric, family, on: screen, target: target, os: place.os) : [])
  }
}
