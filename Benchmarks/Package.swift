// swift-tools-version:6.1
// WidgetSizing's benchmarks (ordo-one/benchmark): a package of its own, so the
// main package's `swift build --build-tests` and its CI never build the
// benchmark library, its malloc interposer and their dependencies.
//
//   swift package --package-path Benchmarks benchmark             # run all
//   swift package --package-path Benchmarks benchmark --target SolverBenchmarks
//   swift package --package-path Benchmarks benchmark thresholds check
import PackageDescription

import struct Foundation.URL

// The main package, one folder up, is named after the folder it was cloned
// into (`WidgetSizing`, `main`, …): that name is the identity its products
// are looked up by.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

/// A benchmark executable in `Benchmarks/<path>/`, as BenchmarkPlugin expects.
func benchmark(_ name: String, path: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkConfigurations"]
      + products.map { .product(name: $0, package: root) },
    path: path,
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
  name: "WidgetSizingBenchmarks",
  dependencies: [
    .package(path: ".."),
    // Percentiles, allocation counts (through its malloc interposer) and thresholds.
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The configurations the benchmarks share (a library, so BenchmarkPlugin skips it).
    .target(
      name: "BenchmarkConfigurations",
      dependencies: [.product(name: "Benchmark", package: "benchmark")], path: "Shared"),
    benchmark(
      "SolverBenchmarks", path: "Solver",
      ["StackLayout", "AutoLayout", "InterfaceBuilder", "WidgetLayout", "SizingModel"]),
    benchmark(
      "WidgetLayoutBenchmarks", path: "WidgetLayout",
      ["SizingModel", "StackLayout", "WidgetLayout"]),
    benchmark(
      "ExampleBenchmarks", path: "Examples",
      ["SizingModel", "StackLayout", "WidgetDescriptions", "WidgetLayout", "PangoText"]),
    benchmark(
      "CheckBenchmarks", path: "Check",
      [
        "SizingModel", "StackLayout", "WidgetDescriptions", "WidgetLayout", "WidgetChecks",
        "PangoText", "InterfaceBuilder",
      ]),
  ]
)
