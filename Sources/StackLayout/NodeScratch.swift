/// Per-node working values, indexed like `FlatTree.nodes`. Measurements
/// (natural sizes, the last fit) survive between solves of a prepared layout
/// until `LayoutEngine.invalidate(from:)` clears a node and its ancestors.
struct NodeScratch {
  /// Natural (unconstrained) size in points, valid when `naturalValid`.
  var naturalValid = false
  var naturalHeightValid = false
  /// Whether `crV` is computed (stacks compute it on demand).
  var crVValid = false
  /// The width and height for which this stack's items' size, offset,
  /// crossSize and crossOffset are current (NaN: none), and whether laying
  /// it out again would report diagnostics.
  var laidOutWidth = Double.nan
  var laidOutHeight = 0.0
  var needsReport = false
  /// Compression resistance along the parent's axis while shrinking.
  var shrinkCR = 0.0
  var naturalWidth = 0.0
  var naturalHeight = 0.0
  /// Whether the node has an intrinsic width / height (stacks always do).
  var hasWidth = true
  var hasHeight = true
  /// Effective hugging and compression resistance along each axis: a leaf's
  /// own, or what its content offers for a stack (see `effectivePriorities`).
  var hugH = 250.0
  var hugV = 250.0
  var crH = 750.0
  var crV = 750.0
  /// Cached height at exactly `fitWidth` points wide, with its baselines.
  var fitWidth = Double.nan
  var fitHeight = 0.0
  var fitFirstBaseline = 0.0
  var fitLastBaseline = 0.0
  /// The intrinsic length along the parent's axis, for the current layout pass.
  var length = 0.0
  /// Size along the parent's axis, and offset from the parent's canvas start.
  var size = 0.0
  var offset = 0.0
  /// Spacing after this item along the parent's axis (the collapsed gap).
  var gapAfter = 0.0
  /// Cross size and offset within the parent's canvas.
  var crossSize = 0.0
  var crossOffset = 0.0
  /// Intrinsic cross length for the current pass.
  var crossLength = 0.0
  /// Baselines at the current size, from the item's top.
  var firstBaseline = 0.0
  var lastBaseline = 0.0

  @inline(__always)
  func hug(horizontal: Bool) -> Double { horizontal ? hugH : hugV }
}
