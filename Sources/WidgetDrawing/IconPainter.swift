import StackLayout

/// Draws the embedded SVG line icons.
enum IconPainter {
  /// Strokes icon `name` centred in `frame`, as large as fits; an unknown
  /// name draws a rounded square outline instead.
  static func draw(_ name: String, in frame: Rect, color: Color, _ context: DrawingContext) {
    let side = min(frame.width, frame.height)
    guard side > 0 else { return }
    let x = frame.x + (frame.width - side) / 2
    let y = frame.y + (frame.height - side) / 2
    context.withSavedState {
      context.setColor(color)
      guard let paths = IconLibrary.icon(named: name) else {
        context.addRoundedRectangle(
          Rect(x: x, y: y, width: side, height: side), radius: side / 5)
        context.setLineWidth(max(1, side / 14))
        context.stroke()
        return
      }
      context.translate(x: x, y: y)
      context.scale(by: side / IconLibrary.viewBox)
      context.setLineWidth(1.8)
      context.setRoundLineEnds()
      for path in paths {
        context.newPath()
        for segment in path.segments {
          switch segment {
          case .move(let px, let py): context.move(toX: px, y: py)
          case .line(let px, let py): context.line(toX: px, y: py)
          case .cubic(let a, let b, let c, let d, let e, let f):
            context.curve(control1: (a, b), control2: (c, d), toX: e, y: f)
          case .close: context.closePath()
          }
        }
        context.stroke()
      }
    }
  }
}
