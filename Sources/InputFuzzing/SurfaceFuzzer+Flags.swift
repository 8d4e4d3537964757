import SizingCommands

extension SurfaceFuzzer {
  static let commands = [
    "table", "layout", "families", "type-scale", "devices", "check", "render", "solve", "widgets",
    "validate", "init", "sources",
  ]
  static let options: [(String, [String])] = [
    ("--device", ["iphone-8", "iphone-se", "390x844", "ipad", "pixel", ""]),
    ("--category", ["L", "AX5", "xS,L", "huge", "l"]), ("--os", ["9", "10", "13", "14", "x"]),
    ("--host", ["widgetkit", "today", "car"]), ("--family", ["systemSmall", "all", "small"]),
    ("--format", ["json", "text", "markdown", "csv", "xml", "sarif", "junit"]),
    ("--mode", ["compact", "expanded", "tall"]), ("--orientation", ["landscape", "upside"]),
    ("--location", ["today-view", "quick-actions", "moon"]),
    ("--metric", ["height", "width", "x"]),
    ("--recents", ["0", "4", "-5", "1e9"]), ("--quick-actions", ["3", "99"]),
    ("--widget", ["Data/widgets/stocks.json", "/nonexistent.json", "Data", "Data/widgets"]),
    ("--kind", ["Stocks", "nope", ""]), ("--sample", ["0", "1", "-1", "99"]),
    ("--detail", ["summary", "full", "some"]), ("--tolerance", ["0.5", "-1", "NaN", "inf"]),
    ("--ignore", ["label-truncated", "nope:*", ":"]), ("--font-file", ["/nonexistent.ttf"]),
    ("--snap", []),
  ]
  static let words = [
    "table", "layout", "check", "render", "families", "type-scale", "solve", "devices", "--device",
    "iphone-8", "390x844", "--category", "L", "AX5", "huge", "--os", "9", "13", "14", "--host",
    "widgetkit", "today", "--family", "systemSmall", "all", "--format", "json", "sarif", "junit",
    "--mode", "expanded", "--zoom", "0", "1e9", "NaN", "--out", "--widget", "--fail-on", "error",
    "--tolerance", "-1", "--baseline", "--recents", "-5", "\u{1B}[2J", "", "--", "-", "=",
  ]

  /// Commands that finish in milliseconds, run after parsing (check and
  /// render sweep or write files; init writes files).
  static let quick: Set<String> = ["Layout", "Table", "Families", "TypeScaleTable", "Devices"]

  /// A command, then options with values (mostly plausible, some hostile),
  /// sometimes a stray word: it parses and (when quick) runs to an exit
  /// code of 0, 64, 65 or 66 with at most one line on standard error, or
  /// gives one usage line.
  static func runCommandLine(_ mutator: inout InputMutator) -> FuzzOutcome {
    var arguments = [commands[mutator.number(commands.count)]]
    for _ in 0..<mutator.number(5) {
      let (option, values) = options[mutator.number(options.count)]
      arguments.append(option)
      if !values.isEmpty { arguments.append(values[mutator.number(values.count)]) }
    }
    if mutator.number(4) == 0 {
      arguments.insert(words[mutator.number(words.count)], at: mutator.number(arguments.count))
    }
    switch SizingCLI.parseOnly(arguments) {
    case .success(let command):
      guard quick.contains(command) else { return .accepted }
      let result = SizingCLI.execute(arguments)
      guard [0, 64, 65, 66].contains(result.exitCode) else {
        return .failed("\(arguments): exit \(result.exitCode): \(result.stderr)")
      }
      guard !result.stderr.dropLast().contains("\n") else {
        return .failed("\(arguments): several lines: \(result.stderr)")
      }
      return result.exitCode == 0 ? .accepted : .refused
    case .failure(let failure):
      guard !failure.message.isEmpty, !failure.message.dropLast().contains("\n") else {
        return .failed("\(arguments): usage error not one line: \(failure.message)")
      }
      return .refused
    }
  }
}
