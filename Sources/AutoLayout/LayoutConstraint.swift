/// An attribute of a view or layout guide (`NSLayoutConstraint.Attribute`).
/// Left-to-right only: leading is left and trailing is right.
public enum LayoutAttribute: String, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  /// No attribute: the second item of a constant constraint (`width == 40`).
  case notAnAttribute

  /// The attribute without "Margin": `leadingMargin` is `leading` of the
  /// margins guide.
  public var withoutMargin: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// True for horizontal attributes (a constraint may not mix axes).
  public var isHorizontal: Bool {
    switch withoutMargin ?? self {
    case .left, .right, .leading, .trailing, .width, .centerX: true
    default: false
    }
  }
}

/// Which rectangle of a view an attribute is read from.
public enum LayoutGuide: String, Sendable {
  /// The view's frame.
  case bounds
  /// `layoutMarginsGuide`: the frame inset by the view's layout margins.
  case margins
  /// `safeAreaLayoutGuide`: a Today widget has no bars or notch inside it,
  /// so this is the frame.
  case safeArea
}

/// One side of a constraint: a view (by index in its system) or one of its
/// guides.
public struct LayoutItem: Sendable, Equatable, Hashable {
  public var view: Int
  public var guide: LayoutGuide

  public init(view: Int, guide: LayoutGuide = .bounds) {
    self.view = view
    self.guide = guide
  }
}

/// `first.firstAttribute relation multiplier × second.secondAttribute + constant`
/// at a priority (`NSLayoutConstraint`).
public struct LayoutConstraint: Sendable, Equatable {
  public var first: LayoutItem
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation
  /// nil for a constant constraint (`width == 40`).
  public var second: LayoutItem?
  public var secondAttribute: LayoutAttribute
  public var multiplier: Double
  /// In points.
  public var constant: Double
  /// 1…1000; 1000 is required.
  public var priority: Double
  /// `identifier`: UIKit prints it in conflict logs; stack views' own
  /// constraints are `UISV-…`.
  public var identifier: String?
  /// Where it was read from (an XML line), for findings; nil when built in code.
  public var sourceLine: Int?

  public init(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutPriority.required,
    identifier: String? = nil, sourceLine: Int? = nil
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.sourceLine = sourceLine
  }

  public var isRequired: Bool { priority >= LayoutPriority.required }
}
