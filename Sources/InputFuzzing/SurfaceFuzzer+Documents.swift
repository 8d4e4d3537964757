import Foundation
import InterfaceBuilder
import SizingCommands
import SizingModel
import StackLayout
import WidgetDescriptions
import WidgetLayout

extension SurfaceFuzzer {
  /// The widget descriptions mutated: both versions, WidgetKit trees of
  /// both layouts, lists and bodies.
  static let descriptionFiles = [
    "Data/reference-widget.json", "Data/widgets/stocks.json", "Data/widgets/podcast.json",
    "Data/widgets/pdf-viewer-widgetkit.json", "Data/widgets/chart.json",
    "Data/widgets/pdf-viewer-swiftui.json",
  ]

  /// The storyboards and xibs mutated.
  static let storyboardFiles = [
    "stats-row.storyboard", "action-buttons.storyboard", "recent-list.storyboard",
    "icon-labels.xib", "conflicting.storyboard", "activity-grid.storyboard",
  ].map { "Data/widgets/interface-builder/" + $0 }

  /// Reads a storyboard; lays out one that reads in both modes. A refusal
  /// must name the file and line.
  static func runStoryboard(_ bytes: [UInt8]) -> FuzzOutcome {
    let widget: InterfaceBuilderWidget
    do {
      widget = try InterfaceBuilderWidget(data: Data(bytes), file: "w.storyboard")
    } catch {
      guard error.description.hasPrefix("w.storyboard:") else {
        return .failed("an error without the file and line: \(error)")
      }
      return judged(error)
    }
    let today = TodayWidgetLayout(
      description: widget.description, measurer: ApproximateTextMeasurer())
    for mode in DisplayMode.allCases { _ = try? today.layout(in: environment, mode: mode) }
    return .accepted
  }

  /// A version-1 baseline (rule and element only).
  static let baselineVersion1 = """
    {"baseline": "sizing-cli check", "version": 1, "findings": [
      {"rule": "label-truncated", "element": "row0.title", "severity": "warning"},
      {"rule": "compact-clipped", "element": null, "severity": "error"}]}
    """

  /// A configuration with every key.
  static let configuration = """
    {"fontFiles": ["fonts/Inter.ttf"], "check": {"widgets": ["Data/widgets/*.json", "w.swift"],
      "failOn": "error", "ignore": ["label-truncated:row*.title", "content-squeezed"],
      "baseline": "known.json", "host": "widgetkit", "devices": ["iphone-se", "390x844"],
      "categories": ["L", "AX5"], "format": "sarif"}}
    """

  static func seedDocuments(_ surface: FuzzSurface, root: String) throws -> [[UInt8]] {
    func file(_ path: String) throws -> [UInt8] {
      Array(try Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(path)))
    }
    switch surface {
    case .descriptions: return try descriptionFiles.map(file)
    case .storyboards: return try storyboardFiles.map(file)
    case .baselines: return [try writtenBaseline(root: root), Array(baselineVersion1.utf8)]
    case .configurations: return [Array(configuration.utf8)]
    case .flags, .swift: return []
    }
  }

  /// The baseline `check --write-baseline` writes for the podcast widget
  /// (findings in both hosts' shapes, counts and families).
  static func writtenBaseline(root: String) throws -> [UInt8] {
    let path = NSTemporaryDirectory() + "sizing-fuzz-baseline-\(getpid()).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let widget = URL(fileURLWithPath: root).appendingPathComponent("Data/widgets/podcast.json")
    let result = SizingCLI.execute(["check", widget.path, "--write-baseline", path])
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandError.data("no baseline written: \(result.stderr)")
    }
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  static let environment = WidgetEnvironment(device: try! WidgetSizes.standard.device("iphone-se"))
  static let screen = try! WidgetKitSizes.standard.screen("375x667")

  /// Reads a description; lays out one that reads in both modes and in
  /// each WidgetKit family it lists.
  static func runDescription(_ bytes: [UInt8]) -> FuzzOutcome {
    let description: WidgetDescription
    do {
      description = try WidgetDescription.parse(String(decoding: bytes, as: UTF8.self))
    } catch {
      return judged(error)
    }
    let measurer = ApproximateTextMeasurer()
    let today = TodayWidgetLayout(description: description, measurer: measurer)
    for mode in DisplayMode.allCases { _ = try? today.layout(in: environment, mode: mode) }
    if let kit = try? WidgetKitLayout(description: description, measurer: measurer) {
      for family in description.widgetKit?.families ?? [] {
        _ = try? kit.layout(family, on: screen, category: .large)
      }
    }
    return .accepted
  }

  static func runBaseline(_ bytes: [UInt8]) -> FuzzOutcome {
    do {
      _ = try GateInputs.readBaseline(InputFile(name: "known.json", bytes: bytes))
      return .accepted
    } catch {
      return judged(error)
    }
  }

  static func runConfiguration(_ bytes: [UInt8]) -> FuzzOutcome {
    do {
      let input = try InputFile(name: ".widget-sizing.json", bytes: bytes)
      _ = try GateInputs.readConfiguration(input, at: "/repo/.widget-sizing.json")
      return .accepted
    } catch {
      return judged(error)
    }
  }
}
