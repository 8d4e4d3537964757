import StackLayout
import WidgetDescriptions

extension WidgetTree {
  /// The stack tree of expanded row `index`: the list's template filled
  /// with item `index` (items repeat when an override asks for more rows),
  /// or the body.
  func expandedNode(_ index: Int, fonts: WidgetFonts) -> LayoutNode {
    switch expanded {
    case .list(let list):
      return list.row.layoutNode(
        fonts: fonts, item: list.item(at: index), row: index, naming: list.presentation)
    case .body(let body):
      return body.layoutNode(fonts: fonts)
    case nil:
      preconditionFailure("a widget without an expanded section has no rows")
    }
  }
}
