import SizingModel
import StackLayout
import WidgetDescriptions

/// One laid-out view of the widget, with its frame relative to the widget's
/// top-left corner, in points.
public struct WidgetElement: Sendable, Equatable {
  /// What the view is.
  public enum Kind: String, Sendable, CaseIterable {
    /// The whole widget (the extension's root view).
    case widget
    /// The quick-action row: a horizontal `fillEqually` stack.
    case actionRow
    /// One quick-action button: a vertical stack, icon over label.
    case action
    case icon
    /// A quick action's label.
    case label
    /// The recents table.
    case recentsList
    /// One self-sizing recents cell; its height includes the separator pixel.
    case row
    case thumbnail
    /// The vertical stack holding a row's title and subtitle.
    case textStack
    case title
    case subtitle
    /// The separator line at the bottom of a row: one pixel, 1/scale pt.
    case separator
    /// A version-2 stack.
    case stack
    /// A version-2 label.
    case text
    /// A version-2 image view.
    case image
    /// A version-2 plain view (spacer, colour block, chart area).
    case view
    /// A version-2 description's expanded section: its list or its body.
    case expanded
  }

  /// A unique id: `widget`, `actions`, `action0`, `action0.icon`,
  /// `action0.label`, `recents`, `row0`, `row0.thumbnail`, `row0.text`,
  /// `row0.title`, `row0.subtitle`, `row0.separator`.
  public var id: String
  public var kind: Kind
  /// Nesting depth in the view tree: 0 for the widget.
  public var depth: Int
  /// The frame in points, relative to the widget's origin.
  public var frame: Rect
  /// For labels, titles and subtitles: what was measured and how it fits.
  public var text: WidgetText?
  /// For icons and images: the name from the description.
  public var iconName: String?
  /// For version-2 views: the fill colour, `#rrggbb`.
  public var color: String?
  /// For rows and their content: the row's index in the recents list.
  public var rowIndex: Int?
  /// False for rows (and their content) that are not shown in this mode:
  /// every row in compact mode, and rows below the cut in expanded mode.
  public var isVisible: Bool

  public init(
    id: String, kind: Kind, depth: Int, frame: Rect, text: WidgetText? = nil,
    iconName: String? = nil, rowIndex: Int? = nil, isVisible: Bool = true
  ) {
    self.id = id
    self.kind = kind
    self.depth = depth
    self.frame = frame
    self.text = text
    self.iconName = iconName
    self.rowIndex = rowIndex
    self.isVisible = isVisible
  }
}

/// A label's text as it was measured: renderers draw it with exactly this
/// font, line limit and width so they show what the solver decided.
public struct WidgetText: Sendable, Equatable {
  public var text: String
  /// The Dynamic Type style the font comes from.
  public var style: TextStyle
  /// The font measured with: family (nil: the measurer's default), point
  /// size, line height and weight.
  public var font: FontSpec
  /// UILabel's `numberOfLines`; 0 means unlimited.
  public var numberOfLines: Int
  /// Lines shown at the label's final width.
  public var lineCount: Int
  /// True when the tail was cut off with an ellipsis.
  public var isTruncated: Bool
  /// The text's measured height in points (lines × line height); larger than
  /// the frame's height when the label was compressed.
  public var measuredHeight: Double
  /// Where text that does not fit is cut.
  public var lineBreakMode: LineBreakMode
  /// Where lines sit in the label's width.
  public var alignment = TextAlignment.natural
  /// Extra points between lines.
  public var lineSpacing = 0.0
  /// The smallest fraction of its size the font may shrink to; 1: never.
  public var minimumScaleFactor = 1.0
  /// Letters may be drawn closer before the text is cut.
  public var allowsTightening = false
  /// The fraction of its size the font was shrunk to at the label's width
  /// (1: full size); the shrunk size is `font.pointSize × fontScale`.
  public var fontScale = 1.0
  /// Points the letters were drawn closer in all to fit (0: none).
  public var tightening = 0.0

