import Foundation
import InputFuzzing
import Testing

/// The fuzz target (`SurfaceFuzzer`) over every input surface but the
/// `solve` documents (`SolverFuzzTests`): mutated widget descriptions
/// (version 1, version 2, `widgetKit`, SwiftUI trees), baselines,
/// configuration files and command lines. Each input is refused with a
/// clear one-line error or works; a crash or hang stops the run.
///
/// CI runs `FUZZ_INPUTS` (default 600) per surface from seed 1; the
/// million-run figures come from `scripts/fuzz-inputs` (the release-built
/// `sizing-fuzz`, in process). Input k of a surface uses seed
/// `FUZZ_SEED + k`; `FUZZ_SURFACE=NAME` runs one surface.
@Suite struct SurfaceFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let inputs = environment["FUZZ_INPUTS"].flatMap { Int($0) } ?? 600
  static let firstSeed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
  static let surface = environment["FUZZ_SURFACE"].flatMap { $0.isEmpty ? nil : $0 }

  @Test(arguments: FuzzSurface.allCases)
  func mutatedInputsAreRefusedInOneLineOrUsed(surface: FuzzSurface) throws {
    guard Self.surface == nil || Self.surface == surface.rawValue else { return }
    let fuzzer = try SurfaceFuzzer(surface: surface)
    let summary = fuzzer.run(count: Self.inputs, firstSeed: Self.firstSeed)
    for failure in summary.failures {
      Issue.record("\(surface.rawValue) seed \(failure.seed): \(failure.message)")
    }
    print(
      "fuzz \(surface.rawValue): \(summary.runs) inputs from seed \(Self.firstSeed), "
        + "\(summary.accepted) accepted, \(summary.refused) refused")
    // Mutations that never get past the reader would test only the reader.
    #expect(summary.accepted > 0, "no mutated input was accepted: the mutations are too coarse")
    #expect(summary.refused > 0, "no mutated input was refused: the mutations are too mild")
  }
}
