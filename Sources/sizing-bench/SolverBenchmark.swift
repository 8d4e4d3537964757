import Foundation
import StackLayout

/// The stack-solver part of `sizing-bench` (`sizing-bench solver …`):
///
/// - `solver frames TREE`: the solved frames of a stack-tree JSON document
///   (width from the document), as `sizing-cli solve` prints them, so the
///   peers can be checked against them before anything is timed.
/// - `solver time TREE [--repetitions N]`: one JSON line of timings in µs per
///   solve (median, p90, min): `cold` (flatten the tree + solve), `width` (re-solve
///   a prepared tree after a width change, alternating W and W + 16) and
///   `intrinsic` (re-solve after changing the heights of the text leaves —
///   ids label*, title*, subtitle* — by 2 pt, as a category change would).
///
/// Samples are the mean of a batch of 20 calls, after 50 warm-up calls.
enum SolverBenchmark {
  struct Figures {
    var median: Double
    var p90: Double
    var min: Double
  }

  /// Runs a `solver` subcommand; returns what to print.
  static func run(_ arguments: [String]) throws -> String {
    guard arguments.count >= 2, let bytes = FileManager.default.contents(atPath: arguments[1])
    else {
      throw SolverBenchmarkError("usage: sizing-bench solver frames|time TREE [--repetitions N]")
    }
    let document = try StackDocument(json: [UInt8](bytes))
    switch arguments[0] {
    case "frames":
      return document.solve().jsonString() + "\n"
    case "time":
      var repetitions = 2000
      if let k = arguments.firstIndex(of: "--repetitions"), k + 1 < arguments.count,
        let n = Int(arguments[k + 1]), n > 0
      {
        repetitions = n
      }
      return try time(document, repetitions: repetitions)
    default:
      throw SolverBenchmarkError("unknown solver mode '\(arguments[0])'; valid: frames, time")
    }
  }

  /// Times the three solves on `document` and returns one JSON line.
  static func time(_ document: StackDocument, repetitions: Int) throws -> String {
    guard let width = document.width else {
      throw SolverBenchmarkError("the benchmark tree needs a width")
    }
    let solver = StackSolver(scale: document.scale)
    let root = document.root
    let cold = measure(repetitions) { _ in
      solver.solve(root, width: width, height: document.height).height
    }
    var prepared = solver.prepare(root)
    let widthChange = measure(repetitions) { k in
      prepared.solve(width: k % 2 == 0 ? width : width + 16, height: document.height).height
    }
    let texts = textLeaves(root).compactMap { leaf in
      prepared.index(of: leaf.id).map { (index: $0, width: leaf.width, height: leaf.height) }
    }
    let intrinsic = measure(repetitions) { k in
      let grow = k % 2 == 0 ? 2.0 : 0
      for t in texts {
        prepared.setIntrinsicSize(at: t.index, width: t.width, height: t.height.map { $0 + grow })
      }
      return prepared.solve(width: width, height: document.height).height
    }
    func entry(_ name: String, _ f: Figures) -> String {
      "\"\(name)\":{\"median\":\(f.median),\"p90\":\(f.p90),\"min\":\(f.min)}"
    }
    return "{"
      + [
        entry("cold", cold), entry("width", widthChange), entry("intrinsic", intrinsic),
        "\"nodes\":\(prepared.ids.count)", "\"textLeaves\":\(texts.count)",
        "\"repetitions\":\(repetitions)",
      ].joined(separator: ",") + "}\n"
  }

  /// The leaves whose height a Dynamic Type change alters in the benchmark
  /// tree: ids starting with label, title or subtitle.
  static func textLeaves(_ node: LayoutNode) -> [(id: String, width: Double?, height: Double?)] {
    switch node.content {
    case .leaf(let leaf):
      let prefix = node.id.trimmingCharacters(in: .decimalDigits)
      guard ["label", "title", "subtitle"].contains(prefix) else { return [] }
      return [(node.id, leaf.intrinsicWidth, leaf.intrinsicHeight)]
    case .stack(let stack):
      return stack.items.flatMap(textLeaves)
    }
  }

  /// Median, p90 and minimum of µs per call, over `repetitions` batches of 20.
  static func measure(_ repetitions: Int, _ body: (Int) -> Double) -> Figures {
    var sink = 0.0
    for k in 0..<50 { sink += body(k) }
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    var call = 0
    for _ in 0..<repetitions {
      let start = ContinuousClock.now
      for _ in 0..<20 {
        sink += body(call)
        call += 1
      }
      let elapsed = ContinuousClock.now - start
      let (seconds, attoseconds) = elapsed.components
      samples.append((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / 20)
    }
    precondition(sink.isFinite)
    samples.sort()
    return Figures(
      median: samples[samples.count / 2],
      p90: samples[Swift.min(samples.count * 9 / 10, samples.count - 1)], min: samples[0])
  }
}

struct SolverBenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
