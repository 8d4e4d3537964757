// swift-tools-version:6.0
// WidgetSizing: how big an iOS 10–13 Today widget is on every device and text
// size, laid out the way UIKit would, previewed live in GTK 4.
//
// Floors (every arrow points down; the core imports no GTK; only GtkKit sees CGtk;
// Tests/ArchitectureTests checks each module's imports):
//   4  sizing-cli, sizing-preview, sizing-fuzz    thin entry points (benchmarks: Benchmarks/);
//      InputFuzzing                               the fuzz target's surfaces (sizing-fuzz, tests)
//   3  SizingCommands, PreviewUI                   the two front ends
//   2  TodayLayout, SizingOptions, PangoText, WidgetDrawing, GtkKit, SwiftUILayout,
//      SwiftWidgetSource (the only core module that sees swift-syntax), WidgetInput (a widget
//      path read as a description or Swift sources, for both front ends)
//   1  SizingModel, StackLayout; the C modules CPangoCairo (cairo + Pango, no GTK) and CGtk
//   0  Geometry (points, sizes, insets, the point formatter), StrictJSON, SeededRandom
import PackageDescription

let package = Package(
  name: "WidgetSizing",
  products: [
    .executable(name: "sizing-cli", targets: ["sizing-cli"]),
    .executable(name: "sizing-preview", targets: ["sizing-preview"]),
    .library(name: "SizingModel", targets: ["SizingModel"]),
    .library(name: "StackLayout", targets: ["StackLayout"]),
    .library(name: "TodayLayout", targets: ["TodayLayout"]),
    // For Benchmarks/ (a package of its own): the check benchmark measures with Pango.
    .library(name: "PangoText", targets: ["PangoText"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Documentation only: `swift package generate-documentation` (scripts/docs).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Tests only: reference-file (snapshot) tests and property tests with shrinking.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Reading widgets' Swift sources (SwiftWidgetSource only).
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // Floors 0 and 1: the pure Swift core and the C modules.
    .target(name: "Geometry"),
    .target(
      name: "SizingModel", dependencies: ["Geometry", "StrictJSON"], plugins: ["EmbedData"]),
    .target(name: "StrictJSON"),
    // A seeded generator: fuzz inputs and property tests replay from a seed.
    .target(name: "SeededRandom"),
    .target(name: "StackLayout", dependencies: ["Geometry", "StrictJSON"]),
    .systemLibrary(
      name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),

    // Build-time embedding of Data/*.json into SizingModel.
    .executableTarget(name: "embed-data", path: "Sources/embed-data"),
    .plugin(
      name: "EmbedData", capability: .buildTool(), dependencies: ["embed-data"]),

    // Floor 2.
    .target(
      name: "TodayLayout",
      dependencies: ["SizingModel", "StackLayout", "StrictJSON", "SwiftUILayout"]),
    // SwiftUI's proposal layout (HStack, Text, .frame, …); StackLayout for text measuring only.
    .target(name: "SwiftUILayout", dependencies: ["Geometry", "StackLayout"]),
    .target(name: "GtkKit", dependencies: ["CGtk"]),
    // A widget's SwiftUI sources evaluated into version-2 description text.
    .target(
      name: "SwiftWidgetSource",
      dependencies: [
        "SizingModel", "StrictJSON",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]),
    // The one reader of a widget path: description JSON, or Swift sources via SwiftWidgetSource.
    .target(
      name: "WidgetInput", dependencies: ["SizingModel", "TodayLayout", "SwiftWidgetSource"]),
    .target(name: "PangoText", dependencies: ["StackLayout", "CPangoCairo"]),
    .target(
      name: "WidgetDrawing",
      dependencies: ["TodayLayout", "PangoText", "CPangoCairo"],
      plugins: ["EmbedData"]),

    // The command-line options both front ends declare once.
    .target(
      name: "SizingOptions",
      dependencies: [
        "SizingModel", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Floor 3: front-end libraries.
    .target(
      name: "SizingCommands",
      dependencies: [
        "SizingModel", "SizingOptions", "StackLayout", "TodayLayout", "PangoText",
        "WidgetDrawing", "StrictJSON", "SwiftWidgetSource", "SwiftUILayout", "WidgetInput",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(
      name: "PreviewUI",
      dependencies: [
        "SizingModel", "SizingOptions", "TodayLayout", "GtkKit", "PangoText", "WidgetDrawing",
        "WidgetInput", "SwiftWidgetSource",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Floor 4: entry points.
    .executableTarget(name: "sizing-cli", dependencies: ["SizingCommands"]),
    .executableTarget(name: "sizing-preview", dependencies: ["PreviewUI"]),
    // The fuzz target in process, built in release for the million-run figures (scripts/fuzz-inputs).
    .target(
      name: "InputFuzzing",
      dependencies: ["SizingCommands", "SizingModel", "TodayLayout", "StackLayout", "SeededRandom"]),
    .executableTarget(name: "sizing-fuzz", dependencies: ["InputFuzzing"]),

    // Tests mirror the libraries.
    .testTarget(name: "ArchitectureTests"),
    .testTarget(name: "SizingModelTests", dependencies: ["SizingModel"]),
    .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
    .testTarget(
      name: "SwiftWidgetSourceTests",
      dependencies: ["SwiftWidgetSource", "TodayLayout", "SizingModel", "StackLayout"]),
    .testTarget(
      name: "SwiftUILayoutTests", dependencies: ["SwiftUILayout", "StackLayout", "Geometry"]),
    // Fixed-seed property checks (PROPERTY_EXPLORE=1 draws new inputs and shrinks).
    .target(
      name: "PropertyTestSupport",
      dependencies: [
        "SeededRandom", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/PropertyTestSupport"),
    .testTarget(
      name: "StackLayoutTests",
      dependencies: [
        "StackLayout", "PropertyTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "TodayLayoutTests",
      dependencies: [
        "TodayLayout", "SizingModel", "StackLayout", "PangoText", "PropertyTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SizingCommandsTests",
      dependencies: [
        "SizingCommands", "SizingModel", "TodayLayout", "PangoText", "WidgetDrawing",
        "CPangoCairo", "InputFuzzing", "PropertyTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // Reference snapshots, read from the source tree, not bundled.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "PangoTextTests", dependencies: ["PangoText", "StackLayout", "CPangoCairo"]),
    .testTarget(
      name: "PreviewUITests",
      dependencies: [
        "PreviewUI", "GtkKit", "CGtk", "SizingModel", "TodayLayout", "WidgetDrawing",
        "PangoText", "StackLayout", "SizingCommands", "PropertyTestSupport",
      ]),
  ]
)
