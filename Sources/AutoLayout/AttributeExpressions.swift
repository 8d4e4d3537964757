/// Turns `item.attribute` into a linear expression over the views' frame
/// variables (left, top, width, height, in the root's coordinates).
struct AttributeExpressions {
  /// Per view: the solver variables of left, top, width and height.
  var frameVariables: [(left: Int32, top: Int32, width: Int32, height: Int32)]
  var views: [ConstraintView]
  /// Per view: the measured first and last baselines from its top, when
  /// it has text.
  var textBaselines: [(first: Double, last: Double)?]

  /// Adds `factor × item.attribute` to `e` (no intermediate expression:
  /// a constraint is built in one).
  func add(
    _ item: LayoutItem, _ attribute: LayoutAttribute, times factor: Double,
    to e: inout LinearExpression
  ) {
    var guide = item.guide
    var attribute = attribute
    if let plain = attribute.withoutMargin {
      attribute = plain
      guide = .margins
    }
    if attribute == .firstBaseline || attribute == .lastBaseline {
      e.add(baseline(of: item.view, first: attribute == .firstBaseline, depth: 0), times: factor)
      return
    }
    let v = frameVariables[item.view]
    let m = guide == .margins ? views[item.view].layoutMargins : .zero
    switch attribute {
    case .left, .leading:
      e.add(v.left, factor)
      e.constant += factor * m.left
    case .right, .trailing:
      e.add(v.left, factor)
      e.add(v.width, factor)
      e.constant -= factor * m.right
    case .top:
      e.add(v.top, factor)
      e.constant += factor * m.top
    case .bottom:
      e.add(v.top, factor)
      e.add(v.height, factor)
      e.constant -= factor * m.bottom
    case .width:
      e.add(v.width, factor)
      e.constant -= factor * (m.left + m.right)
    case .height:
      e.add(v.height, factor)
      e.constant -= factor * (m.top + m.bottom)
    case .centerX:
      e.add(v.left, factor)
      e.add(v.width, 0.5 * factor)
      e.constant += factor * (m.left - m.right) / 2
    case .centerY:
      e.add(v.top, factor)
      e.add(v.height, 0.5 * factor)
      e.constant += factor * (m.top - m.bottom) / 2
    default:
      break
    }
  }

  /// A view's first or last baseline: a label's from its measured text, a
  /// stack view's from the view it vends (a vertical stack its first or
  /// last visible arranged subview, a horizontal one its tallest by
  /// intrinsic height), any other view's bottom.
  func baseline(of view: Int, first: Bool, depth: Int) -> LinearExpression {
    let v = frameVariables[view]
    var e = LinearExpression(v.top)
    if let text = textBaselines[view] {
      e.constant = first ? text.first : text.last
      return e
    }
    let node = views[view]
    if let offset = first ? node.firstBaseline : node.lastBaseline {
      e.constant = offset
      return e
    }
    if let stack = node.stack, depth < 64 {
      let visible = node.arrangedSubviews.filter { !views[$0].isHidden }
      let vended: Int?
      if stack.axis == .vertical {
        vended = first ? visible.first : visible.last
      } else {
        vended = visible.max { (views[$0].intrinsicHeight ?? 0) < (views[$1].intrinsicHeight ?? 0) }
      }
      if let vended { return baseline(of: vended, first: first, depth: depth + 1) }
    }
    e.add(v.height, 1)
    return e
  }

  /// `first.attr relation m × second.attr + c` as `expression relation 0`.
  func linear(_ c: LayoutConstraint) -> LinearConstraint {
    var e = LinearExpression()
    e.reserveCapacity(6)
    return linear(c, reusing: &e)
  }

  /// ``linear(_:)`` built in `e`'s storage (emptied first): adding
  /// constraints one after another then allocates no expression each.
  func linear(_ c: LayoutConstraint, reusing e: inout LinearExpression) -> LinearConstraint {
    e.removeAll()
    add(c.first, c.firstAttribute, times: 1, to: &e)
    if let second = c.second, c.secondAttribute != .notAnAttribute {
      add(second, c.secondAttribute, times: -c.multiplier, to: &e)
    }
    e.constant -= c.constant
    return LinearConstraint(e, c.relation, priority: c.priority)
  }
}
