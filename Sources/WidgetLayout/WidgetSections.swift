import SizingModel
import StackLayout
import WidgetDescriptions

/// The solved parts of a widget that do not depend on the display mode: the
/// model's sizes for one environment, the quick-action row, and every recents
/// cell that could be shown (at most `maxRows`). ``TodayWidgetLayout`` makes
/// these once and derives the compact and expanded layouts from them.
public struct WidgetSections: Sendable {
  /// The description laid out.
  public var widget: WidgetDescription
  public var environment: WidgetEnvironment
  /// The widget's width (both modes), in points.
  public var widgetWidth: Sourced<Double>
  /// The compact height; on iOS 9 the constant height of the action section.
  public var compactHeight: Sourced<Double>
  /// `widgetMaximumSize(for: .compact)`.
  public var maximumCompactSize: SourcedSize
  /// `widgetMaximumSize(for: .expanded)` (iOS 9: the estimated tallest height).
  public var maximumExpandedSize: SourcedSize
  /// The insets iOS proposes (iOS 9 only; zero from iOS 10 on).
  public var marginInsets: Sourced<Insets>
  /// Where the content starts: 47 pt on iOS 9 unless the widget opts out.
  public var leadingInset: Double
  /// The width the content is laid out in: the widget width less the insets.
  public var contentWidth: Double
  /// Points per pixel at the device scale: the separator's height.
  public var separatorHeight: Double
  /// The number of quick-action buttons.
  public var actionCount: Int
  /// The number of recents the widget has (the override or the description's).
  public var recentsCount: Int
  /// The quick-action row, solved at `contentWidth` × `compactHeight`; frames
  /// are relative to the row's origin (x = `leadingInset`, y = 0).
  public var actionRow: LayoutResult
  /// The candidate cells, min(recents, maxRows) of them, each solved at
  /// `contentWidth` with a fitting height; frames relative to the cell.
  public var rows: [LayoutResult]
  /// Each candidate row's height: content plus separator, in points.
  public var rowHeights: [Double]
  /// The fonts the labels were measured with.
  public var fonts: WidgetFonts
  /// Mode-independent diagnostics: clipped or truncated text, substituted
  /// fonts, a widget narrower than the description's minimum.
  public var diagnostics: [WidgetDiagnostic]

  /// The height available to recents rows: maximum expanded − compact height.
  public var rowSpace: Double {
    maximumExpandedSize.height.value - compactHeight.value
  }

  /// How many whole candidate rows fit in ``rowSpace``; a body always
  /// shows (clipped when too tall).
  public var fittingRowCount: Int {
    expandsToBody ? min(rowHeights.count, 1) : RowFit.wholeRows(rowHeights, available: rowSpace)
  }

  /// True when the expanded section is a version-2 body, not a list of rows.
  public var expandsToBody: Bool {
    if case .body = widget.tree?.expanded { return true }
    return false
  }

  /// True when Show More is offered: iOS 10+, outside Quick Actions, with recents.
  public var isExpandedAvailable: Bool {
    environment.offersExpandedMode && recentsCount > 0
  }

  /// These sections as if the widget had only `count` recents: the first
  /// min(count, maxRows) cells, and no diagnostics about the dropped ones.
  /// Sweeps solve once with the most recents and derive the smaller counts.
  public func limited(toRecents count: Int) -> WidgetSections {
    let count = max(min(count, recentsCount), 0)
    guard count < recentsCount else { return self }
    var copy = self
    copy.recentsCount = count
    let kept = min(count, rows.count)
    copy.rows = Array(rows.prefix(kept))
    copy.rowHeights = Array(rowHeights.prefix(kept))
    copy.diagnostics = diagnostics.filter { ($0.element?.rowIndex).map { $0 < kept } ?? true }
    return copy
  }
}

/// The fonts of the widget's three kinds of text at one text size and iOS.
public struct WidgetFonts: Sendable, Hashable {
  public var label: FontSpec
  public var labelStyle: TextStyle
  public var title: FontSpec
  public var titleStyle: TextStyle
  public var subtitle: FontSpec
  public var subtitleStyle: TextStyle
  /// A version-2 description's label styles (its tree's ``WidgetTree/textStyles``),
  /// each as substituted on this iOS, with its font at this text size and at
  /// Large (for labels that do not adjust); empty for version 1.
  public var treeStyles: [TextStyle] = []
  public var treeFonts: [FontSpec] = []
  public var treeFixedFonts: [FontSpec] = []

  /// The system font at each fixed size the tree's labels ask for
  /// (``WidgetTree/fixedSizes``), in the same order.
  public var treeSizedFonts: [FontSpec] = []

  /// The font a version-2 label is measured with: its style's (at Large when
  /// it does not adjust to the text size), or the system font at its fixed
  /// size (no leading, that size's tracking) in its style's weight; then its
  /// own weight, italic and digits.
  func font(for label: WidgetNode.Label) -> FontSpec {
    guard let index = treeStyles.firstIndex(of: label.textStyle) else {
      preconditionFailure("\(label.textStyle) is not among the tree's styles")
    }
    var font =
      label.adjustsFontForContentSizeCategory && label.fixedSize == nil
      ? treeFonts[index] : treeFixedFonts[index]
    if let size = label.fixedSize {
      let styleWeight = font.weight
      guard let sized = treeSizedFonts.first(where: { $0.pointSize == size }) else {
        preconditionFailure("\(size) pt is not among the tree's fixed sizes")
      }
      font = sized
      font.weight = styleWeight
    }
    if let weight = label.weight { font.weight = weight.numeric }
    font.isItalic = label.isItalic
    font.monospacedDigits = label.monospacedDigits
    if let family = label.design.standInFamily { font.family = family }
    return font
  }

