@testable import StackLayout

/// SplitMix64: a small seeded generator, so every property run is
/// reproducible from its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random stack trees: up to `maxDepth` levels, 0–5 items per stack,
/// whole-point sizes (some without an intrinsic size), non-negative
/// spacing, random margins, custom spacing and hidden items, and labels.
struct RandomTreeMaker {
  var generator: SeededGenerator
  var nextID = 0
  let font = FontSpec(pointSize: 10, lineHeight: 12)

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  mutating func id(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }

  mutating func length() -> Double? {
    chance(0.1) ? nil : Double(Int.random(in: 0...60, using: &generator))
  }

  mutating func priority() -> Double {
    [250.0, 251, 249, 750, 500, 1000, 100].randomElement(using: &generator)!
  }

  mutating func node(depth: Int, maxDepth: Int) -> LayoutNode {
    let hidden = chance(0.12)
    if depth >= maxDepth || chance(0.4) {
      if chance(0.15) {
        let words = ["Open", "Recent", "Scan Document", "A longer title that wraps"]
        return .leaf(
          id("t"),
          .label(
            TextSpec(
              text: words.randomElement(using: &generator)!, font: font,
              numberOfLines: Int.random(in: 0...2, using: &generator))), hidden: hidden)
      }
      let leaf = LayoutNode.Leaf(
        intrinsicWidth: length(), intrinsicHeight: length(),
        hugging: PriorityPair(horizontal: priority(), vertical: priority()),
        compression: PriorityPair(horizontal: priority(), vertical: priority()))
      return .leaf(id("l"), leaf, hidden: hidden)
    }
    let count = Int.random(in: 0...5, using: &generator)
    let items = (0..<count).map { _ in node(depth: depth + 1, maxDepth: maxDepth) }
    var custom: [String: Double] = [:]
    for item in items where chance(0.2) {
      custom[item.id] = Double(Int.random(in: 0...12, using: &generator))
    }
    let m = { (g: inout SeededGenerator) in Double(Int.random(in: 0...10, using: &g)) }
    let stack = LayoutNode.Stack(
      axis: Axis.allCases.randomElement(using: &generator)!,
      distribution: Distribution.allCases.randomElement(using: &generator)!,
      alignment: Alignment.allCases.randomElement(using: &generator)!,
      spacing: Double(Int.random(in: 0...10, using: &generator)), customSpacing: custom,
      margins: Insets(
        top: m(&generator), left: m(&generator), bottom: m(&generator), right: m(&generator)),
      isLayoutMarginsRelativeArrangement: chance(0.4), items: items)
    return .stack(id("s"), stack, hidden: depth > 0 && hidden)
  }
}
