import Geometry
import StackLayout

/// One view (or layout guide) of a ``ConstraintSystem``: where it sits in
/// the hierarchy, its intrinsic content size with hugging and compression
/// resistance, its layout margins, and, for a `UIStackView`, its arranged
/// subviews.
public struct ConstraintView: Sendable, Equatable {
  /// The name findings use (IB user label, accessibility id or object id).
  public var name: String
  /// The UIKit class (`UILabel`, `UIStackView`, …), for descriptions.
  public var className: String
  /// The superview's index; -1 for the root.
  public var parent: Int
  /// Intrinsic width and height in points; nil: `noIntrinsicMetric`.
  public var intrinsicWidth: Double?
  public var intrinsicHeight: Double?
  /// A label's text: its intrinsic size comes from the measurer.
  public var text: TextSpec?
  public var hugging: PriorityPair
  public var compression: PriorityPair
  /// `layoutMargins` in points (UIView's default: 8 on each side).
  public var layoutMargins: Insets
  /// `isHidden`: drawn nowhere; still laid out by plain constraints, and
  /// collapsed by a stack view it is arranged in.
  public var isHidden: Bool
  /// The stack view's attributes (their `items` are unused: the arranged
  /// subviews are ``arrangedSubviews``).
  public var stack: LayoutNode.Stack?
  /// Indices of the arranged subviews, in order.
  public var arrangedSubviews: [Int]
  /// True for a layout guide a stack view makes (a spacer, the alignment
  /// spanner): solved but never reported as a view.
  public var isGuide: Bool
  /// Distance from the top to the first (last) baseline in points; nil:
  /// the bottom (or, for a label, the measured text's).
  public var firstBaseline: Double?
  public var lastBaseline: Double?
  /// Where it was read from (an XML line); nil when built in code.
  public var sourceLine: Int?

  public init(
    name: String, className: String = "UIView", parent: Int = -1,
    intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil, text: TextSpec? = nil,
    hugging: PriorityPair = .defaultHugging, compression: PriorityPair = .defaultCompression,
    layoutMargins: Insets = .uiViewDefault, isHidden: Bool = false,
    stack: LayoutNode.Stack? = nil, arrangedSubviews: [Int] = [], isGuide: Bool = false,
    sourceLine: Int? = nil
  ) {
    self.name = name
    self.className = className
    self.parent = parent
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.text = text
    self.hugging = hugging
    self.compression = compression
    self.layoutMargins = layoutMargins
    self.isHidden = isHidden
    self.stack = stack
    self.arrangedSubviews = arrangedSubviews
    self.isGuide = isGuide
    self.sourceLine = sourceLine
  }
}

/// Views and the constraints between them: the Auto Layout engine's input.
/// View 0 is the root (the widget's view, sized by the host).
public struct ConstraintSystem: Sendable, Equatable {
  public var views: [ConstraintView]
  public var constraints: [LayoutConstraint]

  public init(views: [ConstraintView] = [], constraints: [LayoutConstraint] = []) {
    self.views = views
    self.constraints = constraints
  }

  /// Appends a view and returns its index.
  @discardableResult
  public mutating func add(_ view: ConstraintView) -> Int {
    views.append(view)
    return views.count - 1
  }

  /// Appends a constraint.
  public mutating func add(_ constraint: LayoutConstraint) {
    constraints.append(constraint)
  }

  /// The index of the view named `name`.
  public func index(of name: String) -> Int? {
    views.firstIndex { $0.name == name }
  }
}
