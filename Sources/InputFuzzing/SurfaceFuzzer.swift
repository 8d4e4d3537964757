import Foundation
import SizingCommands
import SizingModel

/// The fuzz target for one input surface: input k of a run is the surface's
/// seed document k mod n, mutated by ``InputMutator`` from seed
/// `firstSeed + k`, so any input replays from its seed alone. Each input is
/// refused with a clear one-line error or works (see ``FuzzSurface``).
///
/// Used by `SurfaceFuzzTests` (a bounded run in CI) and `sizing-fuzz`
/// (release builds, a million runs per surface).
public struct SurfaceFuzzer: Sendable {
  public let surface: FuzzSurface
  /// The valid documents mutated (none for flags and Swift).
  public let seedDocuments: [[UInt8]]
  /// For Swift: each fixture widget's files (name and text), and the
  /// scratch directory the mutated sources are written to.
  let widgetSources: [[SwiftSourceFile]]
  let scratch: String

  /// A fuzzer reading its seed documents from the repository at `root`.
  /// - Throws: when a seed document is missing (run from the repository).
  public init(surface: FuzzSurface, root: String = ".") throws {
    self.surface = surface
    seedDocuments = try Self.seedDocuments(surface, root: root)
    widgetSources = surface == .swift ? try Self.widgetSources(root: root) : []
    scratch =
      NSTemporaryDirectory() + "sizing-fuzz-\(getpid())-\(surface.rawValue)-\(UUID().uuidString)"
  }

  /// Runs input `seed` (document `seed mod n`).
  public func run(seed: UInt64) -> FuzzOutcome {
    var mutator = InputMutator(seed: seed)
    switch surface {
    case .flags:
      return Self.runCommandLine(&mutator)
    case .storyboards:
      let document = seedDocuments[Int(seed % UInt64(seedDocuments.count))]
      return Self.runStoryboard(mutator.mutateXML(document))
    case .swift:
      return runSwift(&mutator, seed: seed)
    case .descriptions, .baselines, .configurations:
      let document = seedDocuments[Int(seed % UInt64(seedDocuments.count))]
      let bytes = mutator.mutate(document)
      switch surface {
      case .descriptions: return Self.runDescription(bytes)
      case .baselines: return Self.runBaseline(bytes)
      default: return Self.runConfiguration(bytes)
      }
    }
  }

  /// Runs `count` inputs from `firstSeed`, timing each; `beforeEach` is
  /// told each seed before it runs (for a crash or hang report), and
  /// `progress` the figures so far after every `progressEvery` inputs (so
  /// a long run that is stopped still says how far it got).
  public func run(
    count: Int, firstSeed: UInt64, beforeEach: (UInt64) -> Void = { _ in },
    progressEvery: Int = 10_000, progress: (FuzzSummary) -> Void = { _ in }
  ) -> FuzzSummary {
    var summary = FuzzSummary(surface: surface, firstSeed: firstSeed)
    for k in 0..<count {
      let seed = firstSeed &+ UInt64(k)
      beforeEach(seed)
      let start = DispatchTime.now().uptimeNanoseconds
      let outcome = run(seed: seed)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if seconds > summary.slowest.seconds { summary.slowest = (seed, seconds) }
      summary.runs += 1
      switch outcome {
      case .accepted: summary.accepted += 1
      case .refused: summary.refused += 1
      case .failed(let message): summary.failures.append((seed, message))
      }
      if summary.runs % max(progressEvery, 1) == 0 { progress(summary) }
    }
    return summary
  }

  /// An error that is what the tools print: one non-empty line.
  static func judged(_ error: any Error) -> FuzzOutcome {
    let message = "\(error)"
    if message.isEmpty { return .failed("an empty error (\(type(of: error)))") }
    if message.contains("\n") { return .failed("a multi-line error: \(message)") }
    return .refused
  }
}