  /// Hashes the three fonts only: the styles follow from them in practice,
  /// and hashing their names is what made memo lookups slow in sweeps.
  /// Equality still compares every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(title)
    hasher.combine(subtitle)
    hasher.combine(treeFonts)
  }

  /// Resolves the description's styles with the model; a style that does not
  /// exist on this iOS (`largeTitle` before iOS 11) becomes `title1`, with a
  /// diagnostic.
  static func resolve(
    _ description: WidgetDescription, model: WidgetSizes, env: WidgetEnvironment,
    diagnostics: inout [WidgetDiagnostic]
  ) -> WidgetFonts {
    func spec(_ style: TextStyle, at category: ContentSizeCategory? = nil) -> (FontSpec, TextStyle)
    {
      if let font = model.font(style, category: category ?? env.category, os: env.os)?.value {
        return (fontSpec(font), style)
      }
      if category != nil {
        return (fontSpec(model.font(.title1, category: .large, os: env.os)!.value), .title1)
      }
      diagnostics.append(
        WidgetDiagnostic(
          kind: .fontSubstituted, element: nil,
          message: "\(style.rawValue) does not exist on iOS \(env.os.name); title1 is used"))
      let fallback = model.font(.title1, category: env.category, os: env.os)!.value
      return (fontSpec(fallback), .title1)
    }
    if let tree = description.tree {
      return forTree(
        tree.textStyles, sizes: tree.fixedSizes, system: model.typeScale.systemFont,
        font: { spec($0).0 }, fixed: { spec($0, at: .large).0 })
    }
    let label = spec(description.actionStyle.labelStyle)
    let title = spec(description.rowStyle.titleStyle)
    let subtitle = spec(description.rowStyle.subtitleStyle)
    return WidgetFonts(
      label: label.0, labelStyle: label.1, title: title.0, titleStyle: title.1,
      subtitle: subtitle.0, subtitleStyle: subtitle.1)
  }

  /// The fonts of a view tree's label styles: each at the text size
  /// (`font`) and at Large (`fixed`, for labels that do not adjust), and
  /// the system font at each of its fixed `sizes`.
  static func forTree(
    _ styles: [TextStyle], sizes: [Double], system: SystemFont,
    font: (TextStyle) -> FontSpec, fixed: (TextStyle) -> FontSpec
  ) -> WidgetFonts {
    var fonts = WidgetFonts(
      label: .init(pointSize: 0, lineHeight: 0), labelStyle: .caption1,
      title: .init(pointSize: 0, lineHeight: 0), titleStyle: .body,
      subtitle: .init(pointSize: 0, lineHeight: 0), subtitleStyle: .caption1)
    fonts.treeStyles = styles
    fonts.treeFonts = styles.map(font)
    fonts.treeFixedFonts = styles.map(fixed)
    fonts.treeSizedFonts = sizes.map { fontSpec(system.fixed(pointSize: $0, weight: .regular)) }
    return fonts
  }

  /// A measurer's font for a model font: the system font's line height,
  /// ascender, leading between lines and tracking.
  public static func fontSpec(_ font: FontMetrics) -> FontSpec {
    FontSpec(
      family: nil, pointSize: font.pointSize, lineHeight: font.lineHeight,
      weight: font.weight.numeric, ascender: font.ascender, leading: font.lineSpacing,
      tracking: font.tracking)
  }
}

/// The "only whole rows" rule of the recents list.
public enum RowFit {
  /// Tolerance for comparing sums of row heights with the space, in points.
  public static let tolerance = 1e-6

  /// The number of leading rows whose heights, accumulated in order, stay
  /// within `available` points: a row that would cross the limit ends the
  /// list, so no row is ever shown in part.
  public static func wholeRows(_ heights: [Double], available: Double) -> Int {
    var used = 0.0
    for (index, height) in heights.enumerated() {
      used += height
      if used > available + tolerance { return index }
    }
    return heights.count
  }
}

extension WidgetSections {
  /// Adds a `bodyClipped` diagnostic when a version-2 body is taller than
  /// the room below the compact section (it depends on the maximum height,
  /// which solved trees are shared across, so it is added per environment).
  mutating func appendBodyClipping() {
    guard expandsToBody, case .body(let body) = widget.tree?.expanded,
      let height = rowHeights.first, height > rowSpace + RowFit.tolerance
    else { return }
    diagnostics.append(
      WidgetDiagnostic(
        kind: .bodyClipped, element: .tree(body.id, row: 0),
        message: "the body is \(formatPoints(height)) pt tall; \(formatPoints(rowSpace)) pt fit "
          + "below the compact section, so its bottom \(formatPoints(height - rowSpace)) pt "
          + "are cut off"))
  }
}
