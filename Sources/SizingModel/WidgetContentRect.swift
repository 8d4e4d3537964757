/// A WidgetKit widget's content area: its frame less the content margins
/// the system applies (iOS 17+), in points, relative to the frame.
public struct WidgetContentRect: Sendable, Equatable {
  /// The frame the content sits in.
  public var frame: WidgetFrame
  /// The margin on each of the four sides, in points.
  public var margin: Sourced<Double>
  /// The content's size in points: the frame less twice the margin.
  public var size: SourcedSize
}
