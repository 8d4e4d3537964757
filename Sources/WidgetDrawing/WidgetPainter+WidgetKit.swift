import StackLayout

extension WidgetPainter {
  /// Draws a WidgetKit scene as on the Home Screen: the family's frame as a
  /// rounded card with a hairline outline, no header, its views clipped to
  /// the card, and the content rectangle (the frame less its margins) as a
  /// dashed overlay. The canvas has ``margin`` points around the card.
  static func drawWidgetKit(
    _ scene: WidgetScene, style: WidgetScene.WidgetKitStyle, options: DrawingOptions,
    into context: DrawingContext
  ) {
    let palette = Palette.light
    let card = Rect(x: 0, y: 0, width: scene.width, height: scene.height)
    context.save()
    context.scale(by: options.zoom)
    context.translate(x: margin, y: margin)
    context.fillRoundedRectangle(card, radius: style.cornerRadius, palette.card)
    context.withSavedState {
      context.clip(toRoundedRectangle: card, radius: style.cornerRadius)
      for element in scene.elements where !element.isGhost {
        drawElement(element, palette: palette, zoom: options.zoom, context)
      }
    }
    context.withSavedState {
      context.setLineWidth(1 / options.zoom)
      context.newPath()
      context.addRoundedRectangle(card, radius: style.cornerRadius)
      context.stroke(palette.separator)
      if style.content != card {
        context.setLineWidth(1 / options.zoom)
        context.setDash([3 / options.zoom, 3 / options.zoom])
        context.strokeRectangle(style.content, palette.overlayCompact)
      }
    }
    context.restore()
  }
}
