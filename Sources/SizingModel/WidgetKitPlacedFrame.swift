/// A WidgetKit host on one screen, checked (``WidgetKitSizes/place(_:on:marginsDisabled:)``):
/// the frame the widget's view is given and lays out in (what its own
/// `GeometryReader` reports), the size people see it at, and the content
/// margin, each in points with its provenance.
public struct WidgetKitPlacedFrame: Sendable, Equatable {
  public var host: WidgetKitHost
  public var screen: WidgetKitScreen
  /// The frame the widget is laid out in: an iPhone's device frame, an
  /// iPad's canvas (Home Screen, Today View) or Lock Screen frame.
  public var layout: WidgetFrame
  /// The frame people see: the layout frame, except an iPad's Home Screen
  /// and Today View (the canvas scaled down into the device frame) and
  /// StandBy (the small widget scaled up).
  public var shown: WidgetFrame
  /// The content margin on each side, in points.
  public var margin: Sourced<Double>

  /// How much the drawing is scaled from the layout frame to the shown one
  /// (1 where they are the same).
  public var drawingScale: Double { shown.size.width.value / layout.size.width.value }
}
