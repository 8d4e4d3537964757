import ArgumentParser
import PangoText
import SizingModel
import SizingOptions
import StackLayout
import StrictJSON
import WidgetLayout

/// `sizing-cli type-scale`: for every text style at a few text sizes, the
/// point size, the line height UIKit gives a line, and the height of a
/// one-line label on @2x and @3x screens, laid out by the solver.
struct TypeScaleTable: PrintingCommand {
  static let configuration = CommandConfiguration(
    commandName: "type-scale",
    abstract: "Print every text style's size, line height and one-line label height per scale.",
    discussion: """
      Each row is a text style at a text size (iOS 11–13's table): its point size, the HIG's \
      recommended leading, the line height UIKit gives a line (SF: size × 2444/2048), the \
      text style's own leading between lines, SF Pro's tracking at that size, and the height \
      of a one-line label laid out by the solver on a @2x and a @3x screen (the line height \
      rounded up to the pixel grid, as UILabel's intrinsic size is). The docs' table is this \
      command's Markdown output; the rules and their sources follow it.

      Examples:
        sizing-cli type-scale
        sizing-cli type-scale --category xS,L,AX5 --format markdown
      """)

  @Option(
    name: [.customLong("category"), .customLong("categories")],
    help: "Text sizes, comma-separated or repeated (xS…AX5); default: xS,L,AX5.")
  var categoryNames: [String] = []

  @Option(help: "text, markdown or json.")
  var format: LedgerFormat = .text

  /// One row of the table (lengths in points).
  struct Row {
    var style: TextStyle
    var category: ContentSizeCategory
    var font: FontMetrics
    var label2x: Double
    var label3x: Double
  }

  func rows() throws -> [Row] {
    let categories =
      try categoryNames.isEmpty
      ? [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]
      : ContentSizeCategory.parseList(categoryNames)
    let model = WidgetSizes.standard
    var rows: [Row] = []
    for style in TextStyle.allCases {
      for category in categories {
        guard let font = model.font(style, category: category, os: .iOS13)?.value else { continue }
        rows.append(
          Row(
            style: style, category: category, font: font, label2x: labelHeight(font, scale: 2),
            label3x: labelHeight(font, scale: 3)))
      }
    }
    return rows
  }

  /// The height the solver gives a one-line label in `font` at `scale`.
  private func labelHeight(_ font: FontMetrics, scale: Double) -> Double {
    let spec = TextSpec(text: "Xg", font: WidgetFonts.fontSpec(font))
    let label = LayoutNode.leaf("label", .label(spec))
    let solver = StackSolver(textMeasurer: PangoTextMeasurer.shared, labelScale: scale)
    return solver.solve(label, width: nil, height: nil).height
  }

  func output() throws -> String {
    let rows = try rows()
    let header = [
      "style", "size", "pt", "HIG leading", "line height", "leading between lines", "tracking",
      "label @2x", "label @3x",
    ]
    let cells = rows.map { row in
      [
        row.style.rawValue, row.category.shortName, formatPoints(row.font.pointSize),
        formatPoints(row.font.leading), formatPoints(row.font.lineHeight),
        formatPoints(row.font.lineSpacing), formatPoints(row.font.tracking),
        formatPoints(row.label2x), formatPoints(row.label3x),
      ]
    }
    switch format {
    case .json:
      return JSONValue.array(rows.map(Self.json)).rendered() + "\n"
    case .markdown:
      let lines = [header, header.map { _ in "---" }] + cells
      return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
        + "\n\n" + rules(markdown: true)
    case .text:
      return TextGrid.leftAligned([header] + cells) + "\n" + rules(markdown: false)
    }
  }

  /// The rules behind the columns, each with its sources.
  private func rules(markdown: Bool) -> String {
    let system = WidgetSizes.standard.typeScale.systemFont
    let lines = [
      ("Line height and baseline", system.lineRule),
      ("Leading between lines", system.leadingRule),
      ("Tracking", system.trackingRule),
    ]
    return lines.map { name, rule in
      let sources = Self.sources(rule.provenance).joined(separator: ", ")
      return (markdown ? "- **\(name)**: " : "\(name): ") + "\(rule.value) (\(sources))"
    }.joined(separator: "\n") + "\n"
  }

  private static func sources(_ provenance: Provenance) -> [String] {
    switch provenance {
    case .measured(let source): [source]
    case .derived(_, let sources): sources
    case .estimated: []
    }
  }

  private static func json(_ row: Row) -> JSONValue {
    .object([
      ("style", .string(row.style.rawValue)), ("category", .string(row.category.shortName)),
      ("pointSize", .number(row.font.pointSize)), ("higLeading", .number(row.font.leading)),
      ("lineHeight", .number(row.font.lineHeight)),
      ("leadingBetweenLines", .number(row.font.lineSpacing)),
      ("tracking", .number(row.font.tracking)), ("label2x", .number(row.label2x)),
      ("label3x", .number(row.label3x)),
    ])
  }
}
