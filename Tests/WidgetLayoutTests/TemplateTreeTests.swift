import SizingModel
import StackLayout
import Testing
import WidgetDescriptions

@testable import WidgetLayout

/// The version-1 template read as a view tree (``TemplateTree``), and the
/// layout reading only view trees: the measure-ahead thread measures the
/// labels of whatever tree the widget has. Expected values come from
/// `Data/reference-widget.json` and `Data/widgets/stocks.json` as written,
/// and from the id rules stated in WidgetDescriptions.md (`action0.label`,
/// `row2.title`; a version-2 list's `price[2]`).
@Suite struct TemplateTreeTests {
  static func stocks() throws -> WidgetDescription {
    let text = try #require(WidgetSizes.embeddedFile("widgets/stocks.json"))
    return try WidgetDescription.parse(text)
  }

  /// The reference widget has three quick actions (scan, note, search) and
  /// six recents; its compact section is the `actions` row of three buttons,
  /// each an icon over a label, and its expanded section a table of cells.
  @Test func referenceTemplateIsAQuickActionRowOverTableCells() throws {
    let tree = WidgetDescription.reference.viewTree()
    #expect(tree.compact.id == "actions" && tree.compact.role == .actionRow)
    #expect(tree.compact.children.map(\.id) == ["action0", "action1", "action2"])
    #expect(
      tree.compact.children[1].children.map(\.id) == ["action1.icon", "action1.label"])
    #expect(tree.compact.children[1].children.map(\.role) == [.actionIcon, .actionLabel])
    guard case .label(let label) = tree.compact.children[0].children[1].content,
      case .image(let icon) = tree.compact.children[0].children[0].content
    else {
      Issue.record("a button is an icon over a label")
      return
    }
    // actionStyle: iconSize 32, labelStyle caption1, numberOfLines 2.
    #expect(label.text == "Scan Document" && label.textStyle == .caption1)
    #expect(label.numberOfLines == 2)
    #expect(icon.name == "scan" && icon.width == 32 && icon.height == 32)
    #expect(tree.repeatedCompactItems == 3)
    guard case .list(let list) = tree.expanded else {
      Issue.record("the recents are a list")
      return
    }
    #expect(list.presentation == .tableCells && list.maxRows == 4 && list.separators)
    #expect(list.items.count == 6 && tree.expandedItemCount == 6)
    #expect(list.item(at: 1)["title"] == "Lease Agreement – Signed.pdf")
    // Items repeat past the sixth: row 7 shows recents[1].
    #expect(list.item(at: 7)["subtitle"] == "Yesterday, 18:02")
    #expect(
      list.row.allNodes.map(\.id)
        == ["row", "row.thumbnail", "row.text", "row.title", "row.subtitle"])
    #expect(tree.namedStyles.map(\.name) == ["label", "title", "subtitle"])
    #expect(tree.textStyles == [.caption1, .body])
  }

  /// More buttons than actions repeat the actions in order: button 4 of
  /// three actions is action 4 mod 3 = 1, "New Note".
  @Test func moreButtonsRepeatTheActions() throws {
    let tree = WidgetDescription.reference.viewTree(quickActions: 5)
    #expect(tree.compact.children.count == 5)
    guard case .label(let label) = tree.compact.children[4].children[1].content else {
      Issue.record("button 4 has a label")
      return
    }
    #expect(label.text == "New Note")
    #expect(tree.compact.children[4].children[1].id == "action4.label")
    // Past the eight a description may list, the count is clamped.
    #expect(WidgetDescription.reference.viewTree(quickActions: 30).compact.children.count == 8)
  }

  /// Without recents, an override's rows show placeholders: "Document n"
  /// for row n − 1, "Opened recently" below it.
  @Test func emptyRecentsShowPlaceholderRows() throws {
    var widget = WidgetDescription.reference
    widget.recents = []
    guard case .list(let list) = widget.viewTree().expanded else {
      Issue.record("the recents are a list")
      return
    }
    #expect(list.items.isEmpty)
    #expect(list.item(at: 2) == ["title": "Document 3", "subtitle": "Opened recently"])
    let layout = TodayWidgetLayout(description: widget, measurer: ApproximateTextMeasurer())
    let env = WidgetEnvironment(device: try WidgetSizes.standard.device("iphone-8"))
    let result = try layout.layout(in: env, mode: .expanded, recents: 2)
    #expect(result.element("row1.title")?.text?.text == "Document 2")
  }

  /// The ids of row n: a table cell's views put n after the id's first part
  /// (`row2.title`), a version-2 list's after the whole id (`price[2]`).
  @Test func rowIDsFollowThePresentation() {
    #expect(WidgetTree.Presentation.tableCells.instanceID("row.title", row: 2) == "row2.title")
    #expect(WidgetTree.Presentation.tableCells.instanceID("row", row: 12) == "row12")
    #expect(WidgetTree.Presentation.rows.instanceID("price", row: 2) == "price[2]")
    #expect(WidgetTree.Presentation.rows.instanceID("price", row: nil) == "price")
    #expect(WidgetTree.Presentation.tableCells.rowName(3) == "row3")
    #expect(WidgetTree.Presentation.rows.rowName(3) == "row [3]")
  }

  /// A version-2 description's view tree is the one it was read into, and
  /// it repeats no compact items, so it has no quick-action buttons.
  @Test func versionTwoTreeIsTheReadOne() throws {
    let stocks = try Self.stocks()
    #expect(stocks.viewTree() == stocks.tree)
    #expect(stocks.viewTree(quickActions: 4) == stocks.tree)
    let layout = TodayWidgetLayout(description: stocks, measurer: ApproximateTextMeasurer())
    #expect(layout.actionCount(override: 4) == 0)
    #expect(layout.recentsCount(override: nil) == 6)
  }

  /// The measure-ahead thread measures the labels a sweep lays out: for the
  /// stocks widget its compact section's ("AAPL", "Microsoft Corporation")
  /// and its list rows' with the items filled in ("NVIDIA Corporation",
  /// "1,224.40"), never the template's placeholders ("Action 1",
  /// "Document 1") that it measured before.
  @Test func measureAheadMeasuresTheTreesLabels() throws {
    let layout = TodayWidgetLayout(
      description: try Self.stocks(), measurer: ApproximateTextMeasurer())
    let matrix = EnvironmentMatrix(
      devices: [try WidgetSizes.standard.device("iphone-8")], categories: [.large])
    let texts = Set(layout.labelsToMeasure(in: matrix, recents: 6).map(\.text))
    for text in ["AAPL", "Microsoft Corporation", "NVIDIA Corporation", "1,224.40", "−0.57%"] {
      #expect(texts.contains(text), "\(text)")
    }
    #expect(!texts.contains { $0.hasPrefix("Action ") || $0.hasPrefix("Document ") })
    #expect(!texts.contains { $0.contains("{") })
    // Every label of a sweep is measured ahead: 8 in the compact section,
    // 4 per row × 6 rows (maxRows 6), all different texts.
    #expect(texts.count == 8 + 4 * 6)
  }

  /// The reference widget's labels measured ahead are its own: the three
  /// action titles and the four rows' (maxRows 4) titles and subtitles.
  @Test func measureAheadOfTheTemplate() throws {
    let layout = TodayWidgetLayout(
      description: .reference, measurer: ApproximateTextMeasurer())
    let matrix = EnvironmentMatrix(
      devices: [try WidgetSizes.standard.device("iphone-8")], categories: [.large])
    let texts = Set(layout.labelsToMeasure(in: matrix, recents: 6).map(\.text))
    #expect(
      texts == [
        "Scan Document", "New Note", "Search", "Annual Report 2016.pdf", "Edited today, 09:41",
        "Lease Agreement – Signed.pdf", "Yesterday, 18:02", "Boarding Pass ZRH–SFO.pdf",
        "Monday, 07:15", "Invoice 2017-0113.pdf", "12 January 2017",
      ])
  }
}
