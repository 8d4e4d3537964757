// swift-tools-version:6.0
// WidgetSizing: how big an iOS 10–13 Today widget is on every device and text
// size, laid out the way UIKit would, previewed live in GTK 4.
//
// Floors (every arrow points down, the core imports no GTK):
//   4  sizing-cli, sizing-preview                 thin entry points
//   3  SizingCommands, PreviewUI                   front-end libraries
//   2  TodayLayout, GtkKit, PangoText, WidgetDrawing
//   1  SizingModel, StackLayout, CGtk, StrictJSON (the first two read JSON with StrictJSON)
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
    // Tests only: reference-file (snapshot) tests and property tests with shrinking.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // Floor 1: pure Swift core and the system library.
    .target(name: "SizingModel", dependencies: ["StrictJSON"], plugins: ["EmbedData"]),
    .target(name: "StrictJSON"),
    .target(name: "StackLayout", dependencies: ["StrictJSON"]),
    .systemLibrary(
      name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),

    // Build-time embedding of Data/*.json into SizingModel.
    .executableTarget(name: "embed-data", path: "Sources/embed-data"),
    .plugin(
      name: "EmbedData", capability: .buildTool(), dependencies: ["embed-data"]),

    // Floor 2.
    .target(name: "TodayLayout", dependencies: ["SizingModel", "StackLayout", "StrictJSON"]),
    .target(name: "GtkKit", dependencies: ["CGtk"]),
    .target(name: "PangoText", dependencies: ["StackLayout", "CGtk"]),
    .target(
      name: "WidgetDrawing",
      dependencies: ["TodayLayout", "PangoText", "CGtk"],
      plugins: ["EmbedData"]),

    // Floor 3: front-end libraries.
    .target(
      name: "SizingCommands",
      dependencies: [
        "SizingModel", "StackLayout", "TodayLayout", "PangoText",
        "WidgetDrawing", "StrictJSON",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(
      name: "PreviewUI",
      dependencies: [
        "SizingModel", "TodayLayout", "GtkKit", "PangoText", "WidgetDrawing",
        "CGtk",
      ]),

    // Floor 4: entry points.
    .executableTarget(name: "sizing-cli", dependencies: ["SizingCommands"]),
    .executableTarget(name: "sizing-preview", dependencies: ["PreviewUI"]),

    // Tests mirror the libraries.
    .testTarget(name: "SizingModelTests", dependencies: ["SizingModel"]),
    .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
    .testTarget(
      name: "StackLayoutTests",
      dependencies: [
        "StackLayout", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "TodayLayoutTests",
      dependencies: [
        "TodayLayout", "SizingModel", "StackLayout", "PangoText",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SizingCommandsTests",
      dependencies: [
        "SizingCommands", "SizingModel", "TodayLayout", "PangoText", "WidgetDrawing", "CGtk",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // Reference snapshots, read from the source tree, not bundled.
      exclude: ["__Snapshots__"]),
    .testTarget(name: "PangoTextTests", dependencies: ["PangoText", "StackLayout", "CGtk"]),
    .testTarget(
      name: "PreviewUITests",
      dependencies: [
        "PreviewUI", "GtkKit", "CGtk", "SizingModel", "TodayLayout", "WidgetDrawing",
        "PangoText", "StackLayout",
      ]),
  ]
)
