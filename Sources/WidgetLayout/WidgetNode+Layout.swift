import SizingModel
import StackLayout
import WidgetDescriptions

extension WidgetNode {
  /// This node's stack tree for the solver.
  /// - Parameters:
  ///   - fonts: the layout's fonts (the label's style at the environment's
  ///     text size, or at Large when it does not adjust).
  ///   - item: a list item filling the `{field}` placeholders; nil outside lists.
  ///   - row: a list row's index, which every id carries (`price[2]`,
  ///     `row2.title`, as `naming` says); nil outside lists.
  func layoutNode(
    fonts: WidgetFonts, item: [String: String]? = nil, row: Int? = nil,
    naming: WidgetTree.Presentation = .rows
  ) -> LayoutNode {
    let id = naming.instanceID(id, row: row)
    switch content {
    case .stack(var stack):
      stack.items = children.map {
        $0.layoutNode(fonts: fonts, item: item, row: row, naming: naming)
      }
      if row != nil, !stack.customSpacing.isEmpty {
        stack.customSpacing = Dictionary(
          uniqueKeysWithValues: stack.customSpacing.map {
            (naming.instanceID($0.key, row: row), $0.value)
          })
      }
      return .stack(id, stack, hidden: isHidden)
    case .label(let label):
      let shown = item.map { Placeholders.fill(label.text, with: $0) } ?? label.text
      let text = TextSpec(
        text: shown, font: fonts.font(for: label), numberOfLines: label.numberOfLines,
        lineBreakMode: label.lineBreakMode, alignment: label.alignment,
        lineSpacing: label.lineSpacing, minimumScaleFactor: label.minimumScaleFactor,
        allowsTightening: label.allowsTightening)
      return .leaf(
        id, withPriorities(.label(text)), hidden: isHidden || (hidesWhenEmpty && shown.isEmpty))
    case .image(let image):
      let leaf = LayoutNode.Leaf(
        intrinsicWidth: image.width, intrinsicHeight: image.height,
        hugging: PriorityPair(horizontal: 251, vertical: 251))
      return .leaf(id, withPriorities(leaf), hidden: isHidden)
    case .view(let view):
      let leaf = LayoutNode.Leaf(intrinsicWidth: view.width, intrinsicHeight: view.height)
      return .leaf(id, withPriorities(leaf), hidden: isHidden)
    }
  }

  private func withPriorities(_ leaf: LayoutNode.Leaf) -> LayoutNode.Leaf {
    var leaf = leaf
    if let hugging { leaf.hugging = hugging }
    if let compression { leaf.compression = compression }
    return leaf
  }
}
