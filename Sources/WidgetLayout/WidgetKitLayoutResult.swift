import SizingModel
import StackLayout
import WidgetDescriptions

/// A WidgetKit widget laid out in one family on one screen at one text
/// size: the frame, the content rectangle, every view's frame and what
/// `check` reports about it. Frames are in points, relative to the widget
/// frame's top-left corner.
public struct WidgetKitLayoutResult: Sendable {
  public var cell: WidgetKitCell
  /// The family's frame on the screen, with its source.
  public var frame: WidgetFrame
  /// The frame people see it at: the layout frame, an iPad's device frame
  /// (the canvas scaled down) or StandBy's scaled-up square.
  public var shown: WidgetFrame
  /// The content margin on each side (points) with its provenance; nil
  /// where none is published (the Lock Screen families): the content then
  /// fills the whole frame.
  public var margin: Sourced<Double>?
  /// The content rectangle: the frame less the margins, in frame coordinates.
  public var content: Rect
  /// The fonts of the tree's label styles at the cell's text size.
  public var fonts: WidgetFonts
  /// The widget (`widget`, the frame) then the tree's views, depth first.
  public var elements: [WidgetElement]
  /// What `check` reports: clipped or truncated text, text below 11 pt, an
  /// empty family, overflowing stacks; errors first.
  public var diagnostics: [WidgetDiagnostic]

  /// The ids of the views marked `widgetAccentable` (drawn in the accent
  /// colour in the accented rendering mode).
  public var accentable: Set<String> = []
}
