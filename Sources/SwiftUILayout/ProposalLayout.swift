import Geometry
import StackLayout

/// Lays a SwiftUI view tree out as SwiftUI does: the parent proposes a
/// size, the child chooses its own, the parent places it. The root is
/// hosted: proposed the whole rectangle and centred in it.
///
/// ```swift
/// let layout = ProposalLayout(measurer: ApproximateTextMeasurer())
/// let root = LayoutView(id: "dot", .shape(.circle))
///   .modifier(.frame(width: 20, height: 20, alignment: .center))
/// let result = layout.layout(root, in: PointSize(width: 100, height: 60))
/// result.frames["dot"]   // (40, 20) 20 × 20: centred in the 100 × 60 rectangle
/// ```
public struct ProposalLayout: Sendable {
  /// The text measurer every `Text` is measured by.
  public var measurer: any TextMeasuring
  /// Pixels per point; when set, text heights are rounded up to the pixel grid.
  public var scale: Double?

  /// The platform spacing between two views in a stack and a Spacer's
  /// default minimum length, in points (iOS).
  public static let platformSpacing = 8.0
  /// The default `.padding()` length, in points (iOS).
  public static let defaultPadding = 16.0
  /// What a shape answers, in points, for a dimension proposed nil.
  public static let shapeIdealLength = 10.0
  /// A Divider's thickness across its stack's axis, in points.
  public static let dividerThickness = 1.0

  public init(measurer: any TextMeasuring, scale: Double? = nil) {
    self.measurer = measurer
    self.scale = scale
  }

  /// Lays `root` out at `proposal` (nil per dimension: its ideal size, as
  /// `sizing-cli solve` does): in a rectangle of the proposal's size, or
  /// the root's chosen size along an unproposed dimension, the root centred.
  /// `font(id)` as for ``layout(_:in:container:font:)``.
  public func layout(
    _ root: LayoutView, proposing proposal: ProposedSize,
    font: (String) -> FontSpec? = { _ in nil }
  ) -> ProposalLayoutResult {
    prepare(root, font: font).layout(proposing: proposal)
  }

  /// Lays `root` out in a `size`-point rectangle; frames are relative to its
  /// top-left corner. `container` is what a `.containerBackground` fills
  /// (the widget's frame, relative to the rectangle); nil: the rectangle.
  /// `font(id)`, where it gives one, is the font the text `id` is laid out
  /// in instead of its own (a widget's texts follow the text size).
  public func layout(
    _ root: LayoutView, in size: PointSize, container: Rect? = nil,
    font: (String) -> FontSpec? = { _ in nil }
  ) -> ProposalLayoutResult {
    prepare(root, font: font).layout(in: size, container: container)
  }

  /// `root` prepared for laying out again and again in this engine with
  /// these fonts (see ``PreparedView``).
  public func prepare(_ root: LayoutView, font: (String) -> FontSpec? = { _ in nil })
    -> PreparedView
  {
    PreparedView(root: ViewNode(root, stackAxis: nil, font: font), engine: self)
  }
}

/// A point in points from the laid-out rectangle's top-left corner.
public struct Point: Sendable, Equatable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// This point moved by `dx`, `dy` points.
  func moved(_ dx: Double, _ dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

  /// Where a `child`-sized view goes when aligned by `alignment` in a
  /// `space`-sized one whose corner is this point.
  func aligned(_ child: PointSize, in space: PointSize, _ alignment: ViewAlignment) -> Point {
    moved(
      alignment.horizontal.offset(child.width, in: space.width),
      alignment.vertical.offset(child.height, in: space.height))
  }
}
