/// Lays out a stack tree the way UIStackView's constraints resolve.
///
/// The rules, as closed forms, are in TheSolver.md ("How the solver works"):
/// `fill` gives the whole surplus to the lowest-hugging item and takes a
/// shortfall from the lowest compression resistance first; ties go to the
/// **first** item by index (reported as `tieResolvedByIndex`).
public struct StackSolver: Sendable {
  /// Measures labels; nil means labels have no intrinsic size.
  public var textMeasurer: (any TextMeasuring)?
  /// Pixels per point for snapping frames to the pixel grid; nil: no snapping.
  public var scale: Double?
  /// Pixels per point of the screen: a label's size rounds up to it, as
  /// UILabel's intrinsic size does, whether or not frames snap; nil: `scale`.
  public var labelScale: Double?

  public init(
    textMeasurer: (any TextMeasuring)? = nil, scale: Double? = nil, labelScale: Double? = nil
  ) {
    self.textMeasurer = textMeasurer
    self.scale = scale
    self.labelScale = labelScale
  }

  /// Solves `root` in a canvas of `width` × `height` points; nil along an
  /// axis means unconstrained (the fitting size).
  public func solve(_ root: LayoutNode, width: Double?, height: Double?) -> LayoutResult {
    var prepared = prepare(root)
    return prepared.solve(width: width, height: height)
  }

  /// Flattens `root` once, for repeated solves (a width change, a changed
  /// intrinsic size) without rebuilding.
  public func prepare(_ root: LayoutNode) -> PreparedLayout {
    PreparedLayout(
      engine: LayoutEngine(
        tree: FlatTree(root), measurer: textMeasurer, scale: scale, labelScale: labelScale))
  }
}
