import Foundation
import InterfaceBuilder
import SizingCommands
import SizingModel
import StackLayout
import Testing
import TodayLayout

/// The fuzz target for every input surface but the `solve` documents
/// (`SolverFuzzTests`): mutated widget descriptions of each shape (version 1,
/// version 2, with `widgetKit`) and generated command lines. Each input is
/// refused with a clear one-line error or works: a description that reads is
/// laid out in both modes (and its WidgetKit families) without a crash; a
/// command line parses or gives one usage line.
///
/// CI runs `FUZZ_INPUTS` (default 600) per surface from seed 1;
/// `scripts/fuzz-inputs 1000000` runs a million each. Input k of a surface
/// uses seed `FUZZ_SEED + k`; `FUZZ_SURFACE=descriptions|storyboards|flags` runs one.
@Suite struct SurfaceFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let inputs = environment["FUZZ_INPUTS"].flatMap { Int($0) } ?? 600
  static let firstSeed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
  static let surface = environment["FUZZ_SURFACE"].flatMap { $0.isEmpty ? nil : $0 }

  static let seeds: [[UInt8]] = [
    "Data/reference-widget.json", "Data/widgets/stocks.json", "Data/widgets/podcast.json",
    "Data/widgets/pdf-viewer-widgetkit.json", "Data/widgets/chart.json",
    "Data/widgets/pdf-viewer-swiftui.json",
  ].map { Array((try? Data(contentsOf: URL(fileURLWithPath: $0))) ?? Data()) }

  @Test func mutatedDescriptionsAreRefusedInOneLineOrLaidOut() throws {
    guard Self.surface == nil || Self.surface == "descriptions" else { return }
    #expect(Self.seeds.allSatisfy { !$0.isEmpty }, "run from the repository's root")
    let env = WidgetEnvironment(device: try WidgetSizes.standard.device("iphone-se"))
    let screen = try WidgetKitSizes.standard.screen("375x667")
    var read = 0
    for k in 0..<Self.inputs {
      var mutator = InputMutator(seed: Self.firstSeed &+ UInt64(k))
      let bytes = mutator.mutate(Self.seeds[k % Self.seeds.count])
      let description: WidgetDescription
      do {
        description = try WidgetDescription.parse(String(decoding: bytes, as: UTF8.self))
      } catch {
        let message = "\(error)"
        #expect(!message.isEmpty && !message.contains("\n"), "seed \(Self.firstSeed &+ UInt64(k))")
        continue
      }
      read += 1
      let today = TodayWidgetLayout(description: description, measurer: ApproximateTextMeasurer())
      for mode in DisplayMode.allCases { _ = try? today.layout(in: env, mode: mode) }
      if let kit = try? WidgetKitLayout(
        description: description, measurer: ApproximateTextMeasurer())
      {
        for family in description.widgetKit?.families ?? [] {
          _ = try? kit.layout(family, on: screen, category: .large)
        }
      }
    }
    print("fuzz descriptions: \(Self.inputs) inputs from seed \(Self.firstSeed), \(read) read")
    #expect(read > 0, "no mutated description was read: the mutations are too coarse")
  }

  static let storyboardSeeds: [[UInt8]] = [
    "stats-row.storyboard", "action-buttons.storyboard", "recent-list.storyboard",
    "icon-labels.xib", "conflicting.storyboard", "activity-grid.storyboard",
  ].map {
    Array(
      (try? Data(contentsOf: URL(fileURLWithPath: "Data/widgets/interface-builder/" + $0)))
        ?? Data())
  }

  /// Mutated storyboards and xibs: refused with one line naming the file
  /// and line, or read and laid out in both modes.
  @Test func mutatedStoryboardsAreRefusedInOneLineOrLaidOut() throws {
    guard Self.surface == nil || Self.surface == "storyboards" else { return }
    #expect(Self.storyboardSeeds.allSatisfy { !$0.isEmpty }, "run from the repository's root")
    let env = WidgetEnvironment(device: try WidgetSizes.standard.device("iphone-se"))
    var read = 0
    for k in 0..<Self.inputs {
      var mutator = InputMutator(seed: Self.firstSeed &+ UInt64(k))
      let bytes = mutator.mutateXML(Self.storyboardSeeds[k % Self.storyboardSeeds.count])
      let widget: InterfaceBuilderWidget
      do {
        widget = try InterfaceBuilderWidget(data: Data(bytes), file: "w.storyboard")
      } catch {
        let message = "\(error)"
        #expect(
          message.hasPrefix("w.storyboard:") && !message.contains("\n"),
          "seed \(Self.firstSeed &+ UInt64(k)): \(message)")
        continue
      }
      read += 1
      let today = TodayWidgetLayout(
        description: widget.description, measurer: ApproximateTextMeasurer())
      for mode in DisplayMode.allCases { _ = try? today.layout(in: env, mode: mode) }
    }
    print("fuzz storyboards: \(Self.inputs) inputs from seed \(Self.firstSeed), \(read) read")
    #expect(read > 0, "no mutated storyboard was read: the mutations are too coarse")
  }

  static let commands = [
    "table", "layout", "families", "type-scale", "devices", "check", "render", "solve", "widgets",
  ]
  static let options: [(String, [String])] = [
    ("--device", ["iphone-8", "iphone-se", "390x844", "ipad", "pixel", ""]),
    ("--category", ["L", "AX5", "xS,L", "huge", "l"]), ("--os", ["9", "10", "13", "14", "x"]),
    ("--host", ["widgetkit", "today", "car"]), ("--family", ["systemSmall", "all", "small"]),
    ("--format", ["json", "text", "markdown", "csv", "xml"]),
    ("--mode", ["compact", "expanded", "tall"]), ("--orientation", ["landscape", "upside"]),
    ("--location", ["today-view", "quick-actions", "moon"]),
    ("--metric", ["height", "width", "x"]),
    ("--recents", ["0", "4", "-5", "1e9"]), ("--quick-actions", ["3", "99"]),
    ("--widget", ["Data/widgets/stocks.json", "/nonexistent.json", "Data"]), ("--snap", []),
  ]
  static let words = [
    "table", "layout", "check", "render", "families", "type-scale", "solve", "devices", "--device",
    "iphone-8", "390x844", "--category", "L", "AX5", "huge", "--os", "9", "13", "14", "--host",
    "widgetkit", "today", "--family", "systemSmall", "all", "--format", "json", "sarif", "junit",
    "--mode", "expanded", "--zoom", "0", "1e9", "NaN", "--out", "--widget", "--fail-on", "error",
    "--tolerance", "-1", "--baseline", "--recents", "-5", "\u{1B}[2J", "", "--", "-", "=",
  ]

  /// Commands that finish in milliseconds, run after parsing.
  static let quick: Set<String> = ["Layout", "Table", "Families", "TypeScaleTable", "Devices"]

  @Test func generatedCommandLinesParseOrGiveOneUsageLine() {
    guard Self.surface == nil || Self.surface == "flags" else { return }
    var parsed = 0
    for k in 0..<Self.inputs {
      var mutator = InputMutator(seed: Self.firstSeed &+ UInt64(k))
      // A command, then options with values, mostly plausible, some hostile.
      var arguments = [Self.commands[mutator.number(Self.commands.count)]]
      for _ in 0..<mutator.number(5) {
        let (option, values) = Self.options[mutator.number(Self.options.count)]
        arguments.append(option)
        if !values.isEmpty { arguments.append(values[mutator.number(values.count)]) }
      }
      if mutator.number(4) == 0 {
        arguments.insert(
          Self.words[mutator.number(Self.words.count)], at: mutator.number(arguments.count))
      }
      switch SizingCLI.parseOnly(arguments) {
      case .success(let command):
        parsed += 1
        // The quick commands run too (check and render sweep or write files).
        guard Self.quick.contains(command) else { continue }
        let result = SizingCLI.execute(arguments)
        #expect([0, 64, 65, 66].contains(result.exitCode), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.dropLast().contains("\n"), "\(arguments)")
      case .failure(let failure):
        #expect(
          !failure.message.isEmpty && !failure.message.dropLast().contains("\n"), "\(arguments)")
      }
    }
    print("fuzz flags: \(Self.inputs) command lines from seed \(Self.firstSeed), \(parsed) parsed")
  }
}
