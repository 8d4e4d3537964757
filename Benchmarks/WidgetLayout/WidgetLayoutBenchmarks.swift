// The Today-widget layout of the reference widget (3 quick actions + 4 of 6
// recents rows, expanded, approximate text measurer): cold, after a width
// change, after a category change, with solved trees reused, a mode switch
// only, and the sweep of the whole environment matrix (target ≤ 50 ms).
import Benchmark
import BenchmarkConfigurations
import SizingModel
import StackLayout
import WidgetLayout

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .perCall

  let model = WidgetSizes.standard
  let measurer = ApproximateTextMeasurer()
  let layout = TodayWidgetLayout(description: .reference, measurer: measurer)
  let phone = WidgetEnvironment(device: try! model.device("iphone-8"))
  var plus = phone
  plus.device = try! model.device("iphone-8-plus")
  var larger = phone
  larger.category = .extraExtraExtraLarge
  let sanity = try! layout.layout(in: phone, mode: .expanded)
  precondition(sanity.visibleRecents == 4 && sanity.elements.count == 36, "reference widget")
  var fresh = layout
  fresh.reusesSolvedTrees = false
  // Each sample runs its closure once; samples alternate between two
  // environments (or modes) through this flag.
  var other = false

  // A new layout object: build the trees, solve, compose.
  Benchmark("widget-cold") { benchmark in
    for _ in benchmark.scaledIterations {
      let cold = TodayWidgetLayout(description: .reference, measurer: measurer)
      blackHole(try cold.layout(in: phone, mode: .expanded))
    }
  }

  // Re-layout after a width change (359 ↔ 398 pt), trees solved afresh.
  Benchmark("widget-relayout-width") { benchmark in
    for _ in benchmark.scaledIterations {
      other.toggle()
      blackHole(try fresh.layout(in: other ? plus : phone, mode: .expanded))
    }
  }

  // Re-layout after a category change (L ↔ xxxL), trees solved afresh.
  Benchmark("widget-relayout-category") { benchmark in
    for _ in benchmark.scaledIterations {
      other.toggle()
      blackHole(try fresh.layout(in: other ? larger : phone, mode: .expanded))
    }
  }

  // The same with solved trees reused (the default).
  Benchmark("widget-relayout-category-reusing-trees") { benchmark in
    for _ in benchmark.scaledIterations {
      other.toggle()
      blackHole(try layout.layout(in: other ? larger : phone, mode: .expanded))
    }
  }

  let sections = try! layout.sections(in: phone)
  // A mode switch only: the outcome from solved sections.
  Benchmark("widget-mode-switch") { benchmark in
    for _ in benchmark.scaledIterations {
      other.toggle()
      blackHole(sections.outcome(for: other ? .compact : .expanded))
    }
  }

  // The whole matrix: 11 devices × 12 categories × orientation × location ×
  // iOS, with modes × recents 0…8.
  let matrix = EnvironmentMatrix(model: model)
  // The whole matrix with a new layout object (no stored trees, empty text cache).
  Benchmark("sweep-cold", configuration: .perSweep) {
    benchmark in
    for _ in benchmark.scaledIterations {
      let cold = TodayWidgetLayout(description: .reference, measurer: measurer)
      blackHole(cold.sweep(matrix, recents: 0...8) { _, _, _ in })
    }
  }

  // The whole matrix again on the same layout object.
  Benchmark("sweep-warm", configuration: .perSweep) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(layout.sweep(matrix, recents: 0...8) { _, _, _ in })
    }
  }
}
