import SizingModel
import StackLayout
import WidgetDescriptions

extension ElementComposer {
  /// A version-2 widget's elements: the widget, the compact section's
  /// views, then the expanded section (`expanded`) with its rows' views
  /// (`price[2]` in row 2) and separators, or its body.
  func treeElements(_ tree: WidgetTree) -> [WidgetElement] {
    var out: [WidgetElement] = []
    let width = sections.widgetWidth.value
    out.append(
      WidgetElement(
        id: WidgetTreeBuilder.widgetID, kind: .widget, depth: 0,
        frame: Rect(x: 0, y: 0, width: width, height: outcome.preferredHeight)))
    let dx = sections.leadingInset
    // A storyboard's view in expanded mode is the same view, taller: drawn
    // once, from its expanded layout.
    let expandedView = tree.constraintLayout != nil && outcome.visibleRecents > 0
    var walker = TreeWalker(
      fonts: sections.fonts, result: expandedView ? sections.rows[0] : sections.actionRow,
      dx: dx, dy: 0, row: nil, item: nil, isVisible: true)
    walker.walk(tree.compact, depth: 1, into: &out)
    guard !expandedView, tree.constraintLayout == nil else { return out }
    guard let expanded = tree.expanded, !sections.rows.isEmpty else { return out }
    let top = sections.compactHeight.value
    let contentWidth = sections.contentWidth
    out.append(
      WidgetElement(
        id: "expanded", kind: .expanded, depth: 1,
        frame: Rect(x: dx, y: top, width: contentWidth, height: outcome.visibleRowsHeight),
        isVisible: outcome.visibleRecents > 0))
    var y = top
    for (index, result) in sections.rows.enumerated() {
      let template: WidgetNode
      var item: [String: String]?
      switch expanded {
      case .list(let list):
        template = list.row
        item = list.item(at: index)
      case .body(let body):
        template = body
      }
      let visible = index < outcome.visibleRecents
      let isList = item != nil
      walker = TreeWalker(
        fonts: sections.fonts, result: result, dx: dx, dy: y, row: isList ? index : nil,
        item: item, isVisible: visible)
      walker.rowIndex = index
      walker.walk(template, depth: 2, into: &out)
      let height = sections.rowHeights[index]
      if sections.separatorHeight > 0 {
        // Inset like a table view's separator: by the row's leading margin.
        var inset = 0.0
        if case .stack(let stack) = template.content, stack.isLayoutMarginsRelativeArrangement {
          inset = stack.margins.left
        }
        out.append(
          WidgetElement(
            id: "expanded.separator[\(index)]", kind: .separator, depth: 2,
            frame: Rect(
              x: dx + inset, y: y + height - sections.separatorHeight,
              width: max(contentWidth - inset, 0), height: sections.separatorHeight),
            rowIndex: index, isVisible: visible))
      }
      y += height
    }
    return out
  }
}
