import SizingModel
import StackLayout
import WidgetDescriptions

/// Turns solved sections and a mode outcome into the flat, depth-annotated
/// element list of ``TodayLayoutResult``, with frames moved into the
/// widget's coordinates: the widget, the compact section's views, then the
/// expanded section (its list or body) with its rows' views and separators.
struct ElementComposer {
  let sections: WidgetSections
  let outcome: ModeOutcome

  func elements() -> [WidgetElement] {
    let tree = sections.tree
    var out: [WidgetElement] = []
    let width = sections.widgetWidth.value
    out.append(
      WidgetElement(
        id: ElementID.widget.description, kind: .widget, depth: 0,
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
    appendExpanded(expanded, to: &out)
    return out
  }

  /// The expanded section's element (a list's table or rows, or the body's)
  /// and its rows.
  private func appendExpanded(_ expanded: WidgetTree.Expanded, to out: inout [WidgetElement]) {
    let dx = sections.leadingInset
    let top = sections.compactHeight.value
    let contentWidth = sections.contentWidth
    var presentation = WidgetTree.Presentation.rows
    if case .list(let list) = expanded { presentation = list.presentation }
    let isTable = presentation == .tableCells
    out.append(
      WidgetElement(
        id: isTable ? ElementID.recents.description : "expanded",
        kind: isTable ? .recentsList : .expanded, depth: 1,
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
      let height = sections.rowHeights[index]
      let first = out.count
      var walker = TreeWalker(
        fonts: sections.fonts, result: result, dx: dx, dy: y, row: item == nil ? nil : index,
        item: item, isVisible: visible, naming: presentation)
      walker.rowIndex = index
      walker.walk(template, depth: 2, into: &out)
      if isTable {
        // A table cell's frame is the whole row, its separator included.
        out[first].frame = Rect(x: dx, y: y, width: contentWidth, height: height)
      }
      if sections.separatorHeight > 0 {
        // Inset like a table view's separator: by the row's leading margin.
        var inset = 0.0
        if case .stack(let stack) = template.content, stack.isLayoutMarginsRelativeArrangement {
          inset = stack.margins.left
        }
        out.append(
          WidgetElement(
            id: isTable
              ? presentation.instanceID("\(template.id).separator", row: index)
              : "expanded.separator[\(index)]",
            kind: .separator, depth: isTable ? 3 : 2,
            frame: Rect(
              x: dx + inset, y: y + height - sections.separatorHeight,
              width: max(contentWidth - inset, 0), height: sections.separatorHeight),
            rowIndex: index, isVisible: visible))
      }
      y += height
    }
  }
}
