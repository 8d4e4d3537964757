/// Wall-clock marks taken during start-up, printed by `--benchmark-steps`
/// to show where the time to the first frame goes.
@MainActor
final class StartupTimes {
  private(set) var marks: [(name: String, time: Double)] = []

  /// Records `name` now (seconds since the epoch).
  func mark(_ name: String) { marks.append((name, PreviewBenchmark.now())) }

  /// "main=21 gtk_init=60 …": milliseconds after `launch` for each mark.
  func summary(since launch: Double) -> String {
    marks.map {
      "\($0.name.replacingOccurrences(of: " ", with: "-"))=\(Int(($0.time - launch) * 1000))"
    }
    .joined(separator: " ")
  }
}
