import StackLayout

extension ConstraintSystem {
  /// A stack tree (the stack solver's input) as views for the Auto Layout
  /// engine: every node a view named by its id, stacks with their arranged
  /// subviews, leaves with their intrinsic sizes and priorities. Solving it
  /// gives what UIKit's constraints give, so the two engines can be checked
  /// against each other.
  public init(stackTree root: LayoutNode) {
    self.init()
    append(root, parent: -1)
  }

  @discardableResult
  mutating func append(_ node: LayoutNode, parent: Int) -> Int {
    switch node.content {
    case .leaf(let leaf):
      var view = ConstraintView(
        name: node.id, className: leaf.text == nil ? "UIView" : "UILabel", parent: parent,
        intrinsicWidth: leaf.intrinsicWidth, intrinsicHeight: leaf.intrinsicHeight,
        text: leaf.text, hugging: leaf.hugging, compression: leaf.compression,
        isHidden: node.isHidden)
      view.firstBaseline = leaf.firstBaseline
      view.lastBaseline = leaf.lastBaseline
      return add(view)
    case .stack(let stack):
      var attributes = stack
      attributes.items = []
      let index = add(
        ConstraintView(
          name: node.id, className: "UIStackView", parent: parent, layoutMargins: stack.margins,
          isHidden: node.isHidden, stack: attributes))
      let children = stack.items.map { append($0, parent: index) }
      views[index].arrangedSubviews = children
      return index
    }
  }
}
