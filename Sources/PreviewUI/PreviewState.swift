import SizingModel

/// How large the canvas draws the widget.
public enum PreviewZoom: String, NamedChoice {
  /// As large as fits the canvas (never below 0.25×, never above 3×).
  case fit
  case one = "1"
  case two = "2"
  public static let kind = "zoom"

  /// The label in the zoom dropdown.
  public var title: String {
    switch self {
    case .fit: return "Fit"
    case .one: return "1×"
    case .two: return "2×"
    }
  }

  /// The zoom after Zoom In (Fit → 1× → 2×), Zoom Out (2× → 1× → Fit) or
  /// Actual Size (1×); the ends stay where they are.
  public func stepped(_ step: ZoomStep) -> PreviewZoom {
    switch (step, self) {
    case (.actualSize, _): return .one
    case (.larger, .fit): return .one
    case (.larger, _): return .two
    case (.smaller, .two): return .one
    case (.smaller, _): return .fit
    }
  }
}

/// A zoom shortcut: Ctrl+plus, Ctrl+minus, Ctrl+0.
public enum ZoomStep: Sendable {
  case larger, smaller, actualSize
}

/// Everything the preview's controls set. A value: each change makes a new
/// state, which the engine turns into a layout.
public struct PreviewState: Sendable, Equatable {
  /// Today widget (iOS 9–13) or WidgetKit (iOS 14+): which part of the
  /// description is shown.
  public var host = WidgetHostKind.today
  /// The WidgetKit family shown in WidgetKit mode.
  public var family = WidgetFamily.systemSmall
  public var deviceID = "iphone-8"
  public var orientation = Orientation.portrait
  public var location = WidgetLocation.todayView
  public var os = OSVersion.iOS13
  public var category = ContentSizeCategory.default
  public var mode = DisplayMode.compact
  /// Recents the widget has, 0…8; nil: the description's count.
  public var recents: Int?
  /// Quick-action buttons, 1…4; nil: the description's count.
  public var quickActions: Int?
  /// The iOS Settings switch: 12 slider stops instead of 7.
  public var largerAccessibilitySizes = false
  public var zoom = PreviewZoom.one
  public var showsCompactLine = true
  public var showsMaximumOutline = true
  public var showsDimensions = true
  public var showsGhosts = true
  /// The WidgetKit screen shown (`402x874`); nil: the device's screen.
  public var widgetKitScreenID: String?
  /// The WidgetKit environment: iOS 14 … 18 or 26, the placement (nil: the
  /// family's default there) and the Home Screen's icon size.
  public var widgetKitOS = OSVersion.iOS18
  public var placement: WidgetPlacement?
  public var icons = HomeScreenIcons.small
  /// How the WidgetKit widget is drawn, as `sizing-cli render
  /// --rendering-mode` and `--appearance`: full colour, accented (tinted
  /// Home Screen) or vibrant (Lock Screen, StandBy); light or dark.
  public var renderingMode = WidgetRenderingMode.fullColor
  public var appearance = WidgetColorScheme.light

  public init() {}

  /// The text-size slider's stops: 7, or 12 with Larger Accessibility Sizes.
  public var sliderCategories: [ContentSizeCategory] {
    largerAccessibilitySizes ? ContentSizeCategory.allCases : ContentSizeCategory.standardCases
  }

  /// Turns the switch on or off; turning it off moves an AX category to xxxL,
  /// as iOS does.
  public mutating func setLargerAccessibilitySizes(_ on: Bool) {
    largerAccessibilitySizes = on
    if !on && category.isAccessibility { category = .extraExtraExtraLarge }
  }
}
