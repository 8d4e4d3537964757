// The whole-matrix check `sizing-cli check` does, in process, with the Pango
// measurer it uses, on Data/reference-widget.json: cold (a new measurer and
// layout each iteration: no text or tree cache; fontconfig's and cairo's
// process-wide caches stay warm) and warm (a measurer that has measured
// everything already: solver, composition and checks only).
import Benchmark
import BenchmarkConfigurations
import Foundation
import PangoText
import SizingModel
import StackLayout
import WidgetChecks
import WidgetDescriptions
import WidgetLayout

let benchmarks: @Sendable () -> Void = {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Data/" + WidgetDescription.referenceFileName).standardized.path
  let description = try! WidgetDescription(contentsOf: path)
  let matrix = EnvironmentMatrix(model: .standard)
  func check(_ measurer: any TextMeasuring) -> CheckReport {
    WidgetChecker(layout: TodayWidgetLayout(description: description, measurer: measurer))
      .check(matrix)
  }
  let findings = check(PangoTextMeasurer()).findings

  Benchmark.defaultConfiguration = .perSweep

  // A new Pango measurer and layout each sweep.
  Benchmark("check-cold") { benchmark in
    for _ in benchmark.scaledIterations {
      let report = check(PangoTextMeasurer())
      precondition(report.findings == findings, "a cold check found something else")
      blackHole(report)
    }
  }

  let shared = CachingTextMeasurer(PangoTextMeasurer())
  _ = check(shared)
  // A measurer that has measured everything already.
  Benchmark("check-warm") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(check(shared)) }
  }

  storyboardCheckBenchmarks()
}
