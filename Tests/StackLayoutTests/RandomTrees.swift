import PropertyBased

@testable import StackLayout

/// Random stack trees decoded from a list of choices (Hypothesis-style), so
/// PropertyBased generates, reproduces and shrinks them as plain `[Int]`:
/// removing choices or lowering them toward 0 gives a smaller, plainer tree
/// (an exhausted list reads as 0: no label, nothing hidden, empty stacks).
/// Up to `maxDepth` levels, 0–5 items per stack, whole-point sizes (some
/// without an intrinsic size), non-negative spacing, random margins, custom
/// spacing and hidden items, and labels.
struct RandomTreeMaker {
  /// Choices for a tree: up to 400 numbers, each 0…9 999.
  static let choices = Gen.int(in: 0...9_999).array(of: 0...400)

  let choices: [Int]
  var next = 0
  var nextID = 0
  let font = FontSpec(pointSize: 10, lineHeight: 12)

  init(_ choices: [Int]) { self.choices = choices }

  /// The next choice in `range` (its lower bound once the choices run out).
  mutating func draw(_ range: ClosedRange<Int>) -> Int {
    defer { next += 1 }
    guard next < choices.count else { return range.lowerBound }
    return range.lowerBound + choices[next] % range.count
  }

  mutating func id(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  /// True with probability `p`; a choice of 0 is always false.
  mutating func chance(_ p: Double) -> Bool { Double(draw(0...99)) >= 100 * (1 - p) }

  mutating func length() -> Double? { chance(0.1) ? nil : Double(draw(0...60)) }

  mutating func priority() -> Double { [250.0, 251, 249, 750, 500, 1000, 100][draw(0...6)] }

  mutating func node(depth: Int, maxDepth: Int) -> LayoutNode {
    let hidden = chance(0.12)
    if depth >= maxDepth || chance(0.4) {
      if chance(0.15) {
        let words = ["Open", "Recent", "Scan Document", "A longer title that wraps"]
        return .leaf(
          id("t"),
          .label(TextSpec(text: words[draw(0...3)], font: font, numberOfLines: draw(0...2))),
          hidden: hidden)
      }
      let leaf = LayoutNode.Leaf(
        intrinsicWidth: length(), intrinsicHeight: length(),
        hugging: PriorityPair(horizontal: priority(), vertical: priority()),
        compression: PriorityPair(horizontal: priority(), vertical: priority()))
      return .leaf(id("l"), leaf, hidden: hidden)
    }
    let count = draw(0...5)
    let items = (0..<count).map { _ in node(depth: depth + 1, maxDepth: maxDepth) }
    var custom: [String: Double] = [:]
    for item in items where chance(0.2) { custom[item.id] = Double(draw(0...12)) }
    let stack = LayoutNode.Stack(
      axis: Axis.allCases[draw(0...Axis.allCases.count - 1)],
      distribution: Distribution.allCases[draw(0...Distribution.allCases.count - 1)],
      alignment: Alignment.allCases[draw(0...Alignment.allCases.count - 1)],
      spacing: Double(draw(0...10)), customSpacing: custom,
      margins: Insets(
        top: Double(draw(0...10)), left: Double(draw(0...10)), bottom: Double(draw(0...10)),
        right: Double(draw(0...10))),
      isLayoutMarginsRelativeArrangement: chance(0.4), items: items)
    return .stack(id("s"), stack, hidden: depth > 0 && hidden)
  }
}
