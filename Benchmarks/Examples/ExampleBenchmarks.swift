// The largest shipped version-2 example (Data/widgets/stocks.json: 11 views
// in the compact section, 6 list rows of 5) side by side with the reference
// widget (v1, 3 actions + 4 rows), with real text (Pango, Inter; its cache
// warm, so these time the layout, not the font rasteriser): cold (a new layout
// object builds, flattens, solves and composes), re-solve (flattened trees
// kept, solved at a new width, as the preview re-solves) and the whole
// environment-matrix sweep. Beside them, the WidgetKit sweep: the PDF viewer's
// WidgetKit example in UIStackView terms (Data/widgets/pdf-viewer-widgetkit.json)
// and as SwiftUI (pdf-viewer-swiftui.json), each laid out cold in every family ×
// screen × 12 text sizes, as `check --host widgetkit` does, and one cell cold
// and warm.
import Benchmark
import BenchmarkConfigurations
import PangoText
import SizingModel
import StackLayout
import WidgetDescriptions
import WidgetLayout

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .perCall

  let model = WidgetSizes.standard
  let measurer = PangoTextMeasurer.shared
  let stocks = try! WidgetDescription.parse(WidgetSizes.embeddedFile("widgets/stocks.json")!)
  let phone = WidgetEnvironment(device: try! model.device("iphone-8"))
  var plus = phone
  plus.device = try! model.device("iphone-8-plus")
  let matrix = EnvironmentMatrix(model: model)
  var other = false

  for (name, description) in [("reference", WidgetDescription.reference), ("stocks", stocks)] {
    let layout = TodayWidgetLayout(description: description, measurer: measurer)
    // Measure every text once at both widths, so the cache is warm.
    _ = try! layout.layout(in: phone, mode: .expanded)
    _ = try! layout.layout(in: plus, mode: .expanded)

    Benchmark("\(name)-cold") { benchmark in
      for _ in benchmark.scaledIterations {
        let cold = TodayWidgetLayout(description: description, measurer: measurer)
        blackHole(try cold.layout(in: phone, mode: .expanded))
      }
    }

    Benchmark("\(name)-resolve") { benchmark in
      for _ in benchmark.scaledIterations {
        other.toggle()
        layout.forgetSolvedSections()
        blackHole(try layout.layout(in: other ? plus : phone, mode: .expanded))
      }
    }

    Benchmark("\(name)-sweep-cold", configuration: .perSweep) { benchmark in
      for _ in benchmark.scaledIterations {
        let cold = TodayWidgetLayout(description: description, measurer: measurer)
        blackHole(cold.sweep(matrix, recents: 0...6) { _, _, _ in })
      }
    }
  }

  // The PDF viewer written twice: in UIStackView terms (stack solver) and
  // as SwiftUI (proposal engine), the same views, families and text sizes.
  for (name, file) in [
    ("pdf-widgetkit", "widgets/pdf-viewer-widgetkit.json"),
    ("pdf-swiftui", "widgets/pdf-viewer-swiftui.json"),
  ] {
    let kit = try! WidgetDescription.parse(WidgetSizes.embeddedFile(file)!)
    let layout = try! WidgetKitLayout(description: kit, measurer: measurer)
    let cells = layout.cells()
    let medium = cells.first {
      $0.family == .systemMedium && $0.screen.id == "390x844" && $0.category == .large
    }!
    // Every text measured once, so Pango's cache is warm for every benchmark.
    for cell in cells { _ = try! layout.layout(cell) }

    // Every family × screen × 12 text sizes, a new layout object.
    Benchmark("\(name)-sweep-cold", configuration: .perSweep) { benchmark in
      for _ in benchmark.scaledIterations {
        let cold = try WidgetKitLayout(description: kit, measurer: measurer)
        for cell in cells { blackHole(try cold.layout(cell)) }
      }
    }

    // One systemMedium cell on 390×844 at Large: a new layout object (its
    // text-size cache empty) …
    Benchmark("\(name)-cell-cold") { benchmark in
      for _ in benchmark.scaledIterations {
        let cold = try WidgetKitLayout(description: kit, measurer: measurer)
        blackHole(try cold.layout(medium))
      }
    }

    // … and the same object again (its texts measured).
    Benchmark("\(name)-cell-warm") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try layout.layout(medium)) }
    }
  }
}
