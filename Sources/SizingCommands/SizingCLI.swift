import ArgumentParser
import Foundation
import SizingModel
import SwiftWidgetSource

/// The `sizing-cli` root command. Run it in-process with ``execute(_:)``,
/// which returns what the command printed and its exit code.
public struct SizingCLI: ParsableCommand {
  public static let version = "0.1.0"

  public static let configuration = CommandConfiguration(
    commandName: "sizing-cli",
    abstract:
      "How big an iOS 10–13 Today widget is on every device and text size, and a WidgetKit "
      + "family on every screen.",
    discussion: """
      Examples:
        sizing-cli table
        sizing-cli table --metric expanded --orientation landscape --format markdown
        sizing-cli table --device iphone-8 --device ipad --format json
        sizing-cli table --host widgetkit --family systemMedium --metric content-width
        sizing-cli families --family systemSmall
        sizing-cli devices
        sizing-cli categories
        sizing-cli sources
        sizing-cli measurements --format markdown
        sizing-cli type-scale --format markdown
        sizing-cli layout --device iphone-8 --category AX3 --mode expanded
        sizing-cli solve tree.json    (input format: solve --help)
        sizing-cli check Data/reference-widget.json --format json
        sizing-cli init --host widgetkit
        sizing-cli validate widget.json
        sizing-cli render --out sheet.png --device iphone-se --device ipad-pro-11
      """,
    version: version,
    subcommands: [
      Table.self, Families.self, Devices.self, Categories.self, TypeScaleTable.self, Sources.self,
      Measurements.self,
      Layout.self,
      Solve.self, Check.self, Validate.self, Init.self, Widgets.self, Import.self,
      Render.self, Rules.self,
    ])

  public init() {}

  /// Parses `arguments` (without the program name), runs the command and
  /// captures its output. Never exits the process.
  /// Control characters are escaped (`ControlEscaping`): in the output
  /// all but line feed and tab, in an error all (it ends with its only
  /// newline), so neither can carry a terminal escape sequence.
  public static func execute(_ arguments: [String]) -> CommandResult {
    let result = run(arguments)
    let stdout = ControlEscaping.output(result.stdout)
    guard !result.stderr.isEmpty else {
      return CommandResult(stdout: stdout, stderr: "", exitCode: result.exitCode)
    }
    var stderr = result.stderr
    if stderr.hasSuffix("\n") { stderr.removeLast() }
    // Lines stay lines (a warning each); control characters inside them are escaped.
    return CommandResult(
      stdout: stdout, stderr: ControlEscaping.escaped(stderr, keeping: ["\n"]) + "\n",
      exitCode: result.exitCode)
  }

  /// At most this many arguments are parsed: ArgumentParser's time grows
  /// faster than the square of their number (5,000 repeated options took
  /// minutes), and no command needs more.
  public static let maximumArgumentCount = 500

  private static func run(_ arguments: [String]) -> CommandResult {
    guard arguments.count <= maximumArgumentCount else {
      return CommandResult(
        stdout: "",
        stderr:
          "sizing-cli: \(arguments.count) arguments; at most \(maximumArgumentCount) are read\n",
        exitCode: 64)
    }
    do {
      var command = try parseAsRoot(arguments)
      if let reporting = command as? any ReportingCommand {
        let (output, warnings, code) = try reporting.evaluateReporting()
        let stderr = warnings.map { "sizing-cli: \(ControlEscaping.escaped($0))\n" }.joined()
        return CommandResult(stdout: output, stderr: stderr, exitCode: code)
      }
      if let evaluating = command as? any EvaluatingCommand {
        let (output, code) = try evaluating.evaluate()
        return CommandResult(stdout: output, stderr: "", exitCode: code)
      }
      try command.run()
      return CommandResult(stdout: "", stderr: "", exitCode: 0)
    } catch {
      return failure(error, arguments: arguments)
    }
  }

