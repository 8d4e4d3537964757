import Foundation
import Testing

@testable import StackLayout

/// The fuzz target for the `solve` reader and the solver: seeded generated
/// documents (``FuzzDocumentMaker``). Each is either refused with a
/// one-line error or solves, unconstrained and at its canvas, to finite,
/// non-negative frames that pass the solver's `_checkInvariants()`.
///
/// CI runs 3,000 inputs from seed 1; `FUZZ_INPUTS=1000000 FUZZ_SEED=…`
/// runs more (`scripts/fuzz`), printing how many were accepted and the
/// slowest input's time and seed. Input k uses seed `FUZZ_SEED + k`, so a
/// failure is replayed with `FUZZ_SEED=<seed> FUZZ_INPUTS=1` (`FUZZ_TRACE=1`
/// prints each seed and document first).
@Suite struct SolverFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let inputs = environment["FUZZ_INPUTS"].flatMap { Int($0) } ?? 3_000
  static let firstSeed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
  /// `FUZZ_TRACE=1` prints each seed before its input (to find the one
  /// that stopped the process at a failed precondition).
  static let traces = environment["FUZZ_TRACE"] == "1"

  @Test func generatedDocumentsNeverCrashOrLie() {
    var accepted = 0
    var slowest = (duration: Duration.zero, seed: Self.firstSeed)
    let clock = ContinuousClock()
    for k in 0..<Self.inputs {
      let seed = Self.firstSeed &+ UInt64(k)
      var maker = FuzzDocumentMaker(seed: seed)
      let bytes = maker.document()
      if Self.traces { print("fuzz seed \(seed): \(String(decoding: bytes, as: UTF8.self))") }
      let start = clock.now
      if check(bytes, seed: seed) { accepted += 1 }
      let elapsed = clock.now - start
      if elapsed > slowest.duration { slowest = (elapsed, seed) }
    }
    // Shown in the long run; the CI run asserts no time (speed belongs in
    // benchmarks), only that a good share of inputs reach the solver.
    print(
      "fuzz: \(Self.inputs) inputs from seed \(Self.firstSeed), \(accepted) solved, slowest "
        + "\(slowest.duration) (seed \(slowest.seed))")
    #expect(accepted * 4 > Self.inputs, "only \(accepted) of \(Self.inputs) documents solved")
  }

  /// Reads and solves one document; true when it was accepted.
  func check(_ bytes: [UInt8], seed: UInt64) -> Bool {
    let document: StackDocument
    do {
      document = try StackDocument(json: bytes)
    } catch {
      let message = String(describing: error)
      #expect(!message.isEmpty && !message.contains("\n"), "seed \(seed): \(message)")
      return false
    }
    let solver = StackSolver(textMeasurer: ApproximateTextMeasurer(), scale: document.scale)
    var prepared = solver.prepare(document.root)
    prepared._checkInvariants()
    for width in Set([nil, document.width]) {
      let result = prepared.solve(width: width, height: document.height)
      prepared._checkInvariants(result)
      let sound = result.frames.allSatisfy {
        $0.width >= 0 && $0.height >= 0 && $0.x.isFinite && $0.y.isFinite
          && $0.width.isFinite && $0.height.isFinite
      }
      #expect(sound, "seed \(seed): a negative or non-finite frame")
      #expect(!result.jsonString().isEmpty)
    }
    return true
  }
}
