/// Lays out a stack tree the way UIStackView's constraints resolve.
///
/// The rules, as closed forms, are in the README ("How the solver works").
public struct StackSolver: Sendable {
  /// Measures labels; nil means labels have no intrinsic size.
  public var textMeasurer: (any TextMeasuring)?
  /// Pixels per point for snapping frames to the pixel grid; nil: no snapping.
  public var scale: Double?

  public init(textMeasurer: (any TextMeasuring)? = nil, scale: Double? = nil) {
    self.textMeasurer = textMeasurer
    self.scale = scale
  }

  /// Solves `root` in a canvas of `width` × `height` points; nil along an
  /// axis means unconstrained (the fitting size).
  public func solve(_ root: LayoutNode, width: Double?, height: Double?) -> LayoutResult {
    fatalError("StackSolver.solve is being written (issue 3)")
  }
}
