/// One view in a stack tree: a leaf (a view with an intrinsic size, or a
/// label) or a stack of arranged subviews.
public struct LayoutNode: Sendable, Equatable {
  /// A view with an intrinsic content size, or a label measured by a
  /// ``TextMeasuring``.
  public struct Leaf: Sendable, Equatable {
    /// Intrinsic width in points; nil means no intrinsic width
    /// (`UIView.noIntrinsicMetric`).
    public var intrinsicWidth: Double?
    /// Intrinsic height in points; nil means no intrinsic height.
    public var intrinsicHeight: Double?
    public var hugging: PriorityPair
    public var compression: PriorityPair
    /// Distance from the top to the first baseline, in points; nil: the bottom.
    public var firstBaseline: Double?
    /// Distance from the top to the last baseline, in points; nil: the bottom.
    public var lastBaseline: Double?
    /// The label's text; when set, the intrinsic size comes from the measurer.
    public var text: TextSpec?

    public init(
      intrinsicWidth: Double?, intrinsicHeight: Double?,
      hugging: PriorityPair = .defaultHugging, compression: PriorityPair = .defaultCompression,
      firstBaseline: Double? = nil, lastBaseline: Double? = nil, text: TextSpec? = nil
    ) {
      self.intrinsicWidth = intrinsicWidth
      self.intrinsicHeight = intrinsicHeight
      self.hugging = hugging
      self.compression = compression
      self.firstBaseline = firstBaseline
      self.lastBaseline = lastBaseline
      self.text = text
    }

    /// A label: its intrinsic size comes from measuring `text`. Labels hug at
    /// 251, as Interface Builder sets them.
    public static func label(_ text: TextSpec) -> Leaf {
      Leaf(
        intrinsicWidth: nil, intrinsicHeight: nil,
        hugging: PriorityPair(horizontal: 251, vertical: 251), text: text)
    }
  }

  /// A `UIStackView`.
  public struct Stack: Sendable, Equatable {
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    /// Spacing between items in points (a minimum for the equal-spacing kinds).
    public var spacing: Double
    /// Spacing after the item with this id, replacing `spacing` there.
    public var customSpacing: [String: Double]
    /// Layout margins in points; used when `isLayoutMarginsRelativeArrangement`.
    public var margins: Insets
    /// UIKit's `isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement: Bool
    public var items: [LayoutNode]

    public init(
      axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill,
      spacing: Double = 0, customSpacing: [String: Double] = [:],
      margins: Insets = .uiViewDefault, isLayoutMarginsRelativeArrangement: Bool = false,
      items: [LayoutNode]
    ) {
      self.axis = axis
      self.distribution = distribution
      self.alignment = alignment
      self.spacing = spacing
      self.customSpacing = customSpacing
      self.margins = margins
      self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
      self.items = items
    }
  }

  public enum Content: Sendable, Equatable {
    case leaf(Leaf)
    case stack(Stack)
  }

  /// A unique id; frames are reported by id.
  public var id: String
  /// UIKit's `isHidden`: a hidden arranged subview takes no space.
  public var isHidden: Bool
  public var content: Content

  public init(id: String, isHidden: Bool = false, content: Content) {
    self.id = id
    self.isHidden = isHidden
    self.content = content
  }

  /// A leaf node.
  public static func leaf(_ id: String, _ leaf: Leaf, hidden: Bool = false) -> LayoutNode {
    LayoutNode(id: id, isHidden: hidden, content: .leaf(leaf))
  }

  /// A stack node.
  public static func stack(_ id: String, _ stack: Stack, hidden: Bool = false) -> LayoutNode {
    LayoutNode(id: id, isHidden: hidden, content: .stack(stack))
  }
}
