import CGtk
import SizingModel
import StackLayout

/// The preview's overlays: compact-height line, maximum expanded outline and
/// dimension labels. Drawn in content coordinates (points).
enum OverlayPainter {
  static func draw(
    _ scene: WidgetScene, height: Double, options: DrawingOptions, palette: Palette,
    _ cr: OpaquePointer
  ) {
    let hairline = 1 / options.zoom
    var dashes = [4.0 / options.zoom * 1.5, 3.0 / options.zoom * 1.5]
    let font = FontSpec(pointSize: 11, lineHeight: 14, weight: 600)
    if options.showsMaximumOutline {
      cairo_save(cr)
      cairo_set_line_width(cr, hairline * 1.5)
      cairo_set_dash(cr, &dashes, 2, 0)
      cairo_rectangle(cr, 0, 0, scene.width, scene.maximumExpandedHeight)
      WidgetPainter.setColor(cr, palette.overlayMaximum)
      cairo_stroke(cr)
      cairo_restore(cr)
    }
    if options.showsCompactLine {
      cairo_save(cr)
      cairo_set_line_width(cr, hairline * 1.5)
      cairo_set_dash(cr, &dashes, 2, 0)
      cairo_move_to(cr, -WidgetPainter.margin / 2, scene.compactHeight)
      cairo_line_to(cr, scene.width + 6, scene.compactHeight)
      WidgetPainter.setColor(cr, palette.overlayCompact)
      cairo_stroke(cr)
      cairo_restore(cr)
    }
    guard options.showsDimensions else { return }
    let labelX = scene.width + 8
    label(
      "\(formatPoints(scene.width)) pt", x: 0, y: -WidgetPainter.headerHeight - 16, font, palette,
      cr)
    label("\(formatPoints(height))", x: labelX, y: max(0, height - 14), font, palette, cr)
    if options.showsCompactLine && abs(scene.compactHeight - height) > 14 {
      label(
        "\(formatPoints(scene.compactHeight))", x: labelX, y: scene.compactHeight - 14, font,
        Palette(overriding: palette, dimension: palette.overlayCompact), cr)
    }
    if options.showsMaximumOutline && abs(scene.maximumExpandedHeight - height) > 14 {
      label(
        "max \(formatPoints(scene.maximumExpandedHeight))", x: labelX,
        y: scene.maximumExpandedHeight - 14, font,
        Palette(overriding: palette, dimension: palette.overlayMaximum), cr)
    }
  }

  private static func label(
    _ text: String, x: Double, y: Double, _ font: FontSpec, _ palette: Palette,
    _ cr: OpaquePointer
  ) {
    let spec = TextSpec(text: text, font: font, numberOfLines: 1)
    WidgetPainter.drawText(
      spec, at: Rect(x: x, y: y, width: 200, height: 14), palette.dimension, cr)
  }
}

extension Palette {
  init(overriding base: Palette, dimension: Color) {
    self = base
    self.dimension = dimension
  }
}
