import SizingModel
import StackLayout
import WidgetDescriptions

/// Lays out a WidgetKit widget (a description's `widgetKit` trees): the
/// family's tree in its content rectangle — the frame from Apple's tables
/// less the content margins, fixed in both directions, as nothing grows a
/// WidgetKit frame — on one screen at one text size.
///
/// ```swift
/// let layout = try WidgetKitLayout(description: widget, measurer: measurer)
/// let screen = try WidgetKitSizes.standard.screen("iphone-8")   // 375x667
/// let result = try layout.layout(.systemSmall, on: screen, category: .large)
/// result.content   // (16, 16) 116 × 116 pt: the 148-pt frame less 2 × 16
/// ```
///
/// Text follows Dynamic Type as a WidgetKit view's does (SwiftUI's
/// `.font(.body)` scales; a label with `adjustsFontForContentSizeCategory`
/// false keeps its Large size, and a `fontSize` never scales), with the
/// type scale of iOS 11 and later. Margins are the model's (16 pt from
/// iOS 17 on the Home Screen); where none is published (the Lock Screen
/// families) the content fills the frame.
public struct WidgetKitLayout: Sendable {
  public var trees: WidgetKitTrees { didSet { prepared = PreparedSwiftUIViews() } }
  /// The Dynamic Type table.
  public var model: WidgetSizes { didSet { prepared = PreparedSwiftUIViews() } }
  /// The families' frames and margins.
  public var kit: WidgetKitSizes
  /// The solver, with the text measurer every label is measured by.
  public var solver: StackSolver { didSet { prepared = PreparedSwiftUIViews() } }
  /// SwiftUI trees prepared for their fonts, shared by copies until one of
  /// the above changes.
  private(set) var prepared = PreparedSwiftUIViews()
  /// How much a view may get less than its intrinsic size (or an image be
  /// stretched out of its ratio), in points, before it is reported; nil (the
  /// default): one pixel, 1 / the screen's scale.
  public var squeezeTolerance: Double?

  /// The iOS whose type scale WidgetKit text follows: the iOS 11–13 table,
  /// unchanged since.
  public static let typeScaleOS = OSVersion.iOS13

  /// - Throws: ``SizingError/unsupported(_:)`` when the description has no
  ///   `widgetKit` section.
  public init(
    description: WidgetDescription, model: WidgetSizes = .standard,
    kit: WidgetKitSizes = .standard, measurer: any TextMeasuring
  ) throws(SizingError) {
    guard let trees = description.widgetKit else { throw HostRefusal.noWidgetKitSection.error }
    self.trees = trees
    self.model = model
    self.kit = kit
    solver = StackSolver(textMeasurer: CachingTextMeasurer.wrapping(measurer))
  }

  /// Every cell of a sweep, family by family, screen by screen, text size
  /// by text size: the widget's families (or `families`) on every screen
  /// (or `screens`) where the family exists in `placement` (default: its
  /// default placement there) under `os`.
  public func cells(
    families: [WidgetFamily]? = nil, screens: [WidgetKitScreen]? = nil,
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
    os: OSVersion = .iOS18, placement: WidgetPlacement? = nil, icons: HomeScreenIcons = .small
  ) -> [WidgetKitCell] {
    var cells: [WidgetKitCell] = []
    for family in families ?? trees.families {
      for screen in screens ?? kit.screens {
        guard
          let chosen = placement ?? kit.defaultPlacement(of: family, on: screen.idiom, os: os)
        else { continue }
        let host = WidgetKitHost(
          family: family, placement: chosen, os: os, icons: chosen == .homeScreen ? icons : .small)
        guard (try? kit.place(host, on: screen)) != nil else { continue }
        for category in categories {
          cells.append(
            WidgetKitCell(
              family: family, screen: screen, placement: chosen, os: os, icons: host.icons,
              category: category, kit: kit))
        }
      }
    }
    return cells
  }

