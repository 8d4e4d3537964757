/// Insets in points, in UIKit's order (top, left, bottom, right): layout
/// margins, the margin insets iOS proposes to a widget, a row's padding.
///
/// The one insets type of the package; `leading` and `trailing` read the
/// sides of a left-to-right layout.
public struct Insets: Equatable, Hashable, Sendable {
  /// Top inset in points.
  public var top: Double
  /// Left inset in points.
  public var left: Double
  /// Bottom inset in points.
  public var bottom: Double
  /// Right inset in points.
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets given by their left-to-right sides: leading is left, trailing right.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.init(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// The leading (left, in a left-to-right layout) inset in points.
  public var leading: Double { left }
  /// The trailing (right, in a left-to-right layout) inset in points.
  public var trailing: Double { right }

  /// No inset on any side.
  public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
  /// UIView's default layout margins: 8 pt on each side.
  public static let uiViewDefault = Insets(top: 8, left: 8, bottom: 8, right: 8)
}
