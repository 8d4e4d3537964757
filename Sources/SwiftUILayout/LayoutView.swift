import StackLayout

/// One SwiftUI view as the proposal engine lays it out: what it is, its
/// modifiers (applied in order, the first one closest to the view) and the
/// id its frame is reported under (`accessibilityIdentifier`).
public struct LayoutView: Sendable, Equatable {
  /// A resizable or fixed image (`Image`), sizes in points.
  public struct ImageSpec: Sendable, Equatable {
    /// The image's own size in points; nil for a resizable image known only by its ratio.
    public var size: PointSize?
    /// `.resizable()`: takes the size it is proposed (with `aspectRatio`, fitted or filled).
    public var isResizable: Bool
    /// `.aspectRatio(r, contentMode:)`: width / height; nil: none (or the size's with a mode).
    public var aspectRatio: Double?
    /// `.fit` (false) or `.fill` (true).
    public var fills: Bool

    public init(
      size: PointSize?, isResizable: Bool = false, aspectRatio: Double? = nil, fills: Bool = false
    ) {
      self.size = size
      self.isResizable = isResizable
      self.aspectRatio = aspectRatio
      self.fills = fills
    }
  }

  /// A shape or colour: every one takes what it is proposed.
  public enum Shape: String, Sendable, Equatable, CaseIterable {
    case color, rectangle, roundedRectangle, capsule, circle, containerRelativeShape
  }

  /// What the view is.
  public indirect enum Content: Sendable, Equatable {
    /// `HStack` / `VStack`: spacing nil is the platform's (8, 0 next to a Spacer).
    case stack(StackAxis, alignment: HorizontalAlignment, spacing: Double?, [LayoutView])
    /// `ZStack`.
    case zstack(ViewAlignment, [LayoutView])
    /// `GeometryReader { proxy in … }`: takes the whole proposal (10 points
    /// along a dimension proposed nil), proposes its size to its items and
    /// places them at its top-leading corner; a `.relativeFrame` inside is a
    /// fraction of its size.
    case geometryReader([LayoutView])
    /// `Text`; `numberOfLines` 0 is no `lineLimit`.
    case text(TextSpec)
    case image(ImageSpec)
    /// `Spacer(minLength:)`; nil: the platform spacing, 8 points.
    case spacer(minLength: Double?)
    case shape(Shape)
    /// `Divider()`: 1 pt thick across its stack's axis.
    case divider
    /// `ViewThatFits(in: axes)`: the first item whose ideal size fits the
    /// proposal along `axes`, else the last; only that item is laid out.
    case viewThatFits(FitAxes, [LayoutView])
    /// A `ProgressView` or `Gauge` at its (estimated) system size: `height`
    /// points tall and `width` wide, or, for a nil width, as wide as proposed
    /// (10 for a nil proposal), as a greedy view.
    case indicator(width: Double?, height: Double)
  }

  /// The frame's id (`accessibilityIdentifier`); unique in a tree.
  public var id: String
  public var content: Content
  /// Applied in order: `modifiers[0]` wraps the view, `modifiers[1]` wraps that, …
  public var modifiers: [LayoutModifier]

  public init(id: String, _ content: Content, modifiers: [LayoutModifier] = []) {
    self.id = id
    self.content = content
    self.modifiers = modifiers
  }

  /// This view with `modifier` applied last (outermost).
  public func modifier(_ modifier: LayoutModifier) -> LayoutView {
    var view = self
    view.modifiers.append(modifier)
    return view
  }

  /// The layout priority the view's stack sees: its last `.layoutPriority`, else 0.
  var layoutPriority: Double {
    for modifier in modifiers.reversed() {
      if case .layoutPriority(let value) = modifier { return value }
    }
    return 0
  }

  /// True for a `Spacer` (no spacing is put next to it by default).
  var isSpacer: Bool {
    if case .spacer = content { return true }
    return false
  }
}
