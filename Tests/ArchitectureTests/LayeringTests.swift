import Foundation
import Testing

/// The module graph WorkingOnTheCode.md draws, checked
/// against the sources: a module importing something outside its floor
/// fails here, before it becomes a habit.
@Suite struct LayeringTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// What each library may import (besides Foundation, Glibc and the
  /// standard library's Synchronization). Written by
  /// hand from WorkingOnTheCode.md's table, not read from Package.swift.
  static let allowed: [String: Set<String>] = [
    "Geometry": [],
    "StrictJSON": [],
    "SeededRandom": [],
    "SizingModel": ["Geometry", "StrictJSON"],
    "StackLayout": ["Geometry", "StrictJSON"],
    "SwiftUILayout": ["Geometry", "StackLayout"],
    "WidgetDescriptions": [
      "SizingModel", "StackLayout", "StrictJSON", "SwiftUILayout", "AutoLayout",
    ],
    "CheckRules": [],
    "WidgetLayout": [
      "WidgetDescriptions", "CheckRules", "SizingModel", "StackLayout", "StrictJSON",
      "SwiftUILayout",
      "AutoLayout",
    ],
    "WidgetChecks": [
      "WidgetLayout", "WidgetDescriptions", "CheckRules", "SizingModel", "StackLayout",
    ],
    "AutoLayout": ["Geometry", "StackLayout"],
    "InterfaceBuilder": [
      "AutoLayout", "SizingModel", "StackLayout", "WidgetDescriptions", "FoundationXML",
    ],
    "SwiftWidgetSource": [
      "SizingModel", "StrictJSON", "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics",
      "SwiftOperators",
    ],
    "WidgetInput": ["SizingModel", "WidgetDescriptions", "SwiftWidgetSource", "InterfaceBuilder"],
    "SizingOptions": ["SizingModel", "StrictJSON", "InterfaceBuilder", "ArgumentParser"],
    "PangoText": ["StackLayout", "CPangoCairo"],
    "WidgetDrawing": ["SizingModel", "StackLayout", "WidgetLayout", "PangoText", "CPangoCairo"],
    "GtkKit": ["CGtk"],
    "SizingCommands": [
      "SizingModel", "SizingOptions", "StackLayout", "StrictJSON", "WidgetDescriptions",
      "WidgetLayout", "WidgetChecks", "CheckRules", "PangoText", "WidgetDrawing", "ArgumentParser",
      "SwiftWidgetSource", "SwiftUILayout", "WidgetInput",
      "InterfaceBuilder", "AutoLayout",
    ],
    "InputFuzzing": [
      "SizingCommands", "SizingModel", "WidgetDescriptions", "WidgetLayout", "StackLayout",
      "SeededRandom",
      "Synchronization", "SwiftWidgetSource", "WidgetInput", "InterfaceBuilder",
    ],
    "PreviewUI": [
      "SizingModel", "SizingOptions", "StackLayout", "WidgetDescriptions", "WidgetLayout",
      "WidgetChecks", "PangoText", "WidgetDrawing",
      "GtkKit", "ArgumentParser", "WidgetInput", "SwiftWidgetSource", "InterfaceBuilder",
    ],
    // Not a product: the preview's report writer and benchmark stepper.
    "PreviewProbes": ["PreviewUI", "GtkKit", "SizingModel", "StackLayout", "WidgetDrawing"],
    // The entry points. The shipped ones see only their front end, so no test or
    // benchmark hook can reach a product binary; the probe and the fuzz target are not products.
    "sizing-cli": ["SizingCommands"],
    "sizing-preview": ["PreviewUI"],
    "sizing-preview-probe": ["PreviewProbes"],
    "sizing-fuzz": ["InputFuzzing"],
  ]

  static func swiftFiles(of module: String) throws -> [URL] {
    let folder = sources.appendingPathComponent(module)
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
  }

  static func imports(in file: URL) throws -> [String] {
    try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") })
      else { return nil }
      return String(words[index + 1])
    }
  }

  @Test(arguments: allowed.keys.sorted())
  func moduleImportsOnlyItsFloorsBelow(module: String) throws {
    let permitted = Self.allowed[module, default: []].union([
      "Foundation", "Glibc", "Synchronization",
    ])
    let files = try Self.swiftFiles(of: module)
    #expect(!files.isEmpty, "Sources/\(module) has Swift files")
    for file in files {
      for name in try Self.imports(in: file) {
        #expect(
          permitted.contains(name), "\(module)/\(file.lastPathComponent) imports \(name)")
      }
    }
  }

  @Test func previewUIReadsAsAnApplicationWithNoCCalls() throws {
    let call = try Regex(#"\b(gtk|g|gdk|cairo|pango|graphene)_[a-z0-9_]+\("#)
    for file in try Self.swiftFiles(of: "PreviewUI") {
      let text = try String(contentsOf: file, encoding: .utf8)
      let found = text.matches(of: call).map { String(text[$0.range]) }
      #expect(found.isEmpty, "\(file.lastPathComponent): \(found)")
    }
  }
}
