import Geometry

/// A view prepared for one layout: its children as nodes, and the sizes it
/// chose for the proposals it was asked about, per modifier layer (a stack
/// asks each child several times; the memo keeps nested stacks linear).
final class ViewNode {
  let view: LayoutView
  /// The stack's, ZStack's, ViewThatFits's or GeometryReader's items.
  private(set) var items: [ViewNode] = []
  /// The backgrounds', overlays' and container backgrounds' views, by modifier index.
  private(set) var decorations: [Int: ViewNode] = [:]
  /// The stack axis this view is an item of (a Spacer and a Divider lie along it).
  let stackAxis: StackAxis?
  /// The nearest enclosing GeometryReader, whose size `.relativeFrame`s are fractions of.
  private(set) weak var reader: ViewNode?
  /// For a GeometryReader: the size it last took, which its items are laid out in.
  var readerSize = PointSize(width: 0, height: 0)
  private var memo: [Key: PointSize] = [:]

  private struct Key: Hashable {
    var layer: Int
    var proposal: ProposedSize
    /// The enclosing reader's size: a relative frame's size depends on it.
    var readerWidth: Double?
    var readerHeight: Double?
  }

  init(_ view: LayoutView, stackAxis: StackAxis?, reader: ViewNode? = nil) {
    self.view = view
    self.stackAxis = stackAxis
    self.reader = reader
    switch view.content {
    case .stack(let axis, _, _, let items):
      self.items = items.map { ViewNode($0, stackAxis: axis, reader: reader) }
    case .zstack(_, let items), .viewThatFits(_, let items):
      self.items = items.map { ViewNode($0, stackAxis: nil, reader: reader) }
    case .geometryReader(let items):
      self.items = items.map { ViewNode($0, stackAxis: nil, reader: self) }
    default:
      self.items = []
    }
    for (index, modifier) in view.modifiers.enumerated() {
      switch modifier {
      case .background(let decoration, _), .overlay(let decoration, _),
        .containerBackground(let decoration):
        decorations[index] = ViewNode(decoration, stackAxis: nil, reader: reader)
      default: break
      }
    }
  }

  /// The number of layers: the view itself (0) and one per modifier.
  var outermost: Int { view.modifiers.count }

  /// The memoised size of `layer` for `proposal`, computed by `compute` once.
  func size(layer: Int, _ proposal: ProposedSize, _ compute: () -> PointSize) -> PointSize {
    let key = Key(
      layer: layer, proposal: proposal, readerWidth: reader?.readerSize.width,
      readerHeight: reader?.readerSize.height)
    if let known = memo[key] { return known }
    let size = compute()
    memo[key] = size
    return size
  }
}
