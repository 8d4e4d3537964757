import SizingModel
import StackLayout
import WidgetDescriptions

/// Walks a view tree beside its solved result (both in depth-first
/// pre-order), making one element per node: of the kind its role names (a
/// quick action's `icon`, a row's `title`), else of the kind its content is.
struct TreeWalker {
  let fonts: WidgetFonts
  let result: LayoutResult
  let dx: Double
  let dy: Double
  /// The list row the ids carry (`price[2]`, `row2.title`); nil in the
  /// compact section and a body.
  let row: Int?
  let item: [String: String]?
  let isVisible: Bool
  /// How the list names its rows' views.
  let naming: WidgetTree.Presentation
  /// The expanded row the elements belong to (a body is row 0).
  var rowIndex: Int?
  private var index = 0

  init(
    fonts: WidgetFonts, result: LayoutResult, dx: Double, dy: Double, row: Int?,
    item: [String: String]?, isVisible: Bool, naming: WidgetTree.Presentation = .rows
  ) {
    self.naming = naming
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
    let id = naming.instanceID(node.id, row: row)
    let solved = index < result.frames.count ? result.frames[index] : .zero
    index += 1
    let frame = Rect(x: solved.x + dx, y: solved.y + dy, width: solved.width, height: solved.height)
    let hidden = hidden || node.isHidden
    var element = WidgetElement(
      id: id, kind: Self.kind(of: node), depth: depth, frame: frame, rowIndex: rowIndex,
      isVisible: isVisible && !hidden)
    switch node.content {
    case .stack:
      break
    case .label(let label):
      let metrics = result.texts[id]
      element.text = WidgetText(
        text: item.map { Placeholders.fill(label.text, with: $0) } ?? label.text,
        style: fonts.resolvedStyle(of: label), font: fonts.font(for: label),
        numberOfLines: label.numberOfLines,
        lineCount: metrics?.lineCount ?? 0, isTruncated: metrics?.isTruncated ?? false,
        measuredHeight: metrics?.height ?? 0, lineBreakMode: label.lineBreakMode)
      element.text?.alignment = label.alignment
      element.text?.lineSpacing = label.lineSpacing
      element.text?.minimumScaleFactor = label.minimumScaleFactor
      element.text?.allowsTightening = label.allowsTightening
      element.text?.fontScale = metrics?.fontScale ?? 1
      element.text?.tightening = metrics?.tightening ?? 0
    case .image(let image):
      element.iconName = image.name.map { name in
        item.map { Placeholders.fill(name, with: $0) } ?? name
      }
    case .view(let view):
      element.color = view.color
    }
    out.append(element)
    for child in node.children {
      walk(child, depth: depth + 1, hidden: hidden, into: &out)
    }
  }
}

extension TreeWalker {
  /// The element kind of a node: its role's (the template's views), else its content's.
  static func kind(of node: WidgetNode) -> WidgetElement.Kind {
    switch node.role {
    case .actionRow: return .actionRow
    case .action: return .action
    case .actionIcon: return .icon
    case .actionLabel: return .label
    case .row: return .row
    case .rowThumbnail: return .thumbnail
    case .rowText: return .textStack
    case .rowTitle: return .title
    case .rowSubtitle: return .subtitle
    case .rowSeparator: return .separator
    case .widget: return .widget
    case .recents: return .recentsList
    case .expandedContent, .other, nil: break
    }
    switch node.content {
    case .stack: return .stack
    case .label: return .text
    case .image: return .image
    case .view: return .view
    }
  }
}
