import Foundation
import SizingCommands

/// `sizing-cli`'s commands and options as ArgumentParser describes them
/// (`--experimental-dump-help`, the tool-info JSON): the flags surface
/// draws from these, so an option added to a command is fuzzed from the
/// day it exists.
struct CommandLineSurface: Sendable {
  /// One option or flag of a command.
  struct Option: Sendable {
    /// How it is spelled on the command line (`--device`, `-o`).
    var spelling: String
    /// False for a flag.
    var takesValue: Bool
    /// The values ArgumentParser lists for it (an enum's names) and its
    /// default, if any.
    var values: [String]
  }

  /// One subcommand: its name and options.
  struct Command: Sendable {
    var name: String
    var options: [Option]
    var takesPositional: Bool
  }

  var commands: [Command]
  /// Every command's options together (for an option given to the wrong command).
  var everyOption: [Option]

  /// Read once per process from `sizing-cli --experimental-dump-help`.
  static let shared = CommandLineSurface(
    dump: SizingCLI.execute(["--experimental-dump-help"]).stdout)

  /// The commands and options in a tool-info document; empty when it is
  /// not one (the fuzz test then fails on having no commands).
  init(dump: String) {
    let root = (try? JSONSerialization.jsonObject(with: Data(dump.utf8))) as? [String: Any]
    let tool = root?["command"] as? [String: Any]
    let subcommands = tool?["subcommands"] as? [[String: Any]] ?? []
    commands = subcommands.compactMap { command in
      guard let name = command["commandName"] as? String else { return nil }
      let arguments = command["arguments"] as? [[String: Any]] ?? []
      let options = arguments.compactMap(Self.option)
      let positional = arguments.contains { $0["kind"] as? String == "positional" }
      return Command(name: name, options: options, takesPositional: positional)
    }
    everyOption = commands.flatMap(\.options)
  }

  /// An option or flag of a tool-info argument; nil for a positional
  /// argument and for help, version and dump requests.
  private static func option(_ argument: [String: Any]) -> Option? {
    let kind = argument["kind"] as? String
    guard kind == "option" || kind == "flag",
      let names = argument["names"] as? [[String: Any]],
      let first = names.first, let name = first["name"] as? String,
      !SurfaceFuzzer.informational.contains(name)
    else { return nil }
    let dashes = ["short", "longWithSingleDash"].contains(first["kind"] as? String) ? "-" : "--"
    let spelling = dashes + name
    var values = argument["allValues"] as? [String] ?? []
    if let defaultValue = argument["defaultValue"] as? String { values.append(defaultValue) }
    return Option(spelling: spelling, takesValue: kind == "option", values: values)
  }
}
