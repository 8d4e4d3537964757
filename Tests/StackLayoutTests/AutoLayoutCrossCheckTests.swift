import AutoLayout
import Testing

@testable import StackLayout

/// The stack solver and the Auto Layout engine (UIStackView expressed as
/// its `UISV-…` constraints) must give the same frames: the reference widget
/// and a fixed set of the random trees the property tests draw.
@Suite struct AutoLayoutCrossCheckTests {
  /// Frames of visible nodes (and of hidden ones along their stack's
  /// axis they are 0 in both) compared within 1e-6 pt.
  static func mismatch(
    _ root: LayoutNode, width: Double?, height: Double?,
    measurer: (any TextMeasuring)? = nil
  ) -> String? {
    let stack = StackSolver(textMeasurer: measurer).solve(root, width: width, height: height)
    var engine = AutoLayoutEngine(ConstraintSystem(stackTree: root), textMeasurer: measurer)
    let auto = engine.solve(width: width, height: height)
    let hidden = hiddenIDs(root, hidden: false)
    for (i, id) in stack.ids.enumerated() where !hidden.contains(id) {
      guard let other = auto.frame(id) else { return "\(id) missing" }
      if !close(other, stack.frames[i], tolerance: 1e-6) {
        return "\(id): stack \(stack.frames[i]) auto layout \(other)"
      }
    }
    return nil
  }

  static func hiddenIDs(_ node: LayoutNode, hidden: Bool) -> Set<String> {
    let isHidden = hidden || node.isHidden
    var out: Set<String> = isHidden ? [node.id] : []
    if case .stack(let s) = node.content {
      for item in s.items { out.formUnion(hiddenIDs(item, hidden: isHidden)) }
    }
    return out
  }

  @Test(arguments: [359.0, 320, 398, 704])
  func referenceWidgetAgrees(width: Double) {
    #expect(Self.mismatch(referenceWidget(), width: width, height: nil) == nil)
  }
}
