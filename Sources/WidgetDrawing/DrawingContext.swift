import CPangoCairo
import StackLayout

/// A typed handle on a cairo context (`cairo_t`) for the painters: state,
/// transforms, colours, paths, filling, stroking and clipping. Text is drawn
/// with Pango only (see `DrawingContext+Text.swift`).
///
/// Lengths are in the context's current user units: pixels until a painter
/// scales the context (``scale(by:)``), points after scaling by the zoom.
/// The context does not own the `cairo_t`; whoever created it destroys it
/// (GTK for a drawing area, ``ImageSurface`` for an image).
public struct DrawingContext {
  /// The wrapped `cairo_t`.
  let cr: OpaquePointer

  /// Wraps a `cairo_t` (for example the one a `GtkDrawingArea` draw
  /// function receives) without taking ownership.
  public init(cairo: OpaquePointer) {
    cr = cairo
  }

  // MARK: - State and transforms

  /// Saves the state (source, line style, clip, transform) on cairo's stack.
  public func save() { cairo_save(cr) }

  /// Restores the state saved by the matching ``save()``.
  public func restore() { cairo_restore(cr) }

  /// Runs `body` between ``save()`` and ``restore()``.
  public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    return try body()
  }

  /// Moves the origin by (`x`, `y`) user units.
  public func translate(x: Double, y: Double) { cairo_translate(cr, x, y) }

  /// Scales user units by `factor` on both axes (a zoom).
  public func scale(by factor: Double) { cairo_scale(cr, factor, factor) }

  // MARK: - Colour and painting

  /// Makes `color` the source for the next fill, stroke, paint or text.
  public func setColor(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  /// Fills the whole clip region with `color`.
  public func paint(_ color: Color) {
    setColor(color)
    cairo_paint(cr)
  }

  /// Draws everything `body` draws as one layer, then paints that layer
  /// at `alpha` (0…1) inside `clip` (user units) only.
  public func paintGroup(alpha: Double, clippedTo clip: Rect, _ body: () -> Void) {
    cairo_push_group(cr)
    body()
    cairo_pop_group_to_source(cr)
    addRectangle(clip)
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, alpha)
    cairo_reset_clip(cr)
  }

  // MARK: - Paths

  /// Starts a new, empty path.
  public func newPath() { cairo_new_path(cr) }

  /// Begins a subpath at (`x`, `y`).
  public func move(toX x: Double, y: Double) { cairo_move_to(cr, x, y) }

  /// Adds a straight segment to (`x`, `y`).
  public func line(toX x: Double, y: Double) { cairo_line_to(cr, x, y) }

  /// Adds a cubic Bézier segment with control points 1 and 2 ending at (`x`, `y`).
  public func curve(
    control1: (x: Double, y: Double), control2: (x: Double, y: Double), toX x: Double, y: Double
  ) {
    cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, x, y)
  }

  /// Closes the current subpath with a straight segment to its start.
  public func closePath() { cairo_close_path(cr) }

  /// Adds a rectangle to the path.
  public func addRectangle(_ rect: Rect) {
    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
  }

  /// Adds a rectangle with corners rounded by `radius` (at most half the
  /// shorter side) to the path, as a closed subpath.
  public func addRoundedRectangle(_ rect: Rect, radius: Double) {
    let r = min(radius, rect.width / 2, rect.height / 2)
    let (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  /// Adds a full circle of `radius` around (`x`, `y`) to the path.
  public func addCircle(centerX x: Double, y: Double, radius: Double) {
    cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
  }

  // MARK: - Filling, stroking, clipping

  /// Fills the path with the current source and clears it.
  public func fill() { cairo_fill(cr) }

  /// Fills the path with `color` and clears it.
  public func fill(_ color: Color) {
    setColor(color)
    cairo_fill(cr)
  }

  /// Strokes the path with the current source and line style and clears it.
  public func stroke() { cairo_stroke(cr) }

  /// Strokes the path with `color` and clears it.
  public func stroke(_ color: Color) {
    setColor(color)
    cairo_stroke(cr)
  }

  /// Fills `rect` with `color`.
  public func fillRectangle(_ rect: Rect, _ color: Color) {
    addRectangle(rect)
    fill(color)
  }

  /// Fills `rect` with corners rounded by `radius` with `color`.
  public func fillRoundedRectangle(_ rect: Rect, radius: Double, _ color: Color) {
    addRoundedRectangle(rect, radius: radius)
    fill(color)
  }

  /// Strokes the outline of `rect` with `color` and the current line style.
  public func strokeRectangle(_ rect: Rect, _ color: Color) {
    addRectangle(rect)
    stroke(color)
  }

  /// The width of stroked lines, in user units.
  public func setLineWidth(_ width: Double) { cairo_set_line_width(cr, width) }

  /// Round caps and joins for the lines stroked next (icon strokes).
  public func setRoundLineEnds() {
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
  }

  /// Dashes for the lines stroked next: on and off lengths in user units,
  /// repeating, starting at the line's start.
  public func setDash(_ pattern: [Double]) {
    var lengths = pattern
    cairo_set_dash(cr, &lengths, Int32(lengths.count), 0)
  }

  /// Restricts drawing to the intersection of the clip and `rect`.
  public func clip(to rect: Rect) {
    addRectangle(rect)
    cairo_clip(cr)
  }

  /// Restricts drawing to `rect` with corners rounded by `radius`.
  public func clip(toRoundedRectangle rect: Rect, radius: Double) {
    addRoundedRectangle(rect, radius: radius)
    cairo_clip(cr)
  }
}
