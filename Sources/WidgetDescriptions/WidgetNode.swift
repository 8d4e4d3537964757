import SizingModel
import StackLayout

/// One view of a version-2 widget description: a stack of arranged views,
/// or a leaf (a label, an image or a plain view). Lengths are in points.
public struct WidgetNode: Sendable, Equatable {
  /// A `UILabel` whose font follows Dynamic Type.
  public struct Label: Sendable, Equatable {
    /// The text; in a list's row template `{field}` is replaced by the
    /// item's value.
    public var text: String
    /// The Dynamic Type style the font comes from.
    public var textStyle: TextStyle
    /// The weight; nil: the style's own (semibold for headline).
    public var weight: FontWeight?
    /// UILabel's `numberOfLines`; 0 means unlimited. Default 1.
    public var numberOfLines: Int
    /// Where text that does not fit is cut.
    public var lineBreakMode: LineBreakMode
    /// UILabel's `adjustsFontForContentSizeCategory`; false keeps the size
    /// the style has at the Large (default) text size.
    public var adjustsFontForContentSizeCategory: Bool
    /// A fixed point size (SwiftUI's `.font(.system(size:))`), which does not
    /// follow Dynamic Type; nil: the style's size at the text size.
    public var fixedSize: Double?
    /// Italic (`.traitItalic`).
    public var isItalic = false
    /// Tabular digits (`.monospacedDigit()`).
    public var monospacedDigits = false
    /// `textAlignment`; natural by default.
    public var alignment = TextAlignment.natural
    /// Extra space between lines in points (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing = 0.0
    /// With `adjustsFontSizeToFitWidth`, the smallest fraction of its size
    /// the font may shrink to; 1: never shrinks.
    public var minimumScaleFactor = 1.0
    /// `allowsDefaultTighteningForTruncation`.
    public var allowsTightening = false
    /// The system font's design (`.system(size:weight:design:)`); its stand-in family measures it.
    public var design = FontDesign.default

    public init(
      text: String, textStyle: TextStyle, weight: FontWeight? = nil, numberOfLines: Int = 1,
      lineBreakMode: LineBreakMode = .truncatingTail,
      adjustsFontForContentSizeCategory: Bool = true, fixedSize: Double? = nil
    ) {
      self.fixedSize = fixedSize
      self.text = text
      self.textStyle = textStyle
      self.weight = weight
      self.numberOfLines = numberOfLines
      self.lineBreakMode = lineBreakMode
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// A `UIImageView` with a fixed size in points.
  public struct Image: Sendable, Equatable {
    /// The image's name: a bundled icon is drawn, any other name a placeholder.
    public var name: String?
    public var width: Double
    public var height: Double

    public init(name: String?, width: Double, height: Double) {
      self.name = name
      self.width = width
      self.height = height
    }
  }

  /// A plain `UIView`: a spacer, a colour block or a chart area, with an
  /// intrinsic size per axis or none.
  public struct View: Sendable, Equatable {
    /// Intrinsic width and height in points; nil: none on that axis.
    public var width: Double?
    public var height: Double?
    /// A fill colour, `#rrggbb`; nil: not drawn.
    public var color: String?

    public init(width: Double?, height: Double?, color: String? = nil) {
      self.width = width
      self.height = height
      self.color = color
    }
  }

  /// What the node is.
  public enum Content: Sendable, Equatable {
    /// A stack's attributes (its `items` are the node's ``children``).
    case stack(LayoutNode.Stack)
    case label(Label)
    case image(Image)
    case view(View)
  }

  /// The id the description gives, or the node's JSON path when it has none
  /// (`compact.items[1]`); ids are unique in a description.
  public var id: String
  /// UIKit's `isHidden`.
  public var isHidden: Bool
  public var content: Content
  /// A stack's arranged subviews, in order; empty for leaves.
  public var children: [WidgetNode]
  /// Content hugging per axis; nil: the kind's default (labels and images
  /// 251, views 250).
  public var hugging: PriorityPair?
  /// Compression resistance per axis; nil: 750.
  public var compression: PriorityPair?
  /// What the node is in the template a reader built it from (a quick
  /// action's label, a recents row's title): it picks the element's kind and
  /// the template's rules (`action-clipped`, `label-line-limit`). nil for the
  /// views a description writes itself.
  public var role: ElementID.Role?
  /// True for a label that is hidden when its text (placeholders filled) is
  /// empty, as apps hide an empty subtitle so the title is centred alone.
  public var hidesWhenEmpty = false

  public init(
    id: String, isHidden: Bool = false, content: Content, children: [WidgetNode] = [],
    hugging: PriorityPair? = nil, compression: PriorityPair? = nil, role: ElementID.Role? = nil
  ) {
    self.role = role
    self.id = id
    self.isHidden = isHidden
    self.content = content
    self.children = children
    self.hugging = hugging
    self.compression = compression
  }

  /// Every node of the subtree in depth-first pre-order, this one first.
  public var allNodes: [WidgetNode] {
    var out: [WidgetNode] = []
    func visit(_ node: WidgetNode) {
      out.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return out
  }

  /// The labels' text styles in the subtree, each once, in first-use order.
  public var textStyles: [TextStyle] {
    var seen: [TextStyle] = []
    collectTextStyles(into: &seen)
    return seen
  }

  /// Appends the subtree's fixed label sizes not yet in `seen`, in pre-order.
  package func collectFixedSizes(into seen: inout [Double]) {
    if case .label(let label) = content, let size = label.fixedSize, !seen.contains(size) {
      seen.append(size)
    }
    for child in children { child.collectFixedSizes(into: &seen) }
  }

  /// Appends the subtree's label styles not yet in `seen`, in pre-order.
  func collectTextStyles(into seen: inout [TextStyle]) {
    if case .label(let label) = content, !seen.contains(label.textStyle) {
      seen.append(label.textStyle)
    }
    for child in children { child.collectTextStyles(into: &seen) }
  }
}

extension WidgetNode {
  /// The id of a node in row `row` of a version-2 list (`price[2]`), or `id` outside lists.
  package static func instanceID(_ id: String, row: Int?) -> String {
    WidgetTree.Presentation.rows.instanceID(id, row: row)
  }
}
