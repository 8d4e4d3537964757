import Foundation
import SizingModel
import StackLayout
import TodayLayout

/// The Today-widget part of `sizing-bench`: the reference widget (3 quick
/// actions + 4 rows) laid out cold, after a width change and after a
/// category change, and the sweep of the whole environment matrix.
///
/// Times are wall-clock, in process, measured in batches of 20 calls after a
/// warm-up; each sample is one batch's mean.
enum WidgetBenchmark {
  struct Figures {
    var median: Double
    var p90: Double
    var samples: Int
  }

  /// Runs every measurement and returns the report's lines.
  static func run(repetitions: Int = 2000) throws -> [String] {
    let model = WidgetSizes.standard
    let measurer = ApproximateTextMeasurer()
    let layout = TodayWidgetLayout(description: .reference, measurer: measurer)
    let phone = WidgetEnvironment(device: try model.device("iphone-8"))
    var plus = phone
    plus.device = try model.device("iphone-8-plus")
    var larger = phone
    larger.category = .extraExtraExtraLarge

    var lines = ["Today widget layout (reference widget: 3 quick actions + 4 of 6 recents rows,"]
    lines.append("expanded, approximate text measurer, text cache warm; µs per full layout incl.")
    lines.append("the element list; re-layouts solve every tree afresh unless stated)")
    let sanity = try layout.layout(in: phone, mode: .expanded)
    guard sanity.visibleRecents == 4, sanity.elements.count == 36 else {
      throw BenchmarkError(
        "unexpected reference layout: \(sanity.visibleRecents) rows, "
          + "\(sanity.elements.count) elements")
    }
    let cold = measure(repetitions) { _ in
      let fresh = TodayWidgetLayout(description: .reference, measurer: measurer)
      return try! fresh.layout(in: phone, mode: .expanded).visibleRecents
    }
    lines.append(row("cold (new layout object, build trees, solve, compose)", cold))
    var fresh = layout
    fresh.reusesSolvedTrees = false
    let width = measure(repetitions) { index in
      try! fresh.layout(in: index % 2 == 0 ? phone : plus, mode: .expanded).visibleRecents
    }
    lines.append(row("re-layout after a width change (359 ↔ 398 pt)", width))
    let category = measure(repetitions) { index in
      try! fresh.layout(in: index % 2 == 0 ? phone : larger, mode: .expanded).visibleRecents
    }
    lines.append(row("re-layout after a category change (L ↔ xxxL)", category))
    let stored = measure(repetitions) { index in
      try! layout.layout(in: index % 2 == 0 ? phone : larger, mode: .expanded).visibleRecents
    }
    lines.append(row("same, solved trees reused (the default)", stored))
    let sections = try layout.sections(in: phone)
    let outcome = measure(repetitions) { index in
      sections.outcome(for: index % 2 == 0 ? .expanded : .compact).visibleRecents
    }
    lines.append(row("mode switch only (outcome from solved sections)", outcome))

    let matrix = EnvironmentMatrix(model: model)
    // Cold: a new layout object each time (no stored trees, empty text cache).
    var coldSweeps: [Double] = []
    var cpu: [Double] = []
    var cells = 0
    for _ in 0..<7 {
      let fresh = TodayWidgetLayout(description: .reference, measurer: measurer)
      let start = ContinuousClock.now
      let startCPU = cpuSeconds()
      cells = fresh.sweep(matrix, recents: 0...8) { _, _, _ in }
      cpu.append(cpuSeconds() - startCPU)
      coldSweeps.append(seconds(ContinuousClock.now - start))
    }
    // Warm: the same layout object again (what `check` after a first run, or
    // the preview's matrix view, pays).
    var warm: [Double] = []
    _ = layout.sweep(matrix, recents: 0...8) { _, _, _ in }
    for _ in 0..<7 {
      let start = ContinuousClock.now
      var rows = 0
      _ = layout.sweep(matrix, recents: 0...8) { _, outcome, _ in rows += outcome.visibleRecents }
      warm.append(seconds(ContinuousClock.now - start))
      precondition(rows > 0)
    }
    coldSweeps.sort()
    cpu.sort()
    warm.sort()
    lines.append(
      "whole matrix: \(matrix.count) environments (11 devices × 12 categories × orientation × "
        + "location × iOS), \(cells) cells with modes × recents 0…8 (target ≤ 50 ms)")
    lines.append(
      "  cold sweep: wall median \(format(coldSweeps[3] * 1000)) ms (best \(format(coldSweeps[0] * 1000)) ms), "
        + "CPU median \(format(cpu[3] * 1000)) ms, \(Int(Double(cells) / coldSweeps[3])) cells/s")
    lines.append(
      "  warm sweep (same layout object): wall median \(format(warm[3] * 1000)) ms "
        + "(best \(format(warm[0] * 1000)) ms)")
    return lines
  }

  /// Times `body` in batches of 20 calls after 50 warm-up calls.
  static func measure(_ repetitions: Int, _ body: (Int) -> Int) -> Figures {
    var sink = 0
    for index in 0..<50 { sink &+= body(index) }
    let batch = 20
    var samples: [Double] = []
    samples.reserveCapacity(repetitions / batch)
    for _ in 0..<max(repetitions / batch, 1) {
      let start = ContinuousClock.now
      for index in 0..<batch { sink &+= body(index) }
      samples.append(seconds(ContinuousClock.now - start) / Double(batch) * 1e6)
    }
    precondition(sink >= 0)
    samples.sort()
    return Figures(
      median: samples[samples.count / 2], p90: samples[samples.count * 9 / 10],
      samples: samples.count)
  }

  static func row(_ label: String, _ figures: Figures) -> String {
    "  " + label.padding(toLength: 56, withPad: " ", startingAt: 0)
      + "median \(format(figures.median)) µs  p90 \(format(figures.p90)) µs"
  }

  /// CPU time this process has used, in seconds (not inflated by other
  /// processes on a busy machine, unlike wall time).
  static func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  static func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
  }
}

/// A benchmark whose sanity check failed.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