  /// Lays the family out on `screen` at `category`, in `placement` (default:
  /// the family's default placement there) under `os`.
  /// - Throws: ``SizingError/unsupported(_:)`` when the widget does not
  ///   support the family (naming those it does), or the host does not
  ///   exist on the screen (saying why).
  public func layout(
    _ family: WidgetFamily, on screen: WidgetKitScreen, category: ContentSizeCategory,
    os: OSVersion = .iOS18, placement: WidgetPlacement? = nil, icons: HomeScreenIcons = .small
  ) throws(SizingError) -> WidgetKitLayoutResult {
    guard
      let chosen = placement ?? kit.defaultPlacement(of: family, on: screen.idiom, os: os)
    else {
      let here = kit.appearances(of: family).filter { $0.idiom == screen.idiom }
      throw .unsupported(
        here.isEmpty
          ? "\(family.rawValue) is not supported on \(screen.idiomName)"
          : "\(family.rawValue) appears on the \(screen.idiomName) only from: "
            + here.map(\.summary).joined(separator: ", "))
    }
    return try layout(
      WidgetKitCell(
        family: family, screen: screen, placement: chosen, os: os, icons: icons,
        category: category, kit: kit))
  }

  /// Lays out one cell (see ``layout(_:on:category:)``).
  public func layout(_ cell: WidgetKitCell) throws(SizingError) -> WidgetKitLayoutResult {
    guard let root = trees.root(for: cell.family) else {
      throw .unsupported(
        "the widget has no \(cell.family.rawValue) layout; its families: "
          + trees.families.map(\.rawValue).joined(separator: ", "))
    }
    let placed = try kit.place(
      cell.host, on: cell.screen, marginsDisabled: trees.contentMarginsDisabled)
    let frame = placed.layout
    let margin: Sourced<Double>? = placed.margin
    let inset = margin?.value ?? 0
    let size = PointSize(width: frame.size.width.value, height: frame.size.height.value)
    let content = Rect(
      x: inset, y: inset, width: max(size.width - 2 * inset, 0),
      height: max(size.height - 2 * inset, 0))
    let fonts = self.fonts(for: root, category: cell.category)
    var solver = self.solver
    solver.labelScale = cell.screen.scale
    let swiftUI = trees.swiftUITree(for: cell.family).map {
      solveSwiftUI($0, cell: cell, fonts: fonts, in: content, frame: size)
    }
    let solved =
      swiftUI?.result
      ?? solver.solve(root.layoutNode(fonts: fonts), width: content.width, height: content.height)
    // A ViewThatFits's items it did not lay out are hidden in this layout.
    let shown = swiftUI.map { root.hiding($0.unplaced) } ?? root
    var elements = [
      WidgetElement(
        id: ElementID.widget.description, kind: .widget, depth: 0,
        frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
    ]
    var walker = TreeWalker(
      fonts: fonts, result: solved, dx: content.x, dy: content.y, row: nil, item: nil,
      isVisible: true)
    walker.walk(shown, depth: 1, into: &elements)
    var result = WidgetKitLayoutResult(
      cell: cell, frame: frame, shown: placed.shown, margin: margin, content: content, fonts: fonts,
      elements: elements,
      diagnostics: WidgetKitChecks.diagnostics(
        solved, root: shown, fonts: fonts, content: content, frame: size,
        checks: ContentChecks(
          tolerance: squeezeTolerance ?? 1 / cell.screen.scale, fonts: fonts,
          measurer: solver.textMeasurer)
      ).filter { !(swiftUI?.fillsFrame($0) ?? false) }
        + (cell.family == .accessoryInline ? WidgetKitInlineChecks.diagnostics(shown) : []))
    result.accentable = trees.swiftUITree(for: cell.family)?.accentable ?? []
    return result
  }

  /// The fonts of the tree's label styles at `category` (and at Large, for
  /// labels that do not adjust).
  func fonts(for root: WidgetNode, category: ContentSizeCategory) -> WidgetFonts {
    func spec(_ style: TextStyle, _ category: ContentSizeCategory) -> FontSpec {
      // Every style exists on iOS 11 and later.
      WidgetFonts.fontSpec(model.font(style, category: category, os: Self.typeScaleOS)!.value)
    }
    var sizes: [Double] = []
    root.collectFixedSizes(into: &sizes)
    return WidgetFonts.forTree(
      root.textStyles, sizes: sizes, system: model.typeScale.systemFont,
      font: { spec($0, category) }, fixed: { spec($0, .large) })
  }
}
