// The Auto Layout engine beside the stack solver, in the same run:
//  - on the same 32-node reference widget tree (UIStackView as its UISV
//    constraints: the tree scripts/bench-solver.sh also gives kiwisolver),
//    cold (expand the stacks, add every constraint, solve) and a re-solve
//    after a width change (the tableau kept, one constant changed);
//  - on Data/widgets/interface-builder/activity-grid.storyboard (30 views,
//    88 constraints of its own plus intrinsic sizes), cold and width re-solve.
// Labels are measured by ApproximateTextMeasurer, so text costs little.
import AutoLayout
import Benchmark
import Foundation
import InterfaceBuilder
import SizingModel
import StackLayout
import WidgetLayout

/// The activity grid as the engine's input, at iPhone 8 and text size L.
let activityGrid: ConstraintSystem = {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Data/widgets/interface-builder/activity-grid.storyboard")
    .standardized.path
  guard let widget = try? WidgetFile.interfaceBuilderWidget(at: path),
    let device = try? WidgetSizes.standard.device("iphone-8"),
    let system = TodayWidgetLayout(
      description: widget.description, measurer: ApproximateTextMeasurer()
    ).constraintSystem(in: WidgetEnvironment(device: device))
  else { fatalError("cannot read \(path)") }
  return system
}()

func autoLayoutBenchmarks() {
  let measurer = ApproximateTextMeasurer()
  let width = document.width!
  let tree = ConstraintSystem(stackTree: document.root)

  Benchmark("autolayout-tree-cold") { benchmark in
    for _ in benchmark.scaledIterations {
      var engine = AutoLayoutEngine(tree)
      blackHole(engine.solve(width: width, height: document.height))
    }
  }
  var treeEngine = AutoLayoutEngine(tree)
  _ = treeEngine.solve(width: width, height: document.height)
  var wider = false
  Benchmark("autolayout-tree-resolve-width") { benchmark in
    for _ in benchmark.scaledIterations {
      wider.toggle()
      blackHole(treeEngine.solve(width: wider ? width + 16 : width, height: document.height))
    }
  }

  Benchmark("autolayout-grid-cold") { benchmark in
    for _ in benchmark.scaledIterations {
      var engine = AutoLayoutEngine(activityGrid, textMeasurer: measurer)
      blackHole(engine.solve(width: 359, height: nil))
    }
  }
  var gridEngine = AutoLayoutEngine(activityGrid, textMeasurer: measurer)
  _ = gridEngine.solve(width: 359, height: nil)
  var gridWider = false
  Benchmark("autolayout-grid-resolve-width") { benchmark in
    for _ in benchmark.scaledIterations {
      gridWider.toggle()
      blackHole(gridEngine.solve(width: gridWider ? 375 : 359, height: nil))
    }
  }
}
