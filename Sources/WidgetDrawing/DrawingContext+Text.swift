import CPangoCairo
import PangoText
import StackLayout

/// Text, drawn with Pango only (never cairo's toy text API), laid out by
/// ``PangoTextMeasurer/shared``: the measurer the layout used, so lines wrap
/// and truncate exactly where the solver decided. Fonts are in user units
/// (the measurer works at 72 dpi: one point is one user unit).
extension DrawingContext {
  /// Draws `spec` wrapped at `width` (nil: no wrapping) with its first
  /// line's top at (`x`, `y`), in `color`.
  public func drawText(
    _ spec: TextSpec, wrappedAt width: Double?, x: Double, y: Double, _ color: Color
  ) {
    PangoTextMeasurer.shared.withLayout(spec, maxWidth: width) { layout in
      cairo_move_to(cr, x, y)
      setColor(color)
      pango_cairo_show_layout(cr, layout)
    }
  }

  /// Draws `spec` wrapped at `width` with its text's top at (`x`, `top`)
  /// and its first baseline `firstBaseline` below that (the iOS font's
  /// ascender, which the drawing font's own baseline is moved to), in `color`.
  public func drawText(
    _ spec: TextSpec, wrappedAt width: Double?, x: Double, top: Double, firstBaseline: Double,
    _ color: Color
  ) {
    PangoTextMeasurer.shared.withLayout(spec, maxWidth: width) { layout in
      let pangoBaseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
      cairo_move_to(cr, x, top + firstBaseline - pangoBaseline)
      setColor(color)
      pango_cairo_show_layout(cr, layout)
    }
  }

  /// Draws one unwrapped line of `text` in `font` with its baseline
  /// starting at (`x`, `baseline`), in `color`.
  public func drawLine(
    _ text: String, font: FontSpec, x: Double, baseline: Double, _ color: Color
  ) {
    let spec = TextSpec(text: text, font: font, numberOfLines: 1)
    let ascent = PangoTextMeasurer.shared.measure(spec, maxWidth: nil).firstBaseline
    drawText(spec, wrappedAt: nil, x: x, y: baseline - ascent, color)
  }

  /// The advance width of one unwrapped line of `text` in `font`, in user units.
  public func lineWidth(_ text: String, font: FontSpec) -> Double {
    PangoTextMeasurer.shared.measure(
      TextSpec(text: text, font: font, numberOfLines: 1), maxWidth: nil
    ).width
  }

  /// Draws `line` with its top-left corner at (`x`, `y`), in `color`.
  public func draw(_ line: TextLineLayout, x: Double, y: Double, _ color: Color) {
    cairo_move_to(cr, x, y)
    setColor(color)
    pango_cairo_show_layout(cr, line.layout)
  }
}
