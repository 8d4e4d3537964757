@testable import StackLayout

/// Short constructors for test trees. `baseline` sets both baselines;
/// `baselines` sets the first and the last (points from the top).
func box(
  _ id: String, _ w: Double?, _ h: Double?, hug: (Double, Double) = (250, 250),
  cr: (Double, Double) = (750, 750), hidden: Bool = false, baseline: Double? = nil,
  baselines: (Double, Double)? = nil
) -> LayoutNode {
  .leaf(
    id,
    LayoutNode.Leaf(
      intrinsicWidth: w, intrinsicHeight: h,
      hugging: PriorityPair(horizontal: hug.0, vertical: hug.1),
      compression: PriorityPair(horizontal: cr.0, vertical: cr.1),
      firstBaseline: baselines?.0 ?? baseline, lastBaseline: baselines?.1 ?? baseline),
    hidden: hidden)
}

func stack(
  _ id: String, _ axis: Axis, _ distribution: Distribution = .fill,
  _ alignment: Alignment = .fill, spacing: Double = 0, custom: [String: Double] = [:],
  margins: Insets? = nil, hidden: Bool = false, _ items: [LayoutNode]
) -> LayoutNode {
  .stack(
    id,
    LayoutNode.Stack(
      axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
      customSpacing: custom, margins: margins ?? .zero,
      isLayoutMarginsRelativeArrangement: margins != nil, items: items),
    hidden: hidden)
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}

/// True when every edge of `a` is within `tolerance` points of `b`'s.
func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// The benchmark's reference widget tree (notes §5.1), 32 nodes.
func referenceWidget() -> LayoutNode {
  let labels: [Double] = [58, 41, 66]
  let buttons = (0..<3).map { k in
    stack(
      "button\(k)", .vertical, .fill, .center, spacing: 4,
      [box("icon\(k)", 32, 32), box("label\(k)", labels[k], 16)])
  }
  let rows = (0..<4).map { k in
    stack(
      "row\(k)", .horizontal, .fill, .center, spacing: 12,
      margins: Insets(top: 6, left: 0, bottom: 6, right: 0),
      [
        box("thumb\(k)", 36, 36, hug: (251, 251)),
        stack(
          "text\(k)", .vertical, .fill, .leading, spacing: 2,
          [box("title\(k)", 200, 20), box("subtitle\(k)", 150, 15)]),
      ])
  }
  return stack(
    "root", .vertical, .fill, .fill, spacing: 8,
    margins: Insets(top: 8, left: 16, bottom: 8, right: 16),
    [
      stack("actions", .horizontal, .fillEqually, .fill, spacing: 8, buttons),
      stack("list", .vertical, .fill, .fill, spacing: 0, rows),
    ])
}

/// A `fill`/`fill` stack with no spacing.
func stack(_ id: String, _ axis: Axis, _ items: [LayoutNode]) -> LayoutNode {
  stack(id, axis, .fill, .fill, spacing: 0, items)
}
