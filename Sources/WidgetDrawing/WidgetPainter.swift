import CGtk
import PangoText
import StackLayout

/// Draws a ``WidgetScene`` with cairo and Pango into any `cairo_t`: a GTK
/// drawing area, or an image surface with no display at all.
///
/// The canvas, in points (multiplied by `zoom` for pixels): a margin, the
/// system header band (app name and Show More / Show Less), then the widget's
/// content area of `scene.height`, plus room for overlays. Text is drawn
/// with ``PangoTextMeasurer/shared``, the measurer the layout used, so lines
/// wrap and truncate exactly where the solver decided.
public enum WidgetPainter {
  /// The system header above the widget's content (iOS 10 style), points.
  public static let headerHeight = 36.0
  /// The card's corner radius, points.
  public static let cornerRadius = 13.0
  /// Space around the widget, points.
  public static let margin = 12.0
  /// Extra space on the right for the height labels, points.
  public static let dimensionGutter = 64.0
  /// Extra space on top for the width label, points.
  public static let dimensionHeader = 18.0

  /// Where the content area's top-left corner lands, in points from the
  /// canvas origin (before zoom).
  public static func contentOrigin(_ options: DrawingOptions) -> (x: Double, y: Double) {
    (margin, margin + (options.showsDimensions ? dimensionHeader : 0) + headerHeight)
  }

  /// The canvas size in pixels that ``draw(_:options:into:)`` fills.
  public static func canvasSize(_ scene: WidgetScene, options: DrawingOptions) -> (
    width: Double, height: Double
  ) {
    let origin = contentOrigin(options)
    var bottom = options.animatedHeight ?? scene.height
    if options.showsMaximumOutline { bottom = max(bottom, scene.maximumExpandedHeight) }
    if options.showsGhosts { bottom = max(bottom, scene.contentBottom) }
    if options.showsCompactLine { bottom = max(bottom, scene.compactHeight) }
    let width = origin.x + scene.width + margin + (options.showsDimensions ? dimensionGutter : 0)
    return (width * options.zoom, (origin.y + bottom + margin) * options.zoom)
  }

