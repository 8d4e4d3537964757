// swift-tools-version:6.0
// WidgetSizing: how big an iOS 9–13 Today widget and a WidgetKit widget are on every
// device, OS and text size, laid out the way UIKit and SwiftUI would, previewed live in GTK 4.
//
// Floors (every arrow points down; the core imports no GTK; only GtkKit sees CGtk;
// Tests/ArchitectureTests checks each module's imports):
//   4  sizing-cli, sizing-preview, sizing-fuzz    thin entry points (benchmarks: Benchmarks/);
//      InputFuzzing                               the fuzz target's surfaces (sizing-fuzz, tests)
//      sizing-preview-probe, PreviewProbes        not products: the preview's test and benchmark
//                                                 hooks (--report-file, --benchmark-steps)
//   3  SizingCommands, PreviewUI                   the two front ends
//   2  WidgetChecks (the checkers: a host's cells swept into findings)
//      WidgetLayout (the view tree laid out on either host, each cell's diagnostics)
//      WidgetDescriptions (every description format read into the one view tree),
//      SizingOptions, PangoText, WidgetDrawing, GtkKit, SwiftUILayout,
//      SwiftWidgetSource (the only core module that sees swift-syntax), WidgetInput (a widget
//      path read as a description or Swift sources, for both front ends)
//      AutoLayout, InterfaceBuilder (storyboards and xibs; a floor-2 module may import another
//      below it in this list's arrows)
//   1  SizingModel, StackLayout; the C modules CPangoCairo (cairo + Pango, no GTK) and CGtk
//   0  Geometry (points, sizes, insets, the point formatter), StrictJSON, SeededRandom,
//      CheckRules (the rule catalogue)
import PackageDescription

