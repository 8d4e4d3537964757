import Foundation
import SizingModel
import StackLayout
import WidgetInput
import WidgetLayout

/// One Swift file of a fixture widget: its name and text.
struct SwiftSourceFile: Sendable {
  var name: String
  var bytes: [UInt8]
}

extension SurfaceFuzzer {
  /// Swift fragments inserted into a mutated source: unbalanced braces,
  /// huge ranges and frames, deep nesting, recursion, calls the reader does
  /// not know, hostile literals.
  static let swiftTokens = [
    "{", "}", "(", ")", "VStack {", "HStack { Text(\"x\") }", "ForEach(0..<1_000_000) { _ in ",
    ".frame(width: -1, height: .infinity)", ".frame(width: 1e308)", ".padding(-50)",
    ".font(.system(size: 0))", "Text(\"\\u{0}\\u{FFFF}\")",
    "Text(String(repeating: \"W\", count: 5000))",
    "#Preview(as: .systemSmall) { EmojiWidget() } timeline: { }", "@Environment(\\.widgetFamily)",
    "switch family { }", "if true {", "func f() -> some View { f() }",
    "var body: some View { body }",
    "URLSession.shared", "GeometryReader { proxy in ", ".containerBackground(for: .widget) { }",
    "let x = 1 / 0", "\"", "\\", "/*", "*/", "//", "\n", ";", "@main", "🙂",
  ]

  /// Hostile values for a number literal and for a string literal's text.
  static let numbers = ["0", "-1", "1e308", "-0.0001", "99999999999", "1_000_000", ".infinity"]
  static let texts = [
    "", "\\u{0}", "\\u{1B}[2J", String(repeating: "W", count: 3000), "🙂🎉", "\\(x)",
  ]

  /// `source` with one to four line edits: a line removed or repeated
  /// (up to 40 times), a number literal or a string's text replaced.
  static func mutateLines(_ source: [UInt8], _ mutator: inout InputMutator) -> [UInt8] {
    var lines = String(decoding: source, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    guard !lines.isEmpty else { return source }
    for _ in 0...mutator.number(4) {
      let index = mutator.number(lines.count)
      switch mutator.number(4) {
      case 0: lines.remove(at: index)
      case 1:
        lines.insert(
          contentsOf: Array(repeating: lines[index], count: 1 + mutator.number(40)), at: index)
      case 2:
        guard let range = lines[index].firstRange(of: /[0-9][0-9_.]*/) else { continue }
        lines[index].replaceSubrange(range, with: numbers[mutator.number(numbers.count)])
      default:
        guard let range = lines[index].firstRange(of: /"[^"\\]*"/) else { continue }
        lines[index].replaceSubrange(range, with: "\"" + texts[mutator.number(texts.count)] + "\"")
      }
      if lines.isEmpty { lines = [""] }
    }
    return Array(lines.joined(separator: "\n").utf8)
  }

  /// Each fixture directory under `Data/widgets/swift`, its files in order.
  static func widgetSources(root: String) throws -> [[SwiftSourceFile]] {
    let base = URL(fileURLWithPath: root).appendingPathComponent("Data/widgets/swift")
    let directories = try FileManager.default.contentsOfDirectory(atPath: base.path).sorted()
    let widgets = try directories.map { name in
      let folder = base.appendingPathComponent(name)
      return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        .filter { $0.hasSuffix(".swift") }
        .map { file in
          SwiftSourceFile(
            name: file,
            bytes: Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
    }.filter { !$0.isEmpty }
    guard !widgets.isEmpty else { throw CocoaError(.fileNoSuchFile) }
    return widgets
  }

  /// Fixture `seed mod n` with one file mutated (bytes, and now and then a
  /// Swift fragment), written to the scratch directory, read as the
  /// commands read it and laid out in every family of every widget.
  func runSwift(_ mutator: inout InputMutator, seed: UInt64) -> FuzzOutcome {
    var files = widgetSources[Int(seed % UInt64(widgetSources.count))]
    let target = mutator.number(files.count)
    // Two in three inputs keep to whole lines and literals, so most still
    // parse and reach the evaluator; the third is edited byte by byte.
    var bytes =
      mutator.number(3) > 0
      ? Self.mutateLines(files[target].bytes, &mutator) : mutator.mutate(files[target].bytes)
    for _ in 0..<mutator.number(3) {
      let token = Array(Self.swiftTokens[mutator.number(Self.swiftTokens.count)].utf8)
      bytes.insert(contentsOf: token, at: bytes.isEmpty ? 0 : mutator.number(bytes.count))
    }
    files[target].bytes = bytes
    let directory = scratch + "/widget"
    do {
      try? FileManager.default.removeItem(atPath: directory)
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      for file in files {
        try Data(file.bytes).write(to: URL(fileURLWithPath: directory + "/" + file.name))
      }
    } catch {
      return .failed("cannot write the scratch sources: \(error)")
    }
    let widgets: [LoadedWidget]
    do {
      widgets = try WidgetInput.loadEvery(directory, kind: nil, sample: nil)
    } catch {
      return Self.judged(error)
    }
    for widget in widgets {
      let layout: WidgetKitLayout
      do {
        layout = try WidgetKitLayout(
          description: widget.description, measurer: ApproximateTextMeasurer())
      } catch {
        return Self.judged(error)
      }
      for family in widget.description.widgetKit?.families ?? [] {
        _ = try? layout.layout(family, on: Self.screen, category: .large)
      }
    }
    return .accepted
  }
}
