import SizingCommands

extension SurfaceFuzzer {
  /// Values for an option or argument whose valid values ArgumentParser
  /// does not list (paths, numbers, names read later): plausible ones,
  /// files that exist and do not, numbers out of every range, control
  /// characters, empty and long text.
  static let looseValues = [
    "iphone-8", "iphone-se", "390x844", "ipad", "L", "AX5", "xS,L", "systemSmall", "Stocks",
    "Data/widgets/stocks.json", "Data/widgets/podcast.json", "Data/reference-widget.json",
    "Data/widgets/pdf-viewer-widgetkit.json", "Data/widgets/swift/EmojiWidget",
    "Data/widgets/interface-builder/stats-row.storyboard", "/nonexistent.json", "Data", "",
    "0", "1", "-1", "0.5", "99", "1e9", "NaN", "inf", "label-truncated", "nope:*", ":",
    "\u{1B}[2J", "W" + String(repeating: "w", count: 300), "--", "-", "=",
  ]

  /// Option names that end the parse early with help or a dump rather
  /// than a command (their output is many lines by design).
  static let informational: Set<String> = [
    "help", "version", "experimental-dump-help", "generate-completion-script", "h",
  ]

  /// Commands that finish in milliseconds, run after parsing (check and
  /// render sweep or write files; init writes files).
  static let quick: Set<String> = [
    "Layout", "Table", "Families", "TypeScaleTable", "Devices", "Categories", "Sources",
    "Measurements", "Validate",
  ]

  /// The options the flags surface draws from, by command (`check`:
  /// `--kind`, `--placement`, …), as `sizing-cli` declares them.
  public static var commandLineOptions: [String: [String]] {
    Dictionary(
      CommandLineSurface.shared.commands.map { ($0.name, $0.options.map(\.spelling)) },
      uniquingKeysWith: { first, _ in first })
  }

  /// A command, then its own options with values (mostly listed ones,
  /// some hostile), now and then another command's option, a positional
  /// argument or a stray word. The commands and options are
  /// `sizing-cli`'s own (``CommandLineSurface``), so the surface follows
  /// every option added. It parses and (when quick) runs to an exit code
  /// of 0, 64, 65 or 66 with at most one line on standard error, or gives
  /// one usage line.
  static func runCommandLine(_ mutator: inout InputMutator) -> FuzzOutcome {
    let surface = CommandLineSurface.shared
    let command = surface.commands[mutator.number(surface.commands.count)]
    var arguments = [command.name]
    for _ in 0..<mutator.number(6) {
      let pool = mutator.number(8) == 0 ? surface.everyOption : command.options
      guard !pool.isEmpty else { break }
      let option = pool[mutator.number(pool.count)]
      arguments.append(option.spelling)
      if option.takesValue { arguments.append(value(for: option.values, &mutator)) }
    }
    if command.takesPositional, mutator.number(3) > 0 {
      arguments.append(value(for: [], &mutator))
    }
    if mutator.number(5) == 0 {
      let stray = value(for: surface.everyOption.map(\.spelling), &mutator)
      arguments.insert(stray, at: mutator.number(arguments.count + 1))
    }
    switch CommandLineParse.parse(arguments) {
    case .success(let name):
      guard quick.contains(name) else { return .accepted }
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

  /// One of `listed` (three in four draws when there are any), else a
  /// loose value; a listed value is sometimes joined with another by a
  /// comma or changed in case.
  static func value(for listed: [String], _ mutator: inout InputMutator) -> String {
    guard !listed.isEmpty, mutator.number(4) > 0 else {
      return looseValues[mutator.number(looseValues.count)]
    }
    let chosen = listed[mutator.number(listed.count)]
    switch mutator.number(8) {
    case 0: return chosen + "," + listed[mutator.number(listed.count)]
    case 1: return chosen.uppercased()
    default: return chosen
    }
  }
}
