// The stack solver on the 32-node reference widget tree
// (scripts/peers/widget-tree.json, the tree scripts/bench-solver.sh also gives
// kiwisolver and Yoga): a cold solve (flatten + solve), and re-solves of a
// prepared tree after a width change and after an intrinsic-size change of
// the text leaves, as a category change does. Each iteration is one solve;
// allocation counts show that a re-solve allocates only its result.
import Benchmark
import BenchmarkConfigurations
import Foundation
import StackLayout

/// The reference tree document, read from the source tree.
let document: StackDocument = {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../scripts/peers/widget-tree.json")
  guard let bytes = FileManager.default.contents(atPath: url.standardized.path),
    let document = try? StackDocument(json: [UInt8](bytes)), document.width != nil
  else { fatalError("cannot read \(url.path)") }
  return document
}()

/// The leaves whose height a Dynamic Type change alters: ids starting with
/// label, title or subtitle.
func textLeaves(_ node: LayoutNode) -> [(id: String, width: Double?, height: Double?)] {
  switch node.content {
  case .leaf(let leaf):
    let prefix = node.id.trimmingCharacters(in: .decimalDigits)
    guard ["label", "title", "subtitle"].contains(prefix) else { return [] }
    return [(node.id, leaf.intrinsicWidth, leaf.intrinsicHeight)]
  case .stack(let stack):
    return stack.items.flatMap(textLeaves)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .perCall

  let width = document.width!
  let solver = StackSolver(scale: document.scale)

  // Flatten the tree + solve.
  Benchmark("solver-cold") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(solver.solve(document.root, width: width, height: document.height))
    }
  }

  // Each sample runs its closure once: the prepared trees live outside, so
  // a sample times one re-solve, not a prepare.
  // Samples alternate between the two widths (and below, the two heights).
  var widthPrepared = solver.prepare(document.root)
  var wider = false
  // Re-solve a prepared tree after a width change (W ↔ W + 16 pt).
  Benchmark("solver-resolve-width") { benchmark in
    for _ in benchmark.scaledIterations {
      wider.toggle()
      blackHole(widthPrepared.solve(width: wider ? width + 16 : width, height: document.height))
    }
  }

  var prepared = solver.prepare(document.root)
  let texts = textLeaves(document.root).compactMap { leaf in
    prepared.index(of: leaf.id).map { (index: $0, width: leaf.width, height: leaf.height) }
  }
  precondition(texts.count == 11, "the reference tree has 11 text leaves")
  var grow = 0.0
  // Re-solve after the 11 text leaves grow or shrink by 2 pt (a category change).
  Benchmark("solver-resolve-intrinsic") { benchmark in
    for _ in benchmark.scaledIterations {
      grow = 2 - grow
      for text in texts {
        prepared.setIntrinsicSize(
          at: text.index, width: text.width, height: text.height.map { $0 + grow })
      }
      blackHole(prepared.solve(width: width, height: document.height))
    }
  }

  autoLayoutBenchmarks()
}
