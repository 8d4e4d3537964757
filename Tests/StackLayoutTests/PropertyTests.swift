import Testing

@testable import StackLayout

/// Invariants over random seeded trees, solved unconstrained and at random
/// widths: no negative sizes; in every stack that reports no overflow the
/// visible items sit inside the canvas along the axis, in order, with at
/// least their gap between them (exactly the gap for the fill family), the
/// first at the canvas start and the last at its end; unconstrained, the
/// root's length is the items' sizes + gaps + margins.
@Suite struct PropertyTests {
  static let seeds: [UInt64] = Array(1...60)

  @Test(arguments: seeds)
  func invariantsHold(seed: UInt64) {
    var maker = RandomTreeMaker(seed: seed)
    let root = maker.node(depth: 0, maxDepth: 4)
    let solver = StackSolver(textMeasurer: ApproximateTextMeasurer())
    var widths: [Double?] = [nil]
    for _ in 0..<3 { widths.append(Double(Int.random(in: 0...400, using: &maker.generator))) }
    for width in widths {
      let result = solver.solve(root, width: width, height: nil)
      var frames: [String: Rect] = [:]
      for (k, id) in result.ids.enumerated() { frames[id] = result.frames[k] }
      #expect(result.frames.allSatisfy { $0.width >= -1e-9 && $0.height >= -1e-9 })
      let overflowing = Set(result.diagnostics.filter { $0.kind == .overflow }.map(\.nodeID))
      check(root, frames, overflowing, seed: seed, width: width)
      if width == nil, case .stack(let s) = root.content {
        let along = fittedLength(s, frames, horizontal: s.axis == .horizontal)
        let actual = s.axis == .horizontal ? result.width : result.height
        #expect(abs(along - actual) < 1e-6, "seed \(seed): fitting \(actual) ≠ \(along)")
      }
    }
  }

  /// Σ visible sizes + gaps + margins along the stack's axis.
  func fittedLength(_ s: LayoutNode.Stack, _ frames: [String: Rect], horizontal: Bool) -> Double {
    let visible = s.items.filter { !$0.isHidden }
    var total = 0.0
    for (k, item) in visible.enumerated() {
      let f = frames[item.id]!
      total += horizontal ? f.width : f.height
      if k + 1 < visible.count, s.distribution != .equalSpacing,
        s.distribution != .equalCentering
      {
        total += s.customSpacing[item.id] ?? s.spacing
      } else if k + 1 < visible.count {
        let next = frames[visible[k + 1].id]!
        total += horizontal ? next.x - f.maxX : next.y - f.maxY
      }
    }
    let m = s.isLayoutMarginsRelativeArrangement ? s.margins : .zero
    return total + (horizontal ? m.left + m.right : m.top + m.bottom)
  }

  func check(
    _ node: LayoutNode, _ frames: [String: Rect], _ overflowing: Set<String>, seed: UInt64,
    width: Double?
  ) {
    guard case .stack(let s) = node.content, !node.isHidden else { return }
    let frame = frames[node.id]!
    let horizontal = s.axis == .horizontal
    let m = s.isLayoutMarginsRelativeArrangement ? s.margins : .zero
    let start = horizontal ? frame.x + m.left : frame.y + m.top
    let end = horizontal ? frame.maxX - m.right : frame.maxY - m.bottom
    let visible = s.items.filter { !$0.isHidden }
    let context = "seed \(seed) width \(String(describing: width)) stack \(node.id)"
    if !overflowing.contains(node.id), let first = visible.first, let last = visible.last,
      end - start >= 0
    {
      let f0 = frames[first.id]!
      let fl = frames[last.id]!
      #expect(abs((horizontal ? f0.x : f0.y) - start) < 1e-6, "\(context): first not at start")
      #expect(abs((horizontal ? fl.maxX : fl.maxY) - end) < 1e-6, "\(context): last not at end")
      for (a, b) in zip(visible, visible.dropFirst()) {
        let fa = frames[a.id]!
        let fb = frames[b.id]!
        let gap = (horizontal ? fb.x - fa.maxX : fb.y - fa.maxY)
        let minimum = s.customSpacing[a.id] ?? s.spacing
        switch s.distribution {
        case .fill, .fillEqually, .fillProportionally:
          #expect(abs(gap - minimum) < 1e-6, "\(context): gap \(gap) ≠ \(minimum)")
        case .equalSpacing, .equalCentering:
          #expect(gap >= minimum - 1e-6, "\(context): gap \(gap) < \(minimum)")
        }
      }
    }
    for item in s.items { check(item, frames, overflowing, seed: seed, width: width) }
  }
}

@Suite struct SnappingPropertyTests {
  /// At scale 2 and 3 every frame edge lies on the pixel grid, and snapping
  /// moves no edge by more than half a pixel plus the rounded spacing drift.
  @Test(arguments: Array(UInt64(200)...UInt64(230)))
  func edgesLieOnThePixelGrid(seed: UInt64) {
    var maker = RandomTreeMaker(seed: seed)
    let root = maker.node(depth: 0, maxDepth: 3)
    for scale in [2.0, 3.0] {
      let result = StackSolver(scale: scale).solve(root, width: 320, height: nil)
      for f in result.frames {
        for edge in [f.x, f.y, f.maxX, f.maxY] {
          let pixels = edge * scale
          #expect(abs(pixels - pixels.rounded()) < 1e-6, "seed \(seed) scale \(scale): \(edge)")
        }
        #expect(f.width >= 0 && f.height >= 0)
      }
    }
  }
}
