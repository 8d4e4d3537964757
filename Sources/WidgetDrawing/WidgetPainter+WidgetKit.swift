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
    let base =
      style.colorScheme == .dark || style.renderingMode != .fullColor
      ? Palette.dark : Palette.light
    let rendering = WidgetKitRendering(mode: style.renderingMode, accent: base.tint)
    let card = Rect(
      x: 0, y: 0, width: scene.width / style.drawingScale, height: scene.height / style.drawingScale
    )
    let zoom = options.zoom * style.drawingScale
    context.save()
    context.scale(by: options.zoom)
    context.translate(x: margin, y: margin)
    context.scale(by: style.drawingScale)
    context.fillRoundedRectangle(card, radius: style.cornerRadius, rendering.background(base.card))
    context.withSavedState {
      context.clip(toRoundedRectangle: card, radius: style.cornerRadius)
      for element in scene.elements where !element.isGhost {
        let palette = rendering.palette(base, accentable: style.accentable.contains(element.id))
        var drawn = element
        if case .block(let color) = element.content {
          drawn.content = .block(
            rendering.color(color, accentable: style.accentable.contains(element.id)))
        }
        drawElement(drawn, palette: palette, zoom: zoom, context)
      }
    }
    let palette = base
    context.withSavedState {
      context.setLineWidth(1 / zoom)
      context.newPath()
      context.addRoundedRectangle(card, radius: style.cornerRadius)
      context.stroke(palette.separator)
      if style.content != card {
        context.setLineWidth(1 / zoom)
        context.setDash([3 / zoom, 3 / zoom])
        context.strokeRectangle(style.content, palette.overlayCompact)
      }
    }
    context.restore()
  }
}
