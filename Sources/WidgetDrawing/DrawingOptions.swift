/// What the painter draws besides the widget itself, and how big.
public struct DrawingOptions: Sendable, Equatable {
  /// Device-independent zoom: 1 draws one point as one pixel.
  public var zoom: Double
  /// The dashed line at the compact height.
  public var showsCompactLine: Bool
  /// The dashed outline of the maximum expanded size.
  public var showsMaximumOutline: Bool
  /// Width and height labels beside the widget.
  public var showsDimensions: Bool
  /// Rows that did not fit, drawn faintly below the cut.
  public var showsGhosts: Bool
  /// Draws the widget this tall instead of `scene.height` (for animating
  /// between heights); nil uses the scene's height.
  public var animatedHeight: Double?

  public init(
    zoom: Double = 1, showsCompactLine: Bool = true, showsMaximumOutline: Bool = true,
    showsDimensions: Bool = true, showsGhosts: Bool = true, animatedHeight: Double? = nil
  ) {
    self.zoom = zoom
    self.showsCompactLine = showsCompactLine
    self.showsMaximumOutline = showsMaximumOutline
    self.showsDimensions = showsDimensions
    self.showsGhosts = showsGhosts
    self.animatedHeight = animatedHeight
  }

  /// Only the widget: no overlays (for contact sheets and pixel tests).
  public static func plain(zoom: Double) -> DrawingOptions {
    DrawingOptions(
      zoom: zoom, showsCompactLine: false, showsMaximumOutline: false, showsDimensions: false,
      showsGhosts: false)
  }
}
