import Benchmark

extension Benchmark.Configuration {
  /// Wall clock, mallocs and throughput, one call per sample (µs; CPU time
  /// is left out: its 10 ms clock tick is far coarser than one call),
  /// after 50 warm-up calls, for up to 2 s. A threshold check fails on any
  /// extra allocation, or on a median 50 % / p90 100 % slower (throughput
  /// 35 % / 50 % lower; the machine is shared, so times are noisy).
  public static var perCall: Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal, .throughput],
      timeUnits: .microseconds, warmupIterations: 50, maxDuration: .seconds(2),
      maxIterations: 20_000,
      thresholds: [
        .mallocCountTotal: .init(relative: [.p90: 0], absolute: [.p90: 0]),
        .wallClock: .init(relative: [.p50: 50, .p90: 100]),
      ])
  }

  /// Wall clock, CPU, mallocs and peak memory of a whole-matrix sweep (ms),
  /// after one warm-up sweep, up to 30 sweeps or 3 s. Mallocs may vary by
  /// 1 %, peak memory 20 %, wall and CPU times as in ``perCall``.
  public static var perSweep: Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
      timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(3),
      maxIterations: 30,
      thresholds: [
        .mallocCountTotal: .init(relative: [.p90: 1], absolute: [.p90: 100]),
        .wallClock: .init(relative: [.p50: 50, .p90: 100]),
      ])
  }
}
