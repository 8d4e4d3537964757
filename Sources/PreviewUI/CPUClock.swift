import Glibc

/// The calling thread's CPU time, for the benchmark's breakdown.
enum CPUClock {
  /// Seconds of CPU this thread has used (`CLOCK_THREAD_CPUTIME_ID`).
  static func thread() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
