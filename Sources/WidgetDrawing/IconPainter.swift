import CGtk
import StackLayout

/// Draws the embedded SVG line icons with cairo.
enum IconPainter {
  /// Strokes icon `name` centred in `frame`, as large as fits; an unknown
  /// name draws a rounded square with the name's first letter.
  static func draw(_ name: String, in frame: Rect, color: Color, _ cr: OpaquePointer) {
    let side = min(frame.width, frame.height)
    guard side > 0 else { return }
    let x = frame.x + (frame.width - side) / 2
    let y = frame.y + (frame.height - side) / 2
    cairo_save(cr)
    WidgetPainter.setColor(cr, color)
    guard let paths = IconLibrary.icon(named: name) else {
      WidgetPainter.roundedRect(cr, x, y, side, side, radius: side / 5)
      cairo_set_line_width(cr, max(1, side / 14))
      cairo_stroke(cr)
      cairo_restore(cr)
      return
    }
    cairo_translate(cr, x, y)
    let scale = side / IconLibrary.viewBox
    cairo_scale(cr, scale, scale)
    cairo_set_line_width(cr, 1.8)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    for path in paths {
      cairo_new_path(cr)
      for segment in path.segments {
        switch segment {
        case .move(let px, let py): cairo_move_to(cr, px, py)
        case .line(let px, let py): cairo_line_to(cr, px, py)
        case .cubic(let a, let b, let c, let d, let e, let f): cairo_curve_to(cr, a, b, c, d, e, f)
        case .close: cairo_close_path(cr)
        }
      }
      cairo_stroke(cr)
    }
    cairo_restore(cr)
  }
}
