/// A widget laid out in one cell of its host — a Today widget in an
/// environment and display mode (``TodayLayoutResult``), a WidgetKit family
/// on a screen (``WidgetKitLayoutResult``) — as the checks, the drawing and
/// the front ends read it whatever the host.
public protocol CellLayout: Sendable {
  /// Every view, depth first; frames in points, relative to the widget's
  /// top-left corner.
  var elements: [WidgetElement] { get }
  /// What `check` reports about the cell.
  var diagnostics: [WidgetDiagnostic] { get }
}

extension TodayLayoutResult: CellLayout {}

extension WidgetKitLayoutResult: CellLayout {}
