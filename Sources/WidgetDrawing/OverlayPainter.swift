import SizingModel
import StackLayout

/// The preview's overlays: compact-height line, maximum expanded outline and
/// dimension labels. Drawn in content coordinates (points).
enum OverlayPainter {
  static func draw(
    _ scene: WidgetScene, height: Double, options: DrawingOptions, palette: Palette,
    _ context: DrawingContext
  ) {
    let hairline = 1 / options.zoom
    let dashes = [4.0 / options.zoom * 1.5, 3.0 / options.zoom * 1.5]
    let font = FontSpec(pointSize: 11, lineHeight: 14, weight: 600)
    if options.showsMaximumOutline {
      context.withSavedState {
        context.setLineWidth(hairline * 1.5)
        context.setDash(dashes)
        context.strokeRectangle(
          Rect(x: 0, y: 0, width: scene.width, height: scene.maximumExpandedHeight),
          palette.overlayMaximum)
      }
    }
    if options.showsCompactLine {
      context.withSavedState {
        context.setLineWidth(hairline * 1.5)
        context.setDash(dashes)
        context.move(toX: -WidgetPainter.margin / 2, y: scene.compactHeight)
        context.line(toX: scene.width + 6, y: scene.compactHeight)
        context.stroke(palette.overlayCompact)
      }
    }
    guard options.showsDimensions else { return }
    let labelX = scene.width + 8
    label(
      "\(formatPoints(scene.width)) pt", x: 0, y: -WidgetPainter.headerHeight - 16, font, palette,
      context)
    label("\(formatPoints(height))", x: labelX, y: max(0, height - 14), font, palette, context)
    if options.showsCompactLine && abs(scene.compactHeight - height) > 14 {
      label(
        "\(formatPoints(scene.compactHeight))", x: labelX, y: scene.compactHeight - 14, font,
        Palette(overriding: palette, dimension: palette.overlayCompact), context)
    }
    if options.showsMaximumOutline && abs(scene.maximumExpandedHeight - height) > 14 {
      label(
        "max \(formatPoints(scene.maximumExpandedHeight))", x: labelX,
        y: scene.maximumExpandedHeight - 14, font,
        Palette(overriding: palette, dimension: palette.overlayMaximum), context)
    }
  }

  private static func label(
    _ text: String, x: Double, y: Double, _ font: FontSpec, _ palette: Palette,
    _ context: DrawingContext
  ) {
    let spec = TextSpec(text: text, font: font, numberOfLines: 1)
    WidgetPainter.drawText(
      spec, at: Rect(x: x, y: y, width: 200, height: 14), palette.dimension, context)
  }
}

extension Palette {
  init(overriding base: Palette, dimension: Color) {
    self = base
    self.dimension = dimension
  }
}
