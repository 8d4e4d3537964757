/// Required constraints that cannot all hold (a smallest such set), and the
/// one the engine breaks by the rule derived from UIKit's published logs
/// (`AutoLayoutEngine+Conflicts.swift`).
public struct ConstraintConflict: Sendable, Equatable {
  /// The constraint left out.
  public var broken: LayoutConstraint
  /// Every constraint of the conflict, in the order added (views' implicit
  /// non-negative sizes and the root's origin left out, as UIKit's log
  /// has neither).
  public var conflicting: [LayoutConstraint]
  /// View names by index, for the log; filled in by the engine.
  public var viewNames: [String] = []
  public var viewClasses: [String] = []

  public init(broken: LayoutConstraint, conflicting: [LayoutConstraint]) {
    self.broken = broken
    self.conflicting = conflicting
  }

  func withNames(_ views: [ConstraintView]) -> ConstraintConflict {
    var copy = self
    copy.viewNames = views.map(\.name)
    copy.viewClasses = views.map(\.className)
    return copy
  }

  /// The message UIKit logs, with views named instead of addressed:
  ///
  ///     Unable to simultaneously satisfy constraints.
  ///     (
  ///         "<NSLayoutConstraint UILabel:title.width == 300 (line 41)>",
  ///         …
  ///     )
  ///     Will attempt to recover by breaking constraint
  ///     <NSLayoutConstraint UILabel:title.width == 300 (line 41)>
  public var log: String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want.",
      "(",
    ]
    lines += conflicting.map { "    \"\(describe($0))\"," }
    lines += [")", "Will attempt to recover by breaking constraint", describe(broken)]
    return lines.joined(separator: "\n")
  }

  /// One constraint as UIKit prints it: `<NSLayoutConstraint 'id'
  /// UILabel:name.leading == UIView:root.leadingMargin + 8 @750 (line 12)>`.
  public func describe(_ c: LayoutConstraint) -> String {
    var text = "<NSLayoutConstraint"
    if let id = c.identifier { text += " '\(id)'" }
    text += " \(item(c.first)).\(c.firstAttribute.rawValue) \(c.relation.symbol) "
    if let second = c.second, c.secondAttribute != .notAnAttribute {
      if c.multiplier != 1 { text += "\(number(c.multiplier))*" }
      text += "\(item(second)).\(c.secondAttribute.rawValue)"
      if c.constant > 0 { text += " + \(number(c.constant))" }
      if c.constant < 0 { text += " - \(number(-c.constant))" }
    } else {
      text += number(c.constant)
    }
    if !c.isRequired { text += " @\(number(c.priority))" }
    if let line = c.sourceLine { text += " (line \(line))" }
    return text + ">"
  }

  func item(_ item: LayoutItem) -> String {
    let name = item.view < viewNames.count ? viewNames[item.view] : "view\(item.view)"
    let cls = item.view < viewClasses.count ? viewClasses[item.view] : "UIView"
    switch item.guide {
    case .bounds: return "\(cls):\(name)"
    case .margins: return "UILayoutGuide:'UIViewLayoutMarginsGuide'(\(name))"
    case .safeArea: return "UILayoutGuide:'UIViewSafeAreaLayoutGuide'(\(name))"
    }
  }

  func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(value)
  }
}
