/// Something the solver noticed: an item compressed below its intrinsic
/// size, content overflowing its stack, or a tie broken by index.
public struct LayoutDiagnostic: Equatable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    case compressed
    case overflow
    case tieResolvedByIndex
    case ambiguous
    /// Required constraints that cannot all hold (the Auto Layout engine).
    case unsatisfiable
    /// A view with more than one solution (the Auto Layout engine).
    case underconstrained
  }
  public var kind: Kind
  /// The node concerned.
  public var nodeID: String
  public var message: String

  public init(kind: Kind, nodeID: String, message: String) {
    self.kind = kind
    self.nodeID = nodeID
    self.message = message
  }

  public var description: String { "\(kind.rawValue) \(nodeID): \(message)" }
}

/// The solved layout: the root's size, a frame for every node (hidden ones
/// included, with zero size along their stack's axis), the text metrics of
/// every label, and diagnostics.
public struct LayoutResult: Sendable {
  /// The root's size in points.
  public var width: Double
  public var height: Double
  /// Node ids in depth-first pre-order, root first.
  public var ids: [String]
  /// Frames in points relative to the root's origin, parallel to `ids`.
  public var frames: [Rect]
  /// Label measurements at their final widths, by node id.
  public var texts: [String: TextMetrics]
  public var diagnostics: [LayoutDiagnostic]

  public init(
    width: Double, height: Double, ids: [String], frames: [Rect],
    texts: [String: TextMetrics], diagnostics: [LayoutDiagnostic]
  ) {
    self.width = width
    self.height = height
    self.ids = ids
    self.frames = frames
    self.texts = texts
    self.diagnostics = diagnostics
  }

  /// The frame of the node with this id.
  public func frame(_ id: String) -> Rect? {
    ids.firstIndex(of: id).map { frames[$0] }
  }
}