  /// Draws the scene with its top-left canvas corner at the current origin
  /// of `cr` (pixels). Leaves the cairo state as it found it.
  public static func draw(_ scene: WidgetScene, options: DrawingOptions, into cr: OpaquePointer) {
    let palette = scene.isDark ? Palette.dark : Palette.light
    let origin = contentOrigin(options)
    let height = options.animatedHeight ?? scene.height
    cairo_save(cr)
    cairo_scale(cr, options.zoom, options.zoom)
    cairo_translate(cr, origin.x, origin.y)
    drawCard(scene, height: height, palette: palette, zoom: options.zoom, cr)
    drawHeader(scene, palette: palette, cr)
    cairo_save(cr)
    cairo_rectangle(cr, 0, 0, scene.width, height)
    cairo_clip(cr)
    for element in scene.elements where !element.isGhost && element.frame.y < height {
      drawElement(element, palette: palette, zoom: options.zoom, cr)
    }
    cairo_restore(cr)
    if options.showsGhosts {
      cairo_push_group(cr)
      for element in scene.elements where element.isGhost || element.frame.maxY > height {
        guard element.frame.maxY > height else { continue }
        drawElement(element, palette: palette, zoom: options.zoom, cr)
      }
      cairo_pop_group_to_source(cr)
      cairo_rectangle(cr, 0, height, scene.width, 100_000)
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, 0.3)
      cairo_reset_clip(cr)
    }
    OverlayPainter.draw(scene, height: height, options: options, palette: palette, cr)
    cairo_restore(cr)
  }

  private static func drawCard(
    _ scene: WidgetScene, height: Double, palette: Palette, zoom: Double, _ cr: OpaquePointer
  ) {
    let top = -headerHeight
    roundedRect(cr, 0, top, scene.width, height + headerHeight, radius: cornerRadius)
    setColor(cr, palette.card)
    cairo_fill(cr)
    cairo_save(cr)
    roundedRect(cr, 0, top, scene.width, height + headerHeight, radius: cornerRadius)
    cairo_clip(cr)
    cairo_rectangle(cr, 0, top, scene.width, headerHeight)
    setColor(cr, palette.header)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  private static let modeButtonFont = FontSpec(pointSize: 13, lineHeight: 18)

  /// The header's Show More / Show Less title, in content coordinates
  /// (points; negative y: the header sits above the content); nil when the
  /// widget offers no expanded mode.
  public static func modeButtonFrame(_ scene: WidgetScene) -> Rect? {
    guard let title = scene.modeButtonTitle else { return nil }
    let button = TextSpec(text: title, font: modeButtonFont, numberOfLines: 1)
    let width = PangoTextMeasurer.shared.measure(button, maxWidth: nil).width
    let top = -headerHeight + (headerHeight - 18) / 2
    return Rect(x: scene.width - 12 - width, y: top, width: width + 1, height: 18)
  }

  private static func drawHeader(_ scene: WidgetScene, palette: Palette, _ cr: OpaquePointer) {
    let font = FontSpec(pointSize: 13, lineHeight: 18, weight: 600)
    let top = -headerHeight + (headerHeight - 18) / 2
    roundedRect(cr, 10, -headerHeight + 8, 20, 20, radius: 5)
    setColor(cr, palette.tint)
    cairo_fill(cr)
    let name = TextSpec(text: scene.appName.uppercased(), font: font, numberOfLines: 1)
    drawText(
      name, at: Rect(x: 38, y: top, width: scene.width - 140, height: 18), palette.secondaryText, cr
    )
    guard let title = scene.modeButtonTitle, let frame = modeButtonFrame(scene) else { return }
    let button = TextSpec(text: title, font: modeButtonFont, numberOfLines: 1)
    drawText(button, at: frame, palette.tint, cr)
  }

  static func drawElement(
    _ element: WidgetScene.Element, palette: Palette, zoom: Double, _ cr: OpaquePointer
  ) {
    let frame = element.frame
    switch element.content {
    case .icon(let name):
      IconPainter.draw(name, in: frame, color: palette.tint, cr)
    case .text(let spec, let secondary):
      drawText(spec, at: frame, secondary ? palette.secondaryText : palette.primaryText, cr)
    case .separator:
      cairo_rectangle(cr, frame.x, frame.y, frame.width, max(frame.height, 1 / zoom))
      setColor(cr, palette.separator)
      cairo_fill(cr)
    case .thumbnail:
      roundedRect(cr, frame.x, frame.y, frame.width, frame.height, radius: 4)
      setColor(cr, palette.thumbnail)
      cairo_fill(cr)
    }
  }

  /// Draws a label wrapped at its frame's width, showing only the lines that
  /// fit its frame's height (as UILabel does when compressed).
  static func drawText(_ spec: TextSpec, at frame: Rect, _ color: Color, _ cr: OpaquePointer) {
    let shown = drawnText(spec, in: frame)
    PangoTextMeasurer.shared.withLayout(shown.spec, maxWidth: shown.width) { layout in
      cairo_move_to(cr, frame.x, frame.y)
      setColor(cr, color)
      pango_cairo_show_layout(cr, layout)
    }
  }

  /// What a label in `frame` is drawn as: the spec with its line limit cut
  /// to the lines that fit the frame's height, wrapped at the frame's width
  /// (points). Measuring this gives the lines and truncation on screen.
  public static func drawnText(_ spec: TextSpec, in frame: Rect) -> (spec: TextSpec, width: Double)
  {
    var shown = spec
    let fitting = max(1, Int((frame.height + 0.5) / spec.font.lineHeight))
    if shown.numberOfLines == 0 || shown.numberOfLines > fitting { shown.numberOfLines = fitting }
    return (shown, frame.width + 0.001)
  }

  static func setColor(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  static func roundedRect(
    _ cr: OpaquePointer, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    radius: Double
  ) {
    let r = min(radius, width / 2, height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
