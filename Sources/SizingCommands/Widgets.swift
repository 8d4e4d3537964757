import ArgumentParser
import InterfaceBuilder
import StrictJSON
import SwiftWidgetSource

/// `sizing-cli widgets PATH…`: every WidgetKit widget declared in Swift sources,
/// and every scene of the storyboards and xibs beside them.
struct Widgets: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "List the WidgetKit widgets in Swift sources and the scenes of storyboards and xibs.",
    discussion: """
      Reads the Swift files given, and every .swift file under the directories
      given, and lists each struct conforming to Widget (those a WidgetBundle
      lists included): its kind, type, supported families (WidgetKit's default
      systemSmall, systemMedium, systemLarge when .supportedFamilies is not
      called, marked "default"), whether .contentMarginsDisabled() is called,
      and where it is declared. The article "Reading SwiftUI sources" in
      Sources/SizingCommands/SizingCommands.docc says what is read.

      Storyboards and xibs (given, or under the directories given) are listed
      after them, one entry per scene with a view: the id --scene takes, its
      title and class, whether it is the initial view controller (the scene
      layout, check, render and the preview read by default) and a Today scene
      (simulated in Notification Center), its views and constraints, and its
      line. The article "Interface Builder files and Auto Layout" says more.

      Examples:
        sizing-cli widgets Data/widgets/swift
        sizing-cli widgets MyWidgetExtension/ --format json
        sizing-cli widgets Data/widgets/interface-builder
      """)

  @Argument(
    help: ArgumentHelp(
      "Swift files, storyboards, xibs or directories (searched recursively for .swift, "
        + ".storyboard and .xib files)."))
  var paths: [String]

  @Option(
    help: ArgumentHelp(
      "text (a table) or json ([{\"kind\", \"type\", \"families\", …}] for Swift widgets, "
        + "[{\"scene\", \"initial\", \"views\", …}] for scenes)."))
  var format: ReportFormat = .text

  func output() throws -> String {
    let storyboards = Self.interfaceBuilderFiles(in: paths)
    let swiftPaths = paths.filter(Self.hasSwiftSources)
    var scenes: [InterfaceBuilderScene] = []
    for file in storyboards { scenes += try InterfaceBuilderScene.scenes(at: file) }
    var widgets: [SwiftWidgetDeclaration] = []
    var swiftFiles = 0
    if !swiftPaths.isEmpty || storyboards.isEmpty {
      let sources = try readingSwift { () throws(SwiftSourceError) in
        try SwiftSourceSet.load(paths: swiftPaths.isEmpty ? paths : swiftPaths)
      }
      widgets = sources.widgets
      swiftFiles = sources.files.count
    }
    if widgets.isEmpty, scenes.isEmpty {
      throw CommandError.data(
        storyboards.isEmpty
          ? "no struct conforming to Widget in \(swiftFiles) Swift file"
            + "\(swiftFiles == 1 ? "" : "s") under \(paths.joined(separator: ", "))"
          : "no Widget struct and no scene with a view under \(paths.joined(separator: ", "))")
    }
    if format == .json {
      let items = widgets.map { widget -> JSONValue in
        .object([
          ("kind", .string(widget.kind)), ("type", .string(widget.typeName)),
          ("families", .array(widget.families.map(JSONValue.string))),
          ("familiesDeclared", .bool(widget.familiesDeclared)),
          ("contentMarginsDisabled", .bool(widget.contentMarginsDisabled)),
          ("file", .string(widget.file)), ("line", .number(Double(widget.line))),
        ])
      }
      return JSONValue.array(items + scenes.map(Self.json)).rendered(pretty: true) + "\n"
    }
    var lines: [String] = []
    for widget in widgets {
      let families =
        widget.families.joined(separator: ", ") + (widget.familiesDeclared ? "" : " (default)")
      lines.append("\(widget.kind)  \(widget.typeName)  \(widget.file):\(widget.line)")
      lines.append("  families: \(families)")
      if widget.contentMarginsDisabled { lines.append("  content margins disabled") }
    }
    for scene in scenes { lines += Self.textLines(scene) }
    return lines.joined(separator: "\n") + "\n"
  }
}
