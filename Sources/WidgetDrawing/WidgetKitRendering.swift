import SizingModel

/// The colours of a WidgetKit rendering mode, as the HIG describes them
/// (hig-widgets, "Rendering modes"; an approximation, for seeing the
/// effect): full colour unchanged; accented: every view white but the
/// `widgetAccentable` ones, in the accent colour, over a dark background
/// tinted with it; vibrant: every colour white with its luminance as its
/// opacity (black vanishes), over a faint backing on a dark wallpaper.
struct WidgetKitRendering {
  let mode: WidgetRenderingMode
  /// The accent (tint) colour of the accented mode.
  let accent: Color

  /// The card's fill.
  func background(_ card: Color) -> Color {
    switch mode {
    case .fullColor: return card
    case .accented: return Color(accent.red * 0.25, accent.green * 0.25, accent.blue * 0.25)
    // A faint backing (white at 15 %) over a dark wallpaper (#1C1C22), opaque.
    case .vibrant: return Color(0.235, 0.235, 0.263)
    }
  }

  /// A view's colour in this mode.
  func color(_ color: Color, accentable: Bool) -> Color {
    switch mode {
    case .fullColor: return color
    case .accented:
      return accentable
        ? Color(accent.red, accent.green, accent.blue, color.alpha) : Color(1, 1, 1, color.alpha)
    case .vibrant:
      let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
      return Color(1, 1, 1, luminance * color.alpha)
    }
  }

  /// The palette a view is drawn with: each colour in this mode.
  func palette(_ base: Palette, accentable: Bool) -> Palette {
    guard mode != .fullColor else { return base }
    var palette = base
    palette.primaryText = color(base.primaryText, accentable: accentable)
    palette.secondaryText = color(base.secondaryText, accentable: accentable)
    palette.tint = color(base.tint, accentable: accentable)
    palette.separator = color(base.separator, accentable: accentable)
    palette.thumbnail = color(base.thumbnail, accentable: accentable)
    return palette
  }
}
