import Geometry
import StackLayout

/// A modifier that changes how a view is laid out or placed, lengths in points.
public enum LayoutModifier: Sendable, Equatable {
  /// `.frame(width:height:alignment:)`: a nil dimension passes the proposal through.
  case frame(width: Double?, height: Double?, alignment: ViewAlignment)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(FlexibleFrame)
  /// `.frame(width: proxy.size.width * w, height: proxy.size.height * h)`
  /// inside a `GeometryReader`: a fixed frame whose lengths are the fractions
  /// `w` and `h` of the nearest enclosing reader's size (nil passes the
  /// proposal through, as does a frame outside any reader).
  case relativeFrame(width: Double?, height: Double?, alignment: ViewAlignment)
  /// `.padding(…)`: the insets on each edge.
  case padding(Insets)
  /// `.fixedSize(horizontal:vertical:)`: proposes nil (ideal) along the fixed axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `.layoutPriority(n)`: read by the enclosing stack.
  case layoutPriority(Double)
  /// `.background(view, alignment:)`: proposed the modified view's size.
  case background(LayoutView, ViewAlignment)
  /// `.overlay(view, alignment:)`: proposed the modified view's size.
  case overlay(LayoutView, ViewAlignment)
  /// `.offset(x:y:)`: moves the view when it is drawn, not in layout.
  case offset(x: Double, y: Double)
  /// `.containerBackground(for: .widget) { view }`: the view fills the whole
  /// container (the widget's frame, not the content rectangle), behind the
  /// content; it never changes the modified view's size.
  case containerBackground(LayoutView)
}

/// The bounds of a flexible frame, in points; nil: unconstrained.
public struct FlexibleFrame: Sendable, Equatable {
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: ViewAlignment

  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: ViewAlignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  /// The child's proposal along one dimension: the proposal clamped to
  /// [min, max], or the ideal for a nil proposal.
  static func childProposal(_ proposed: Double?, min: Double?, ideal: Double?, max: Double?)
    -> Double?
  {
    guard var length = proposed else { return ideal }
    if let max { length = Swift.min(length, max) }
    if let min { length = Swift.max(length, min) }
    return length
  }

  /// The frame's own length along one dimension, from the child's: with a
  /// minimum, no less than it (nor more than the child's or the proposal's);
  /// with a maximum, no more than it (nor less than the child's or the
  /// proposal's). A nil proposal counts as the ideal, else the child's length.
  static func ownLength(
    child: Double, proposed: Double?, min: Double?, ideal: Double?, max: Double?
  ) -> Double {
    let proposal = proposed ?? ideal ?? child
    var length = child
    if let min { length = Swift.max(min, Swift.min(length, proposal)) }
    if let max { length = Swift.min(max, Swift.max(length, proposal)) }
    return length
  }
}
