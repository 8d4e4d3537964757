import SizingModel

/// What a Today widget shows and how its views are styled: the input of
/// ``TodayWidgetLayout``. Read it from JSON with ``parse(_:)`` or
/// ``init(contentsOf:)``; the schema is in WidgetDescriptions.md.
///
/// All lengths are in points.
public struct WidgetDescription: Sendable, Equatable {
  /// A button in the quick-action row: an icon over a label.
  public struct QuickAction: Sendable, Equatable {
    public var title: String
    /// The icon's name; renderers look it up in `Resources/`.
    public var icon: String

    public init(title: String, icon: String) {
      self.title = title
      self.icon = icon
    }
  }

  /// A row of the recents list: a thumbnail, a title and a subtitle.
  public struct Recent: Sendable, Equatable {
    public var title: String
    public var subtitle: String

    public init(title: String, subtitle: String) {
      self.title = title
      self.subtitle = subtitle
    }
  }

  /// How the quick-action row is built.
  public struct ActionStyle: Sendable, Equatable {
    /// The icon's side, in points (icons are square).
    public var iconSize: Double = 32
    /// Space between the icon and its label, in points.
    public var iconSpacing: Double = 4
    /// Space between two buttons, in points.
    public var spacing: Double = 8
    /// Margins of the row inside the compact section, in points.
    public var insets = Insets(top: 8, leading: 16, bottom: 8, trailing: 16)
    /// The labels' Dynamic Type style.
    public var labelStyle: TextStyle = .caption1
    /// UILabel's `numberOfLines` for the labels; 0 means unlimited.
    public var numberOfLines = 2
    /// How the buttons sit in the compact section (the row stack's
    /// alignment): `center` (default) centres each button, so buttons whose
    /// labels wrap differently have icons at different heights; `top` and
    /// `bottom` line the icons or the labels up; `fill` stretches every
    /// button to the section's height.
    public var alignment: ActionAlignment = .center

    public init() {}
  }

  /// The quick-action row's alignment across its axis.
  public enum ActionAlignment: String, Sendable, Equatable, CaseIterable {
    case top
    case center
    case bottom
    case fill
  }

  /// How a recents row is built (a self-sizing table view cell).
  public struct RowStyle: Sendable, Equatable {
    /// The thumbnail's size in points.
    public var thumbnailWidth: Double = 30
    public var thumbnailHeight: Double = 40
    /// The cell content's margins, in points.
    public var padding = Insets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// Space between the thumbnail and the text, in points.
    public var spacing: Double = 12
    /// Space between the title and the subtitle, in points.
    public var textSpacing: Double = 2
    public var titleStyle: TextStyle = .body
    public var subtitleStyle: TextStyle = .caption1
    /// `numberOfLines` of the title and the subtitle; 0 means unlimited.
    public var titleLines = 1
    public var subtitleLines = 1
    /// Whether rows have a one-pixel separator below them (UITableView's default).
    public var separator = true

    public init() {}
  }

  /// The app's name, drawn in the widget's header by renderers.
  public var appName: String
  public var quickActions: [QuickAction]
  public var recents: [Recent]
  /// The most recents rows the widget ever shows.
  public var maxRows = 4
  public var actionStyle = ActionStyle()
  public var rowStyle = RowStyle()
  /// Optional: the most lines a quick-action label should wrap to; `check`
  /// reports labels that need more. nil: no limit beyond `numberOfLines`.
  public var labelLines: Int?
  /// Optional: the narrowest widget, in points, the design supports; `check`
  /// reports environments that are narrower.
  public var minimumWidth: Double?
  /// iOS 9: true when `widgetMarginInsets(forProposedMarginInsets:)` returns
  /// zero insets, so the content starts at x = 0 instead of the 47-pt inset.
  public var marginInsetsOptOut = false
  /// A version-2 description's views (any stack tree, a list or a body), as
  /// its reader read them; nil for version 1, whose shape is the quick-action
  /// row and recents. Layout reads ``viewTree(quickActions:)``, either way.
  public var tree: WidgetTree?
  /// A version-2 description's WidgetKit widget: its view tree per family;
  /// nil when it describes a Today widget only.
  public var widgetKit: WidgetKitTrees?

  public init(appName: String, quickActions: [QuickAction], recents: [Recent]) {
    self.appName = appName
    self.quickActions = quickActions
    self.recents = recents
  }

  /// The PDF viewer's widget shipped in `Data/reference-widget.json`.
  public static let reference: WidgetDescription = {
    guard let text = WidgetSizes.embeddedFile(referenceFileName) else {
      fatalError("\(referenceFileName) is not embedded; the build is broken")
    }
    do {
      return try parse(text)
    } catch {
      fatalError("\(referenceFileName) is invalid: \(error)")
    }
  }()

  /// The embedded file name of ``reference``.
  public static let referenceFileName = "reference-widget.json"

  /// The view tree layout, checks and drawing read, whatever the format: a
  /// version-2 description's ``tree``, or the version-1 template's
  /// (``TemplateTree``) with `quickActions` buttons (nil: one per quick
  /// action; at most ``maximumQuickActions``).
  public func viewTree(quickActions: Int? = nil) -> WidgetTree {
    if let tree { return tree }
    let count = min(max(quickActions ?? self.quickActions.count, 0), Self.maximumQuickActions)
    return TemplateTree.tree(self, actions: count)
  }

  /// The quick action shown in button `index`; with more buttons than
  /// actions (the preview's 1–4 control) the actions repeat in order.
  public func quickAction(at index: Int) -> QuickAction {
    guard !quickActions.isEmpty else { return QuickAction(title: "Action \(index + 1)", icon: "") }
    return quickActions[index % quickActions.count]
  }

  /// The recent shown in row `index`; with more rows than recents (the
  /// `--recents` override) they repeat, and an empty list yields placeholders.
  public func recent(at index: Int) -> Recent {
    guard !recents.isEmpty else {
      return Recent(title: "Document \(index + 1)", subtitle: "Opened recently")
    }
    return recents[index % recents.count]
  }
}
