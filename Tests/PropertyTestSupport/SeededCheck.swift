import Foundation
import PropertyBased
@_exported import SeededRandom
import Testing

/// Runs `body` on `count` inputs drawn from `input` with a fixed seed, so
/// every run (CI included) checks the same inputs and a red build means a
/// change, not a new draw. With `PROPERTY_EXPLORE=1` in the environment it
/// hands over to `propertyCheck`, which draws new inputs each run and shrinks
/// a failing one to a minimal case (print it, pin it as a test).
public func seededCheck<InputValue, ResultValue>(
  count: Int, seed: UInt64 = 20_261_123,
  input: Generator<ResultValue, some Sequence<InputValue>>,
  perform body: (ResultValue) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  if ProcessInfo.processInfo.environment["PROPERTY_EXPLORE"] != nil {
    await propertyCheck(
      count: count, input: input, perform: body, sourceLocation: sourceLocation)
    return
  }
  var rng = Xoshiro(seed: (seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 1))
  for _ in 0..<count {
    do {
      try await body(input.run(using: &rng))
    } catch {
      preconditionFailure("seededCheck: \(error)")
    }
  }
}
