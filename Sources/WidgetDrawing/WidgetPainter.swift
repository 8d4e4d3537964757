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
    if scene.widgetKit != nil {
      // No header and no overlays outside the frame: a margin around the card.
      return (
        (scene.width + 2 * margin) * options.zoom, (scene.height + 2 * margin) * options.zoom
      )
    }
    let origin = contentOrigin(options)
    var bottom = options.animatedHeight ?? scene.height
    if options.showsMaximumOutline { bottom = max(bottom, scene.maximumExpandedHeight) }
    if options.showsGhosts { bottom = max(bottom, scene.contentBottom) }
    if options.showsCompactLine { bottom = max(bottom, scene.compactHeight) }
    let width = origin.x + scene.width + margin + (options.showsDimensions ? dimensionGutter : 0)
    return (width * options.zoom, (origin.y + bottom + margin) * options.zoom)
  }

  /// Draws the scene with its top-left canvas corner at the current origin
  /// of `cr` (a `cairo_t`, pixels). Leaves the cairo state as it found it.
  public static func draw(_ scene: WidgetScene, options: DrawingOptions, into cr: OpaquePointer) {
    draw(scene, options: options, into: DrawingContext(cairo: cr))
  }

  /// Draws the scene with its top-left canvas corner at the current origin
  /// of `context` (pixels). Leaves the context's state as it found it.
  public static func draw(
    _ scene: WidgetScene, options: DrawingOptions, into context: DrawingContext
  ) {
    if let style = scene.widgetKit {
      drawWidgetKit(scene, style: style, options: options, into: context)
      return
    }
    let palette = scene.isDark ? Palette.dark : Palette.light
    let origin = contentOrigin(options)
    let height = options.animatedHeight ?? scene.height
    context.save()
    context.scale(by: options.zoom)
    context.translate(x: origin.x, y: origin.y)
    drawCard(scene, height: height, palette: palette, context)
    drawHeader(scene, palette: palette, context)
    context.withSavedState {
      // The content stays inside the card's rounded outline: the last visible
      // row's separator lies along the card's bottom edge and would otherwise
      // cross the rounded corners.
      context.clip(to: Rect(x: 0, y: 0, width: scene.width, height: height))
      context.clip(toRoundedRectangle: card(scene, height: height), radius: cornerRadius)
      for element in scene.elements where !element.isGhost && element.frame.y < height {
        drawElement(element, palette: palette, zoom: options.zoom, context)
      }
    }
    if options.showsGhosts {
      let below = Rect(x: 0, y: height, width: scene.width, height: 100_000)
      context.paintGroup(alpha: 0.3, clippedTo: below) {
        for element in scene.elements where element.isGhost || element.frame.maxY > height {
          guard element.frame.maxY > height else { continue }
          drawElement(element, palette: palette, zoom: options.zoom, context)
        }
      }
    }
    OverlayPainter.draw(scene, height: height, options: options, palette: palette, context)
    context.restore()
  }

  private static func drawCard(
    _ scene: WidgetScene, height: Double, palette: Palette, _ context: DrawingContext
  ) {
    let card = card(scene, height: height)
    context.fillRoundedRectangle(card, radius: cornerRadius, palette.card)
    context.withSavedState {
      context.clip(toRoundedRectangle: card, radius: cornerRadius)
      context.fillRectangle(
        Rect(x: 0, y: -headerHeight, width: scene.width, height: headerHeight), palette.header)
    }
  }

  /// The card's outline (header and content), in content coordinates (points).
  private static func card(_ scene: WidgetScene, height: Double) -> Rect {
    Rect(x: 0, y: -headerHeight, width: scene.width, height: height + headerHeight)
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

  private static func drawHeader(_ scene: WidgetScene, palette: Palette, _ context: DrawingContext)
  {
    let font = FontSpec(pointSize: 13, lineHeight: 18, weight: 600)
    let top = -headerHeight + (headerHeight - 18) / 2
    context.fillRoundedRectangle(
      Rect(x: 10, y: -headerHeight + 8, width: 20, height: 20), radius: 5, palette.tint)
    let name = TextSpec(text: scene.appName.uppercased(), font: font, numberOfLines: 1)
    drawText(
      name, at: Rect(x: 38, y: top, width: scene.width - 140, height: 18), palette.secondaryText,
      context)
    guard let title = scene.modeButtonTitle, let frame = modeButtonFrame(scene) else { return }
    let button = TextSpec(text: title, font: modeButtonFont, numberOfLines: 1)
    drawText(button, at: frame, palette.tint, context)
  }

  static func drawElement(
    _ element: WidgetScene.Element, palette: Palette, zoom: Double, _ context: DrawingContext
  ) {
    let frame = element.frame
    switch element.content {
    case .icon(let name):
      IconPainter.draw(name, in: frame, color: palette.tint, context)
    case .text(let spec, let secondary):
      drawText(spec, at: frame, secondary ? palette.secondaryText : palette.primaryText, context)
    case .separator:
      // At least one pixel high, growing upwards: it stays in its row.
      var line = frame
      line.height = max(frame.height, 1 / zoom)
      line.y = frame.maxY - line.height
      context.fillRectangle(line, palette.separator)
    case .thumbnail:
      context.fillRoundedRectangle(frame, radius: 4, palette.thumbnail)
    case .block(let color):
      context.fillRectangle(frame, color)
    }
  }

  /// Draws a label as UILabel does: wrapped at its frame's width, shrunk or
  /// tightened as its measurement says, only the lines that fit its frame's
  /// height, centred vertically in the frame (`top`: from the frame's top)
  /// and clipped to it; a frame without area draws nothing.
  static func drawText(
    _ spec: TextSpec, at frame: Rect, _ color: Color, _ context: DrawingContext,
    centred: Bool = true
  ) {
    guard frame.width > 0, frame.height > 0 else { return }
    let shown = drawnText(spec, in: frame)
    let metrics = PangoTextMeasurer.shared.measure(shown.spec, maxWidth: shown.width)
    let top = centred ? frame.y + (frame.height - metrics.height) / 2 : frame.y
    context.withSavedState {
      context.clip(to: frame)
      context.drawText(
        shown.spec, wrappedAt: shown.width, x: frame.x, top: top,
        firstBaseline: metrics.firstBaseline, color)
    }
  }

  /// What a label in `frame` is drawn as: the spec as fitted at the frame's
  /// width (shrunk or tightened), its line limit cut to the lines that fit
  /// the frame's height, wrapped at the frame's width (points). Measuring
  /// this gives the lines and truncation on screen.
  public static func drawnText(_ spec: TextSpec, in frame: Rect) -> (spec: TextSpec, width: Double)
  {
    let width = frame.width + 0.001
    var shown = spec.drawn(as: PangoTextMeasurer.shared.measure(spec, maxWidth: width))
    let fitting = max(
      1, Int((frame.height + 0.5 + shown.lineAdvance - shown.font.lineHeight) / shown.lineAdvance))
    if shown.numberOfLines == 0 || shown.numberOfLines > fitting { shown.numberOfLines = fitting }
    return (shown, width)
  }
}
