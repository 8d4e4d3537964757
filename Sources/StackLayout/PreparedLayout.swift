/// A stack tree flattened for a ``StackSolver``, with reusable working
/// storage: re-solving after a width or intrinsic-size change skips the
/// tree walk, reuses every measurement the change cannot affect (natural
/// sizes, fits at unchanged widths) and allocates only the result.
public struct PreparedLayout: Sendable {
  var engine: LayoutEngine

  init(engine: LayoutEngine) { self.engine = engine }

  /// Node ids in depth-first pre-order, root first (the frames' order).
  public var ids: [String] { engine.tree.ids }

  /// The index of the node with this id in ``ids``.
  public func index(of id: String) -> Int? { engine.tree.ids.firstIndex(of: id) }

  /// Solves in `width` × `height` points; nil along an axis: fitting size.
  /// Debug builds check the tree's and the result's invariants after each solve.
  public mutating func solve(width: Double?, height: Double?) -> LayoutResult {
    let result = engine.solve(width: width, height: height)
    #if DEBUG
      _checkInvariants()
      _checkInvariants(result)
    #endif
    return result
  }

  /// Changes the intrinsic size (points; nil: none) of the leaf at `index`,
  /// as a Dynamic Type change would.
  public mutating func setIntrinsicSize(at index: Int, width: Double?, height: Double?) {
    engine.tree.nodes[index].intrinsicWidth = width ?? .nan
    engine.tree.nodes[index].intrinsicHeight = height ?? .nan
    engine.invalidate(from: index)
  }

  /// Shows or hides the node at `index`.
  public mutating func setHidden(at index: Int, _ hidden: Bool) {
    engine.tree.nodes[index].isHidden = hidden
    engine.invalidate(from: index)
  }
}
