import StackLayout

/// A `UIStackView` as the constraints UIKit makes for it (all named
/// `UISV-…`; the set, relations and priorities are in the stack-semantics
/// notes §1.2, from kean.blog's constraint dumps and iOS 26.1's UIKit).
enum StackConstraintBuilder {
  /// Adds the layout guides every stack view in `system` needs and returns
  /// the constraints of all of them.
  static func expand(_ system: inout ConstraintSystem) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let count = system.views.count
    for i in 0..<count {
      guard let stack = system.views[i].stack else { continue }
      var builder = Builder(stackIndex: i, stack: stack, system: system)
      builder.build()
      system = builder.system
      out += builder.constraints
    }
    return out
  }

  struct Builder {
    let stackIndex: Int
    let stack: LayoutNode.Stack
    var system: ConstraintSystem
    var constraints: [LayoutConstraint] = []

    var horizontal: Bool { stack.axis == .horizontal }
    var lead: LayoutAttribute { horizontal ? .leading : .top }
    var trail: LayoutAttribute { horizontal ? .trailing : .bottom }
    var size: LayoutAttribute { horizontal ? .width : .height }
    var center: LayoutAttribute { horizontal ? .centerX : .centerY }
    var crossLead: LayoutAttribute { horizontal ? .top : .leading }
    var crossTrail: LayoutAttribute { horizontal ? .bottom : .trailing }
    var crossSize: LayoutAttribute { horizontal ? .height : .width }
    var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
    var canvas: LayoutItem {
      LayoutItem(
        view: stackIndex, guide: stack.isLayoutMarginsRelativeArrangement ? .margins : .bounds)
    }
    var items: [Int] { system.views[stackIndex].arrangedSubviews }
    var visible: [Int] { items.filter { !system.views[$0].isHidden } }

    mutating func add(
      _ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation = .equal, _ b: LayoutItem? = nil,
      _ ba: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
      priority: Double = LayoutPriority.required, _ id: String
    ) {
      constraints.append(
        LayoutConstraint(
          a, aa, r, b, ba, multiplier: multiplier, constant: constant, priority: priority,
          identifier: id))
    }

    mutating func guide(_ name: String) -> LayoutItem {
      let index = system.add(
        ConstraintView(
          name: "\(system.views[stackIndex].name).\(name)", className: "UILayoutGuide",
          parent: stackIndex, layoutMargins: .zero, isGuide: true))
      return LayoutItem(view: index)
    }

    func spacing(after item: Int) -> Double {
      stack.customSpacing[system.views[item].name] ?? stack.spacing
    }

    mutating func build() {
      system.views[stackIndex].layoutMargins = stack.margins
      buildAxis()
      buildAlignment()
    }

    /// Along the axis: `_UIOrderedLayoutArrangement`.
    mutating func buildAxis() {
      let visible = self.visible
      let equalKind =
        stack.distribution == .equalSpacing || stack.distribution == .equalCentering
      if let first = visible.first, let last = visible.last {
        add(canvas, lead, .equal, LayoutItem(view: first), lead, "UISV-canvas-connection")
        add(LayoutItem(view: last), trail, .equal, canvas, trail, "UISV-canvas-connection")
      } else {
        // Nothing visible: the canvas collapses (the stack keeps its
        // margins when they are relative), pulled below the fitting size.
        for attribute in [size, crossSize] {
          add(canvas, attribute, .greaterThanOrEqual, constant: 0, "UISV-canvas-fit")
          add(canvas, attribute, constant: 0, priority: 49, "UISV-canvas-fit")
        }
      }
      for (prev, next) in zip(visible, visible.dropFirst()) {
        add(
          LayoutItem(view: next), lead, equalKind ? .greaterThanOrEqual : .equal,
          LayoutItem(view: prev), trail, constant: spacing(after: prev), "UISV-spacing")
      }
      var previousVisible: Int?
      for item in items {
        if system.views[item].isHidden {
          add(LayoutItem(view: item), size, constant: 0, "UISV-hiding")
          if let previousVisible {
            add(
              LayoutItem(view: item), lead, .equal, LayoutItem(view: previousVisible), trail,
              "UISV-spacing-hidden")
          } else {
            add(LayoutItem(view: item), lead, .equal, canvas, lead, "UISV-spacing-hidden")
          }
        } else {
          previousVisible = item
        }
      }
      switch stack.distribution {
      case .fill:
        break
      case .fillEqually:
        fillEqually(visible)
      case .fillProportionally:
        fillProportionally(visible)
      case .equalSpacing, .equalCentering:
        distributingGuides(visible, centering: stack.distribution == .equalCentering)
      }
    }

    mutating func fillEqually(_ visible: [Int]) {
      guard let first = visible.first else { return }
      for item in visible.dropFirst() {
        add(
          LayoutItem(view: item), size, .equal, LayoutItem(view: first), size, "UISV-fill-equally")
      }
    }

    /// item.size == ℓ / (Σℓ + spacing) × canvas.size at 999 − index (floor
    /// 751), or required for a lone item (multiplier 1).
    mutating func fillProportionally(_ visible: [Int]) {
      let lengths = visible.map { item -> Double in
        let v = system.views[item]
        return max((horizontal ? v.intrinsicWidth : v.intrinsicHeight) ?? 0, 0)
      }
      let gaps = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + spacing(after: $1.0) }
      let total = lengths.reduce(0, +) + gaps
      guard lengths.contains(where: { $0 > 0 }), total > 0 else {
        fillEqually(visible)
        return
      }
      for (index, item) in visible.enumerated() {
        let m = lengths[index] / total
        add(
          LayoutItem(view: item), size, .equal, canvas, size, multiplier: m,
          priority: m == 1 ? LayoutPriority.required : max(999 - Double(index), 751),
          "UISV-fill-proportionally")
      }
    }

    /// equalSpacing: guides between neighbours' edges, all as long as the
    /// first; equalCentering: between their centres, at 150 − index
    /// (floor 50). Both shrink toward the minimum gaps at 49.
    mutating func distributingGuides(_ visible: [Int], centering: Bool) {
      var firstGuide: LayoutItem?
      for (index, (prev, next)) in zip(visible, visible.dropFirst()).enumerated() {
        let g = guide("distributing\(index)")
        add(
          g, lead, .equal, LayoutItem(view: prev), centering ? center : trail,
          "UISV-distributing-edge")
        add(
          g, trail, .equal, LayoutItem(view: next), centering ? center : lead,
          "UISV-distributing-edge")
        if let firstGuide {
          add(
            g, size, .equal, firstGuide, size,
            priority: centering ? max(150 - Double(index), 50) : LayoutPriority.required,
            "UISV-fill-equally")
        } else {
          firstGuide = g
        }
      }
      add(canvas, size, constant: 0, priority: 49, "UISV-canvas-fit")
    }
  }
}
