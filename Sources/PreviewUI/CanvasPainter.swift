import StackLayout
import WidgetDrawing

/// Paints the canvas's drawing area: the widget style's backdrop, then the
/// widget, or, when there is no layout, a one-line message in white.
enum CanvasPainter {
  /// The message's font: the system sans-serif, 14 px (the canvas is not zoomed).
  static let messageFont = FontSpec(family: "sans-serif", pointSize: 14, lineHeight: 18)

  /// Paints `scene` drawn with `options` (zoom and animated height
  /// included), or `message` when `scene` is nil, into `context` (pixels).
  static func draw(
    _ scene: WidgetScene?, message: String, options: DrawingOptions,
    into context: DrawingContext
  ) {
    let palette = scene?.isDark == true ? Palette.dark : Palette.light
    context.paint(palette.backdrop)
    guard let scene else {
      context.drawLine(message, font: messageFont, x: 16, baseline: 32, Palette.white)
      return
    }
    WidgetPainter.draw(scene, options: options, into: context)
  }
}