let package = Package(
  name: "WidgetSizing",
  products: [
    .executable(name: "sizing-cli", targets: ["sizing-cli"]),
    .executable(name: "sizing-preview", targets: ["sizing-preview"]),
    .library(name: "SizingModel", targets: ["SizingModel"]),
    .library(name: "StackLayout", targets: ["StackLayout"]),
    .library(name: "WidgetDescriptions", targets: ["WidgetDescriptions"]),
    .library(name: "WidgetLayout", targets: ["WidgetLayout"]),
    .library(name: "WidgetChecks", targets: ["WidgetChecks"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
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
    // A widget as read from any description format: the one view tree every reader produces.
    .target(
      name: "WidgetDescriptions",
      dependencies: ["SizingModel", "StackLayout", "StrictJSON", "SwiftUILayout", "AutoLayout"]),
    // The check rules, declared once: id, severity, summary, help, hosts, a triggering example.
    .target(name: "CheckRules"),
    // That tree laid out on either host (Today widget, WidgetKit), with each cell's diagnostics.
    .target(
      name: "WidgetLayout",
      dependencies: [
        "WidgetDescriptions", "CheckRules", "SizingModel", "StackLayout", "StrictJSON",
        "SwiftUILayout", "AutoLayout",
      ]),
    // The check rules and the checkers that sweep a host's cells into findings.
    .target(
      name: "WidgetChecks",
      dependencies: [
        "WidgetLayout", "WidgetDescriptions", "CheckRules", "SizingModel", "StackLayout",
      ]),
    // SwiftUI's proposal layout (HStack, Text, .frame, …); StackLayout for text measuring only.
    .target(name: "SwiftUILayout", dependencies: ["Geometry", "StackLayout"]),
    .target(name: "GtkKit", dependencies: ["CGtk"]),
    // Auto Layout: a priority-levelled simplex solver, constraints, UIStackView as constraints.
    .target(name: "AutoLayout", dependencies: ["Geometry", "StackLayout"]),
    // Storyboards and xibs read into a Today widget description laid out by AutoLayout.
    .target(
      name: "InterfaceBuilder",
      dependencies: ["AutoLayout", "SizingModel", "StackLayout", "WidgetDescriptions"]),
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
      name: "WidgetInput",
      dependencies: ["SizingModel", "WidgetDescriptions", "SwiftWidgetSource", "InterfaceBuilder"]),
    .target(name: "PangoText", dependencies: ["StackLayout", "CPangoCairo"]),
    .target(
      name: "WidgetDrawing",
      dependencies: ["WidgetLayout", "PangoText", "CPangoCairo"],
      plugins: ["EmbedData"]),

    // The command-line options both front ends declare once.
    .target(
      name: "SizingOptions",
      dependencies: [
        "SizingModel", "StrictJSON", "InterfaceBuilder",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Floor 3: front-end libraries.
    .target(
      name: "SizingCommands",
      dependencies: [
        "SizingModel", "SizingOptions", "StackLayout", "WidgetDescriptions", "WidgetLayout",
        "WidgetChecks", "CheckRules", "PangoText",
        "WidgetDrawing", "StrictJSON", "SwiftWidgetSource", "SwiftUILayout", "WidgetInput",
        "InterfaceBuilder", "AutoLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(
      name: "PreviewUI",
      dependencies: [
        "SizingModel", "SizingOptions", "WidgetDescriptions", "WidgetLayout", "WidgetChecks",
        "GtkKit", "PangoText", "WidgetDrawing",
        "WidgetInput", "SwiftWidgetSource", "InterfaceBuilder",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Floor 4: entry points.
    .executableTarget(name: "sizing-cli", dependencies: ["SizingCommands"]),
    .executableTarget(name: "sizing-preview", dependencies: ["PreviewUI"]),
    // Not products: the preview's test and benchmark hooks, kept out of the shipped binary.
    // The GUI tests and scripts/bench-preview.sh launch sizing-preview-probe, which runs the
    // same window as sizing-preview with --report-file and --benchmark-steps added.
    .target(
      name: "PreviewProbes",
      dependencies: [
        "PreviewUI", "GtkKit", "SizingModel", "StackLayout", "WidgetDrawing",
      ]),
    .executableTarget(name: "sizing-preview-probe", dependencies: ["PreviewProbes"]),
    // The fuzz target in process, built in release for the million-run figures (scripts/fuzz-inputs).
    .target(
      name: "InputFuzzing",
      dependencies: [
        "SizingCommands", "SizingModel", "WidgetDescriptions", "WidgetLayout", "StackLayout",
        "SeededRandom",
        "InterfaceBuilder",
        "WidgetInput",
      ]),
    .executableTarget(name: "sizing-fuzz", dependencies: ["InputFuzzing"]),

    // Tests mirror the libraries.
    .testTarget(name: "ArchitectureTests"),
    .testTarget(name: "SizingModelTests", dependencies: ["SizingModel"]),
    .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "StackLayout", "Geometry"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "AutoLayout", "WidgetDescriptions", "WidgetLayout", "SizingModel",
        "StackLayout",
      ]),
    .testTarget(
      name: "SwiftWidgetSourceTests",
      dependencies: [
        "SwiftWidgetSource", "WidgetDescriptions", "WidgetLayout", "SizingModel", "StackLayout",
      ]),
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
        "StackLayout", "AutoLayout", "PropertyTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "WidgetLayoutTests",
      dependencies: [
        "WidgetDescriptions", "WidgetLayout", "WidgetChecks", "SizingModel", "StackLayout",
        "PangoText", "PropertyTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SizingCommandsTests",
      dependencies: [
        "SizingCommands", "SizingModel", "WidgetDescriptions", "WidgetLayout", "WidgetChecks",
        "CheckRules", "PangoText", "WidgetDrawing",
        "CPangoCairo", "InputFuzzing", "PropertyTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // Reference snapshots, read from the source tree, not bundled.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "PangoTextTests",
      dependencies: ["PangoText", "StackLayout", "CPangoCairo", "SeededRandom"]),
    .testTarget(
      name: "PreviewUITests",
      dependencies: [
        "PreviewUI", "GtkKit", "CGtk", "SizingModel", "WidgetDescriptions", "WidgetLayout",
        "WidgetChecks", "WidgetDrawing",
        "PangoText", "StackLayout", "SizingCommands", "PropertyTestSupport", "PreviewProbes",
      ]),
  ]
)
