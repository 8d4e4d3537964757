// The whole-matrix check of a storyboard (issue 24: under 1 s): the
// activity grid (30 views, 88 constraints) through the Auto Layout engine
// in every environment `sizing-cli check` sweeps, with a new Pango measurer
// and layout each sweep.
import Benchmark
import Foundation
import InterfaceBuilder
import PangoText
import SizingModel
import WidgetChecks
import WidgetLayout

func storyboardCheckBenchmarks() {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Data/widgets/interface-builder/activity-grid.storyboard")
    .standardized.path
  let description = try! WidgetFile.description(at: path)
  let matrix = EnvironmentMatrix(model: .standard)
  Benchmark("check-storyboard-cold") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(
        WidgetChecker(
          layout: TodayWidgetLayout(description: description, measurer: PangoTextMeasurer())
        )
        .check(matrix))
    }
  }
}
