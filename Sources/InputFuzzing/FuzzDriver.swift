import Foundation
import Synchronization

/// `sizing-fuzz`: the fuzz target in process, for release builds.
///
///     sizing-fuzz [SURFACE|all [INPUTS [FIRST-SEED]]]
///
/// Runs INPUTS inputs (default 1,000,000) of each surface from FIRST-SEED
/// (default 1) and prints per surface: runs, accepted, refused, failures,
/// wall time and the slowest input. A failing input is printed with its
/// seed; a crash (the signal) or an input still running after
/// ``hangSeconds`` of CPU time (or ``hangWallSeconds``) is reported with its surface and seed before the
/// process ends, so it replays with `sizing-fuzz SURFACE 1 SEED`.
/// Exit status: 0 clean, 1 failures or a hang, 64 usage, 66 no seed files.
public enum FuzzDriver {
  /// An input that has used this much CPU time is a hang, in seconds.
  /// CPU time, not wall time: `scripts/fuzz-inputs` runs under `nice -n 19`
  /// on a shared machine, where a 0.2-s input waited 18 s for a core.
  public static let hangSeconds = 20.0
  /// An input still running after this much wall time is a hang even if
  /// it uses no CPU (it waits on something), in seconds.
  public static let hangWallSeconds = 300.0

  /// The CPU time between two readings, in seconds; 0 when `start` is
  /// the later one (a new input began between the watchdog's readings:
  /// the unsigned difference once wrapped to 18 billion seconds and ended
  /// a storyboards run on a false hang).
  public static func cpuSeconds(from start: UInt64, to end: UInt64) -> Double {
    end > start ? Double(end - start) / 1e9 : 0
  }

  /// The process's CPU time so far (every thread), in nanoseconds.
  static func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// The seed now running and when it started (uptime nanoseconds), for
  /// the watchdog and the crash handler.
  static let runningSeed = Atomic<UInt64>(0)
  static let runningSince = Atomic<UInt64>(0)
  static let runningCPUSince = Atomic<UInt64>(0)
  static let runningSurface = Atomic<Int>(0)

  public static func main(_ arguments: [String]) -> Int32 {
    let usage =
      "usage: sizing-fuzz [SURFACE|all [INPUTS [FIRST-SEED]]]; SURFACE: "
      + FuzzSurface.allCases.map(\.rawValue).joined(separator: ", ")
    let surfaces: [FuzzSurface]
    switch arguments.first {
    case nil, "all": surfaces = FuzzSurface.allCases
    case let name?:
      guard let surface = FuzzSurface(rawValue: name) else {
        FileHandle.standardError.write(
          Data("sizing-fuzz: unknown surface '\(name)'; \(usage)\n".utf8))
        return 64
      }
      surfaces = [surface]
    }
    guard let count = arguments.count > 1 ? Int(arguments[1]) : 1_000_000, count >= 0,
      let firstSeed = arguments.count > 2 ? UInt64(arguments[2]) : 1, arguments.count <= 3
    else {
      FileHandle.standardError.write(Data("sizing-fuzz: \(usage)\n".utf8))
      return 64
    }
    installCrashReport()
    startWatchdog()
    var clean = true
    for surface in surfaces {
      let fuzzer: SurfaceFuzzer
      do { fuzzer = try SurfaceFuzzer(surface: surface) } catch {
        FileHandle.standardError.write(
          Data("sizing-fuzz: \(surface.rawValue): \(error) (run from the repository)\n".utf8))
        return 66
      }
      runningSurface.store(FuzzSurface.allCases.firstIndex(of: surface)!, ordering: .relaxed)
      let start = DispatchTime.now().uptimeNanoseconds
      let summary = fuzzer.run(
        count: count, firstSeed: firstSeed,
        beforeEach: { seed in
          runningSeed.store(seed, ordering: .relaxed)
          runningCPUSince.store(processCPUNanoseconds(), ordering: .relaxed)
          runningSince.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
        },
        progress: { sofar in
          let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
          FileHandle.standardError.write(
            Data(("so far: " + report(sofar, seconds: seconds) + "\n").utf8))
        })
      runningSince.store(0, ordering: .relaxed)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      for failure in summary.failures.prefix(20) {
        print("fail \(surface.rawValue) seed \(failure.seed): \(failure.message)")
      }
      print(report(summary, seconds: seconds))
      clean = clean && summary.failures.isEmpty
    }
    return clean ? 0 : 1
  }

  /// One line of figures for a surface.
  static func report(_ summary: FuzzSummary, seconds: Double) -> String {
    let rate = seconds > 0 ? Double(summary.runs) / seconds : 0
    return "fuzz \(summary.surface.rawValue): \(summary.runs) inputs from seed "
      + "\(summary.firstSeed), \(summary.accepted) accepted, \(summary.refused) refused, "
      + "\(summary.failures.count) failures; \(String(format: "%.1f", seconds)) s "
      + "(\(Int(rate)) per second, measured); slowest seed \(summary.slowest.seed) "
      + "\(String(format: "%.3f", summary.slowest.seconds)) s"
  }

  /// Prints the running surface and seed when the process gets a fatal signal.
  static func installCrashReport() {
    for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
      Glibc.signal(signal) { number in
        let surface = FuzzSurface.allCases[FuzzDriver.runningSurface.load(ordering: .relaxed)]
        let line =
          "\nsizing-fuzz: signal \(number) in \(surface.rawValue) seed "
          + "\(FuzzDriver.runningSeed.load(ordering: .relaxed))\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        Glibc.signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// A thread that ends the process when one input runs past ``hangSeconds``.
  static func startWatchdog() {
    let thread = Thread {
      while true {
        Thread.sleep(forTimeInterval: 1)
        let since = runningSince.load(ordering: .relaxed)
        guard since > 0 else { continue }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - since) / 1e9
        let cpuSince = runningCPUSince.load(ordering: .relaxed)
        let cpu = cpuSeconds(from: cpuSince, to: processCPUNanoseconds())
        if cpu > hangSeconds || elapsed > hangWallSeconds {
          let surface = FuzzSurface.allCases[runningSurface.load(ordering: .relaxed)]
          FileHandle.standardError.write(
            Data(
              ("sizing-fuzz: hang: \(surface.rawValue) seed "
                + "\(runningSeed.load(ordering: .relaxed)) still running after "
                + "\(Int(elapsed)) s (\(Int(cpu)) s of CPU)\n").utf8))
          exit(1)
        }
      }
    }
    thread.start()
  }
}
