import AutoLayout
import Foundation
import StackLayout

/// A compact section laid out by Auto Layout instead of the stack solver
/// (a storyboard or xib): the constraints between the section's views and
/// what each view has beyond its ``WidgetNode`` (layout margins, UIKit
/// class). Views are the compact tree's nodes in depth-first pre-order
/// (index 0 is the root, the widget's view); every node's `children` are
/// its subviews, a stack's also its arranged subviews.
public struct ConstraintLayout: Sendable, Equatable {
  /// Per view in pre-order: `layoutMargins` in points (in a compact-width
  /// host: every iPhone).
  public var margins: [Insets]
  /// By view index: the margins in a regular-width host (an iPad) where
  /// they differ (a view controller's root view, a table cell's content).
  public var regularWidthMargins: [Int: Insets] = [:]
  /// Per view in pre-order: the UIKit class (`UILabel`, `UIButton`, …).
  public var classNames: [String]
  /// Between views by pre-order index.
  public var constraints: [LayoutConstraint]
  /// `preferredContentSize.height` when the user knows it (points); nil:
  /// the content's fitting height.
  public var preferredHeight: Double?

  public init(
    margins: [Insets], classNames: [String], constraints: [LayoutConstraint],
    preferredHeight: Double? = nil
  ) {
    self.margins = margins
    self.classNames = classNames
    self.constraints = constraints
    self.preferredHeight = preferredHeight
  }
}