  /// The output and exit code for an error thrown while parsing or running.
  package static func failure(_ error: any Error, arguments: [String]) -> CommandResult {
    switch error {
    case let error as CommandError:
      return CommandResult(
        stdout: "", stderr: "sizing-cli: \(ControlEscaping.escaped(error.message))\n",
        exitCode: error.code)
    case let error as SizingError:
      return CommandResult(
        stdout: "", stderr: "sizing-cli: \(ControlEscaping.escaped("\(error)"))\n",
        exitCode: error.exitCode)
    case let error as SwiftSourceError:
      return CommandResult(
        stdout: "", stderr: "sizing-cli: \(ControlEscaping.escaped("\(error)"))\n",
        exitCode: error.exitCode)
    default:
      let code = exitCode(for: error).rawValue
      var message = MistypedName.joiningChoiceList(fullMessage(for: error))
      // Before the first line is taken: an argument's line break must not split it.
      for argument in arguments
      where argument.unicodeScalars.contains(where: ControlEscaping.isControl) {
        message = message.replacingOccurrences(
          of: argument, with: ControlEscaping.escaped(argument))
      }
      if code == 0 {
        return CommandResult(stdout: message + "\n", stderr: "", exitCode: 0)
      }
      var firstLine = message.split(separator: "\n").first.map(String.init) ?? message
      if firstLine.hasPrefix("Error: ") { firstLine.removeFirst("Error: ".count) }
      firstLine = MistypedName.annotate(firstLine, arguments: arguments)
      let names = configuration.subcommands.map { $0._commandName }
      let help = ["sizing-cli"] + arguments.prefix(1).filter(names.contains) + ["--help"]
      return CommandResult(
        stdout: "", stderr: "sizing-cli: \(firstLine) (see \(help.joined(separator: " ")))\n",
        exitCode: code)
    }
  }

  /// The process entry point: runs ``execute(_:)`` on the real arguments,
  /// writes the output and exits with the command's code.
  public static func runAsProcess() -> Never {
    let result = execute(Array(CommandLine.arguments.dropFirst()))
    FileHandle.standardOutput.write(Data(result.stdout.utf8))
    FileHandle.standardError.write(Data(result.stderr.utf8))
    Foundation.exit(result.exitCode)
  }
}

/// A command whose whole output and exit code are computed without side
/// effects, so tests can run it in-process.
public protocol EvaluatingCommand: ParsableCommand {
  /// Everything the command prints on standard output, and its exit code.
  func evaluate() throws -> (output: String, code: Int32)
}

extension EvaluatingCommand {
  public mutating func run() throws {
    let (output, code) = try evaluate()
    FileHandle.standardOutput.write(Data(output.utf8))
    if code != 0 { throw ExitCode(code) }
  }
}

/// An evaluating command that also warns (on standard error) about what
/// did not stop it, such as an `--ignore` entry that matched nothing.
public protocol ReportingCommand: EvaluatingCommand {
  /// The output, one line per warning (without the program name), and the exit code.
  func evaluateReporting() throws -> (output: String, warnings: [String], code: Int32)
}

/// A command that always exits 0 when it does not fail.
public protocol PrintingCommand: EvaluatingCommand {
  /// Everything the command prints on standard output.
  func output() throws -> String
}

extension PrintingCommand {
  public func evaluate() throws -> (output: String, code: Int32) { (try output(), 0) }
}

/// What a command printed and how it exited.
public struct CommandResult: Equatable, Sendable {
  public var stdout: String
  public var stderr: String
  /// 0 success, 1 findings, 64 usage, 65 data, 66 no input, 73 cannot create.
  public var exitCode: Int32
}

/// A command-line error with its sysexits code.
public struct CommandError: Error, Equatable {
  public var message: String
  public var code: Int32

  public init(_ message: String, code: Int32) {
    self.message = message
    self.code = code
  }

  /// A bad option value or combination: exit 64.
  public static func usage(_ message: String) -> CommandError { CommandError(message, code: 64) }
  /// Malformed or out-of-range input data: exit 65.
  public static func data(_ message: String) -> CommandError { CommandError(message, code: 65) }
  /// An input file that cannot be read: exit 66.
  public static func noInput(_ message: String) -> CommandError { CommandError(message, code: 66) }
}
