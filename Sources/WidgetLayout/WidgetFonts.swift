import SizingModel
import StackLayout
import WidgetDescriptions

/// The fonts of a widget's labels at one text size and iOS: of each text
/// style its tree uses, and of the three the template names (quick-action
/// labels, row titles and subtitles; zero-sized for a tree that names none).
public struct WidgetFonts: Sendable, Hashable {
  public var label: FontSpec
  public var labelStyle: TextStyle
  public var title: FontSpec
  public var titleStyle: TextStyle
  public var subtitle: FontSpec
  public var subtitleStyle: TextStyle
  /// The tree's label styles (its ``WidgetTree/textStyles``), with the
  /// font of each at this text size and at Large (for labels that do not
  /// adjust).
  public var treeStyles: [TextStyle] = []
  /// Each of ``treeStyles`` as this iOS has it: `title1` for a style it
  /// lacks (`largeTitle` before iOS 11).
  public var treeResolvedStyles: [TextStyle] = []
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

  /// The style a label is drawn in on this iOS (its own, or `title1` for
  /// one the iOS lacks).
  func resolvedStyle(of label: WidgetNode.Label) -> TextStyle {
    guard let index = treeStyles.firstIndex(of: label.textStyle),
      treeResolvedStyles.indices.contains(index)
    else { return label.textStyle }
    return treeResolvedStyles[index]
  }

  /// Resolves the tree's styles with the model; a style that does not
  /// exist on this iOS (`largeTitle` before iOS 11) becomes `title1`, with a
  /// diagnostic. The styles the tree names by role also fill ``label``,
  /// ``title`` and ``subtitle``.
  static func resolve(
    _ tree: WidgetTree, model: WidgetSizes, env: WidgetEnvironment,
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
    var resolved: [TextStyle] = []
    var fonts = forTree(
      tree.textStyles, sizes: tree.fixedSizes, system: model.typeScale.systemFont,
      font: {
        let (font, style) = spec($0)
        resolved.append(style)
        return font
      }, fixed: { spec($0, at: .large).0 })
    fonts.treeResolvedStyles = resolved
    for named in tree.namedStyles {
      guard let index = fonts.treeStyles.firstIndex(of: named.style) else { continue }
      let font = fonts.treeFonts[index]
      let style = resolved[index]
      switch named.role {
      case .actionLabel: (fonts.label, fonts.labelStyle) = (font, style)
      case .rowTitle: (fonts.title, fonts.titleStyle) = (font, style)
      case .rowSubtitle: (fonts.subtitle, fonts.subtitleStyle) = (font, style)
      default: continue
      }
    }
    return fonts
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
    fonts.treeResolvedStyles = styles
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