  /// The label as the measurer and the painter take it.
  public var spec: TextSpec {
    TextSpec(
      text: text, font: font, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
      alignment: alignment, lineSpacing: lineSpacing, minimumScaleFactor: minimumScaleFactor,
      allowsTightening: allowsTightening)
  }

  public init(
    text: String, style: TextStyle, font: FontSpec, numberOfLines: Int, lineCount: Int,
    isTruncated: Bool, measuredHeight: Double, lineBreakMode: LineBreakMode = .truncatingTail
  ) {
    self.lineBreakMode = lineBreakMode
    self.text = text
    self.style = style
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineCount = lineCount
    self.isTruncated = isTruncated
    self.measuredHeight = measuredHeight
  }
}

/// Something worth telling the widget's developer about one layout.
public struct WidgetDiagnostic: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable, CaseIterable {
    /// Quick-action content is taller than the compact section: it is clipped.
    case actionContentClipped
    /// A label, title or subtitle was truncated at the tail.
    case textTruncated
    /// A quick-action label wraps to more lines than `labelLines` allows.
    case labelExceedsLineLimit
    /// There are recents and room to expand, but not even one row fits.
    case noRowFits
    /// The widget is narrower than the description's `minimumWidth`.
    case narrowerThanMinimum
    /// A text style that does not exist on this iOS was replaced.
    case fontSubstituted
    /// Version 2: a view of the compact section reaches past the compact
    /// height, or a label is squeezed below its text's height.
    case compactContentClipped
    /// Version 2: the expanded body is taller than the room below the
    /// compact section; its bottom is cut off.
    case bodyClipped
    /// Version 2: a stack's content does not fit even compressed, so views
    /// overlap or leave it.
    case contentOverflow
    /// WidgetKit: a view reaches past the family's content rectangle (into
    /// the margins or out of the frame), or a label is squeezed below its text.
    case familyClipped
    /// WidgetKit: a supported family's tree shows nothing.
    case familyEmpty
    /// Text smaller than 11 pt, the HIG's minimum for widgets.
    case textBelowMinimum
    /// A label shows characters no installed font has: they are drawn as
    /// boxes, and the label's width is the boxes'.
    case glyphMissing
    /// Version 2 and WidgetKit: a label, image or coloured view squeezed to
    /// nothing (no area, or a label showing no character or only "…").
    case contentVanished
    /// Version 2 and WidgetKit: an image or coloured view laid out smaller
    /// than its intrinsic size, by more than the tolerance.
    case contentSqueezed
    /// Version 2 and WidgetKit: an image whose frame's width / height is not
    /// its intrinsic ratio (stretched by `fill` or by a surplus).
    case imageDistorted
    /// Version 2: a section (the compact section, the body or a list's row)
    /// in which no visible view draws anything.
    case sectionEmpty
    /// WidgetKit: accessoryInline shows one line of text and one image in
    /// the system font; anything else in its tree is ignored.
    case inlineIgnored
    /// A storyboard's required constraints cannot all hold: Auto Layout
    /// breaks one (the message is UIKit's log).
    case unsatisfiableConstraints
    /// A storyboard's view has more than one solution (an ambiguous layout).
    case ambiguousLayout
    /// Expanded mode was asked for where it is not offered.
    case expandedUnavailable
    /// A note from the stack solver (compressed item, overflow, tie).
    case solver
  }

  public var kind: Kind
  /// The element concerned, when there is one.
  public var element: ElementID?
  public var message: String

  public init(kind: Kind, element: ElementID?, message: String) {
    self.kind = kind
    self.element = element
    self.message = message
  }

  /// The printed id of the element concerned (`row0.title`), when there is one.
  public var elementID: String? { element?.description }

  public var description: String {
    "\(kind.rawValue)\(elementID.map { " \($0)" } ?? ""): \(message)"
  }
}
