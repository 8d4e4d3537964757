import SizingModel
import StackLayout

/// Everything the painter needs to draw one laid-out Today widget, in points.
///
/// Coordinates are relative to the top-left corner of the widget's content
/// area (below the system header). The layout decides every frame; the
/// painter only draws what it is given, so the preview, `sizing-cli render`
/// and the tests show exactly what the solver computed.
public struct WidgetScene: Sendable, Equatable {
  /// One thing to draw.
  public enum Content: Sendable, Equatable {
    /// An icon from `Resources/icons/<name>.svg`, fitted into the frame.
    case icon(name: String)
    /// A label: its text and font as measured; drawn wrapped at the frame's
    /// width and cut to the lines that fit the frame's height.
    case text(TextSpec, secondary: Bool)
    /// A hairline separator along the frame's top edge.
    case separator
    /// A document thumbnail placeholder (rounded, tinted); also a
    /// version-2 image whose name is not a bundled icon.
    case thumbnail
    /// A version-2 view's fill colour over its frame.
    case block(Color)
  }

  /// A drawable with its frame.
  public struct Element: Sendable, Equatable {
    public var id: String
    public var frame: Rect
    public var content: Content
    /// True for content that did not fit (drawn ghosted below the cut).
    public var isGhost: Bool

    public init(id: String, frame: Rect, content: Content, isGhost: Bool = false) {
      self.id = id
      self.frame = frame
      self.content = content
      self.isGhost = isGhost
    }
  }

  /// How a WidgetKit widget is drawn: as on the Home Screen, a rounded
  /// rectangle of the family's frame with no header, its content margins
  /// shown as an overlay.
  public struct WidgetKitStyle: Sendable, Equatable {
    /// The content rectangle in the frame, in points.
    public var content: Rect
    /// The rounded rectangle's corner radius, in points (illustrative: no
    /// radius is modelled).
    public var cornerRadius: Double
    /// How much the layout is scaled to the size people see (an iPad's
    /// canvas into its device frame, StandBy's small widget up); the scene's
    /// width and height are the shown size.
    public var drawingScale: Double = 1
    /// Full colour, accented (tinted Home Screen) or vibrant (Lock Screen).
    public var renderingMode: WidgetRenderingMode = .fullColor
    /// Light or dark appearance.
    public var colorScheme: WidgetColorScheme = .light
    /// The ids of the views marked `widgetAccentable`.
    public var accentable: Set<String> = []

    public init(content: Rect, cornerRadius: Double) {
      self.content = content
      self.cornerRadius = cornerRadius
    }
  }

  /// Set for a WidgetKit widget (no header, a fixed frame); nil for a Today widget.
  public var widgetKit: WidgetKitStyle?

  /// The app name shown in the header, for example "PDF Viewer".
  public var appName: String
  /// The header button's title ("Show More" / "Show Less"), nil when the
  /// widget offers no expanded mode.
  public var modeButtonTitle: String?
  /// Widget width in points.
  public var width: Double
  /// The compact height in points (the quick-action section).
  public var compactHeight: Double
  /// The tallest the widget may be when expanded, in points.
  public var maximumExpandedHeight: Double
  /// The height the widget shows now (preferredContentSize.height), points.
  public var height: Double
  /// iOS 9's dark Notification Center style instead of iOS 10's light one.
  public var isDark: Bool
  /// Everything inside the widget, ghosts included.
  public var elements: [Element]

  public init(
    appName: String, modeButtonTitle: String?, width: Double, compactHeight: Double,
    maximumExpandedHeight: Double, height: Double, isDark: Bool, elements: [Element]
  ) {
    self.appName = appName
    self.modeButtonTitle = modeButtonTitle
    self.width = width
    self.compactHeight = compactHeight
    self.maximumExpandedHeight = maximumExpandedHeight
    self.height = height
    self.isDark = isDark
    self.elements = elements
  }

  /// The lowest edge of anything drawn (ghosts included), in points.
  public var contentBottom: Double {
    elements.map(\.frame.maxY).max() ?? 0
  }
}
