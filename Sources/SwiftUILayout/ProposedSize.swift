import Geometry

/// What a parent offers a child (SwiftUI's `ProposedViewSize`): per
/// dimension a length in points, or nil for "your ideal size". 0 asks for
/// the minimum and `.infinity` for the maximum.
public struct ProposedSize: Hashable, Sendable {
  /// Proposed width in points; nil: ideal.
  public var width: Double?
  /// Proposed height in points; nil: ideal.
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Both dimensions nil: the ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)

  /// The proposal along `axis`.
  func along(_ axis: StackAxis) -> Double? { axis == .horizontal ? width : height }
  /// The proposal across `axis`.
  func across(_ axis: StackAxis) -> Double? { axis == .horizontal ? height : width }

  /// A proposal from lengths along and across `axis`.
  static func on(_ axis: StackAxis, along: Double?, across: Double?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
  }
}

/// The axis a stack arranges its views along.
public enum StackAxis: Sendable, Hashable {
  case horizontal
  case vertical
}

extension PointSize {
  /// The length along `axis`, in points.
  func along(_ axis: StackAxis) -> Double { axis == .horizontal ? width : height }
  /// The length across `axis`, in points.
  func across(_ axis: StackAxis) -> Double { axis == .horizontal ? height : width }

  /// A size from lengths along and across `axis`.
  static func on(_ axis: StackAxis, along: Double, across: Double) -> PointSize {
    axis == .horizontal
      ? PointSize(width: along, height: across) : PointSize(width: across, height: along)
  }
}
