import SizingModel
import StackLayout
import WidgetDescriptions

/// Walks a version-2 tree beside its solved result (both in depth-first
/// pre-order), making one element per node.
struct TreeWalker {
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
      element.text?.alignment = label.alignment
      element.text?.lineSpacing = label.lineSpacing
      element.text?.minimumScaleFactor = label.minimumScaleFactor
      element.text?.allowsTightening = label.allowsTightening
      element.text?.fontScale = metrics?.fontScale ?? 1
      element.text?.tightening = metrics?.tightening ?? 0
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
