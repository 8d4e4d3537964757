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

extension AutoLayoutCrossCheckTests {
  /// Choices for random tree `seed` from a fixed linear congruential generator.
  static func choices(seed: Int) -> [Int] {
    var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (0..<400).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % 10_000)
    }
  }

  /// Random trees 0–299 (depth ≤ 3, the property tests' maker) at 300 pt
  /// wide. Left out: trees where either engine says the layout has more
  /// than one answer (the stack solver's ties broken by index, the engine's
  /// ambiguous views or conflicts), and trees with baseline alignment (the
  /// engine vends a horizontal stack's baseline from its tallest item by
  /// intrinsic height, the stack solver by solved height). Seeds 3, 84 and
  /// 190 are ties at one priority that the engines settle differently: a
  /// hidden item's compression resistance and a visible item's hugging at
  /// the same priority on a fill-aligned stack's shared height. Any height
  /// between the two costs the same there; the engine then lets the next
  /// level down decide (the fitting size pulls the height to the smaller),
  /// the stack solver takes the larger (strict levels give the engine's answer).
  @Test func randomTreesAgree() {
    var agreeing = 0
    var failures: [String] = []
    for seed in 0..<300 where ![3, 84, 190].contains(seed) {
      var maker = RandomTreeMaker(Self.choices(seed: seed))
      let root = maker.node(depth: 0, maxDepth: 3)
      let features = features(root)
      guard !features.contains("firstBaseline"), !features.contains("lastBaseline") else {
        continue
      }
      let stack = StackSolver().solve(root, width: 300, height: nil)
      guard
        !stack.diagnostics.contains(where: {
          $0.kind == .tieResolvedByIndex || $0.kind == .ambiguous
        })
      else { continue }
      var engine = AutoLayoutEngine(ConstraintSystem(stackTree: root))
      let auto = engine.solve(width: 300, height: nil)
      guard auto.ambiguousViews.isEmpty, auto.conflicts.isEmpty else { continue }
      if let m = Self.mismatch(root, width: 300, height: nil) {
        failures.append("seed \(seed): \(m)")
      } else {
        agreeing += 1
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    // 300 trees: 148 without ties or baselines, all agreeing (counted
    // when this test was written; fewer would mean trees were dropped).
    #expect(agreeing >= 140)
  }
}

/// The distributions, alignments and kinds of node a tree uses.
func features(_ node: LayoutNode) -> Set<String> {
  guard case .stack(let s) = node.content else {
    if case .leaf(let l) = node.content, l.text != nil { return ["text"] }
    return []
  }
  var out: Set<String> = [s.distribution.rawValue, s.alignment.rawValue]
  if s.items.isEmpty { out.insert("empty") }
  if s.items.contains(where: \.isHidden) { out.insert("hidden") }
  for item in s.items { out.formUnion(features(item)) }
  return out
}
