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
  public var rows: [Row]

  /// Computes the table.
  ///
  /// - Parameters:
  ///   - families: the columns, in this order; default every family.
  ///   - screens: the screens whose frames are the rows; default every screen.
  ///   - marginsDisabled: content metrics with `contentMarginsDisabled()` (no margins).
  public init(
    model: WidgetKitSizes = .standard, metric: Metric,
    families: [WidgetFamily] = WidgetFamily.allCases, screens: [WidgetKitScreen]? = nil,
    marginsDisabled: Bool = false
  ) {
    self.metric = metric
    self.families = families
    self.marginsDisabled = marginsDisabled
    rows = (screens ?? model.screens).flatMap { screen in
      model.targets(of: screen).map { target in
        Row(
          screen: screen, target: target,
          cells: families.map { family in
            Self.cell(model, metric, family, screen, target, marginsDisabled)
          })
      }
    }
  }

  private static func cell(
    _ model: WidgetKitSizes, _ metric: Metric, _ family: WidgetFamily,
    _ screen: WidgetKitScreen, _ target: WidgetFrameTarget, _ marginsDisabled: Bool
  ) -> Cell {
    let frame = model.frame(family, on: screen, target: target)
    let value: Sourced<Double>?
    let absence: String?
    switch metric {
    case .width, .height:
      value = metric == .width ? frame?.size.width : frame?.size.height
      absence = model.whyNoFrame(family, on: screen, target: target)
    case .contentWidth, .contentHeight:
      let content = model.contentRect(
        family, on: screen, target: target, marginsDisabled: marginsDisabled)
      value = metric == .contentWidth ? content?.size.width : content?.size.height
      absence = model.whyNoContent(
        family, on: screen, target: target, marginsDisabled: marginsDisabled)
    }
    return Cell(
      family: family, value: value, frame: frame, absence: absence,
      conflicts: model.conflicts(metric, family, on: screen, target: target))
  }
}
