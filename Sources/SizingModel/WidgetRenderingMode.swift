/// How the system renders a WidgetKit widget's colours
/// (`WidgetRenderingMode`, iOS 16+): as designed, tinted, or vibrant.
public enum WidgetRenderingMode: String, NamedChoice {
  /// Colours as the widget sets them (the Home Screen, StandBy in light).
  case fullColor = "full-color"
  /// The tinted Home Screen (iOS 18+): every view in one monochrome colour
  /// but those marked `widgetAccentable()`, which take the accent colour;
  /// the background is removed.
  case accented
  /// The Lock Screen and StandBy in low light: desaturated, the luminance of
  /// each colour giving its opacity over the wallpaper.
  case vibrant
  public static let kind = "rendering mode"
}

/// Light or dark appearance (`colorScheme`).
public enum WidgetColorScheme: String, NamedChoice {
  case light
  case dark
  public static let kind = "appearance"
}
