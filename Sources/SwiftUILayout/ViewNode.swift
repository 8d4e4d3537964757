import Geometry

/// A view prepared for one layout: its children as nodes, and the sizes it
/// chose for the proposals it was asked about, per modifier layer (a stack
/// asks each child several times; the memo keeps nested stacks linear).
final class ViewNode {
  let view: LayoutView
  /// The stack's, ZStack's or ViewThatFits's items.
  let items: [ViewNode]
  /// The backgrounds', overlays' and container backgrounds' views, by modifier index.
  let decorations: [Int: ViewNode]
  /// The stack axis this view is an item of (a Spacer and a Divider lie along it).
  let stackAxis: StackAxis?
  private var memo: [Key: PointSize] = [:]

  private struct Key: Hashable {
    var layer: Int
    var proposal: ProposedSize
  }

  init(_ view: LayoutView, stackAxis: StackAxis?) {
    self.view = view
    self.stackAxis = stackAxis
    switch view.content {
    case .stack(let axis, _, _, let items):
      self.items = items.map { ViewNode($0, stackAxis: axis) }
    case .zstack(_, let items), .viewThatFits(_, let items):
      self.items = items.map { ViewNode($0, stackAxis: nil) }
    default:
      self.items = []
    }
    var decorations: [Int: ViewNode] = [:]
    for (index, modifier) in view.modifiers.enumerated() {
      switch modifier {
      case .background(let decoration, _), .overlay(let decoration, _),
        .containerBackground(let decoration):
        decorations[index] = ViewNode(decoration, stackAxis: nil)
      default: break
      }
    }
    self.decorations = decorations
  }

  /// The number of layers: the view itself (0) and one per modifier.
  var outermost: Int { view.modifiers.count }

  /// The memoised size of `layer` for `proposal`, computed by `compute` once.
  func size(layer: Int, _ proposal: ProposedSize, _ compute: () -> PointSize) -> PointSize {
    let key = Key(layer: layer, proposal: proposal)
    if let known = memo[key] { return known }
    let size = compute()
    memo[key] = size
    return size
  }
}
