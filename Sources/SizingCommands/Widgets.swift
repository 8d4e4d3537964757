import ArgumentParser
import StrictJSON
import SwiftWidgetSource

/// `sizing-cli widgets PATH…`: every WidgetKit widget declared in Swift sources.
struct Widgets: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the WidgetKit widgets declared in Swift files or directories.",
    discussion: """
      Reads the Swift files given, and every .swift file under the directories
      given, and lists each struct conforming to Widget (those a WidgetBundle
      lists included): its kind, type, supported families (WidgetKit's default
      systemSmall, systemMedium, systemLarge when .supportedFamilies is not
      called, marked "default"), whether .contentMarginsDisabled() is called,
      and where it is declared. The article "Reading SwiftUI sources" in
      Sources/SizingCommands/SizingCommands.docc says what is read.

      Examples:
        sizing-cli widgets Data/widgets/swift
        sizing-cli widgets MyWidgetExtension/ --format json
      """)

  @Argument(help: "Swift files or directories (searched recursively for .swift files).")
  var paths: [String]

  @Option(help: "text (a table) or json ([{\"kind\", \"type\", \"families\", …}]).")
  var format: ReportFormat = .text

  func output() throws -> String {
    let sources = try readingSwift { () throws(SwiftSourceError) in
      try SwiftSourceSet.load(paths: paths)
    }
    let widgets = sources.widgets
    if widgets.isEmpty {
      throw CommandError.data(
        "no struct conforming to Widget in \(sources.files.count) Swift file"
          + "\(sources.files.count == 1 ? "" : "s") under \(paths.joined(separator: ", "))")
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
      return JSONValue.array(items).rendered(pretty: true) + "\n"
    }
    var lines: [String] = []
    for widget in widgets {
      let families =
        widget.families.joined(separator: ", ") + (widget.familiesDeclared ? "" : " (default)")
      lines.append("\(widget.kind)  \(widget.typeName)  \(widget.file):\(widget.line)")
      lines.append("  families: \(families)")
      if widget.contentMarginsDisabled { lines.append("  content margins disabled") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
