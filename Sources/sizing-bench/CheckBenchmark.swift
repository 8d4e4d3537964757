import Foundation
import PangoText
import SizingModel
import StackLayout
import TodayLayout

/// The `check` part of `sizing-bench` (`sizing-bench check [WIDGET] [--runs N]`):
/// the whole-matrix sweep `sizing-cli check` does, in process, with the Pango
/// measurer `check` uses (default widget: `Data/reference-widget.json`).
///
/// Phases, wall-clock:
/// - `first`: the first sweep in the process, including the Pango font map,
///   fontconfig and the first loads of every font size (what one
///   `sizing-cli check` pays after start-up);
/// - `cold`: a new measurer and a new layout each run (no text or tree
///   cache; fontconfig and cairo's process-wide font caches stay warm);
/// - `warm`: a new layout on a measurer that has measured everything
///   already (solver, composition and checks only).
///
/// Prints one JSON line: milliseconds (median and min over `runs`),
/// environments and cells per second for `cold`, the counts, and the
/// findings count, so a change that alters the result shows.
enum CheckBenchmark {
  static func run(_ arguments: [String]) throws -> String {
    var runs = 15
    var path = "Data/" + WidgetDescription.referenceFileName
    var index = 0
    while index < arguments.count {
      if arguments[index] == "--runs", index + 1 < arguments.count,
        let value = Int(arguments[index + 1]), value > 0
      {
        runs = value
        index += 2
      } else if !arguments[index].hasPrefix("-") {
        path = arguments[index]
        index += 1
      } else {
        throw BenchmarkError("usage: sizing-bench check [WIDGET.json] [--runs N]")
      }
    }
    let description = try WidgetDescription(contentsOf: path)
    let matrix = EnvironmentMatrix(model: .standard)

    func sweep(_ measurer: any TextMeasuring) -> CheckReport {
      let layout = TodayWidgetLayout(description: description, measurer: measurer)
      return WidgetChecker(layout: layout).check(matrix)
    }

    var start = ContinuousClock.now
    let firstMeasurer = PangoTextMeasurer()
    let firstReport = sweep(firstMeasurer)
    let first = WidgetBenchmark.seconds(ContinuousClock.now - start)
    let measured = firstMeasurer.cachedCount
    let predicted = firstMeasurer.predictedCount

    var cold: [Double] = []
    for _ in 0..<runs {
      start = ContinuousClock.now
      let report = sweep(PangoTextMeasurer())
      cold.append(WidgetBenchmark.seconds(ContinuousClock.now - start))
      guard report.findings == firstReport.findings else {
        throw BenchmarkError("a cold sweep found something else than the first one")
      }
    }
    var warm: [Double] = []
    let shared = CachingTextMeasurer(firstMeasurer)
    _ = sweep(shared)
    for _ in 0..<runs {
      start = ContinuousClock.now
      _ = sweep(shared)
      warm.append(WidgetBenchmark.seconds(ContinuousClock.now - start))
    }
    cold.sort()
    warm.sort()
    let coldMedian = cold[cold.count / 2]
    func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
    let fields = [
      "\"widget\":\"\(path)\"",
      "\"first_ms\":\(ms(first))",
      "\"cold_median_ms\":\(ms(coldMedian))", "\"cold_min_ms\":\(ms(cold[0]))",
      "\"warm_median_ms\":\(ms(warm[warm.count / 2]))", "\"warm_min_ms\":\(ms(warm[0]))",
      "\"environments\":\(matrix.count)", "\"cells\":\(firstReport.environments)",
      "\"environments_per_s\":\(Int(Double(matrix.count) / coldMedian))",
      "\"cells_per_s\":\(Int(Double(firstReport.environments) / coldMedian))",
      "\"pango_measurements\":\(measured)", "\"predicted_truncations\":\(predicted)",
      "\"findings\":\(firstReport.findings.count)", "\"runs\":\(runs)",
    ]
    return "{" + fields.joined(separator: ",") + "}\n"
  }
}
