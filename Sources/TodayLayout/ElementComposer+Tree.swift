import SizingModel
import StackLayout

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
    var walker = TreeWalker(
      fonts: sections.fonts, result: sections.actionRow, dx: dx, dy: 0, row: nil, item: nil,
      isVisible: true)
    walker.walk(tree.compact, depth: 1, into: &out)
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
        item = list.items.isEmpty ? [:] : list.items[index % list.items.count]
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

/// Walks a version-2 tree beside its solved result (both in depth-first
/// pre-order), making one element per node.
private struct TreeWalker {
  let fonts: WidgetFonts
  let result: LayoutResult
  let dx: Double
  let dy: Double
  /// The list row the ids carry (`[row]`); nil in the compact section and a body.
  let row: Int?
  let item: [String: String]?
  let isVisible: Bool
  /// The expanded row the elements belong to (a body is row 0).
  var rowIndex: Int?
  private var index = 0

  init(
    fonts: WidgetFonts, result: LayoutResult, dx: Double, dy: Double, row: Int?,
    item: [String: String]?, isVisible: Bool
  ) {
    self.fonts = fonts
    self.result = result
    self.dx = dx
    self.dy = dy
    self.row = row
    self.item = item
    self.isVisible = isVisible
  }

  mutating func walk(
    _ node: WidgetNode, depth: Int, hidden: Bool = false, into out: inout [WidgetElement]
  ) {
    let id = WidgetNode.instanceID(node.id, row: row)
    let solved = index < result.frames.count ? result.frames[index] : .zero
    index += 1
    let frame = Rect(x: solved.x + dx, y: solved.y + dy, width: solved.width, height: solved.height)
    let hidden = hidden || node.isHidden
    var element = WidgetElement(
      id: id, kind: .stack, depth: depth, frame: frame, rowIndex: rowIndex,
      isVisible: isVisible && !hidden)
    switch node.content {
    case .stack:
      break
    case .label(let label):
      let metrics = result.texts[id]
      element.kind = .text
      element.text = WidgetText(
        text: item.map { Placeholders.fill(label.text, with: $0) } ?? label.text,
        style: label.textStyle, font: fonts.font(for: label), numberOfLines: label.numberOfLines,
        lineCount: metrics?.lineCount ?? 0, isTruncated: metrics?.isTruncated ?? false,
        measuredHeight: metrics?.height ?? 0, lineBreakMode: label.lineBreakMode)
    case .image(let image):
      element.kind = .image
      element.iconName = image.name.map { name in
        item.map { Placeholders.fill(name, with: $0) } ?? name
      }
    case .view(let view):
      element.kind = .view
      element.color = view.color
    }
    out.append(element)
    for child in node.children {
      walk(child, depth: depth + 1, hidden: hidden, into: &out)
    }
  }
}
