import Foundation

/// The built `sizing-cli` executable run as a separate process, for what
/// only a real process shows: standard input, signals, the environment.
enum CLIProcess {
  /// The executable, next to the test bundle.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("sizing-cli")
  }

  /// Runs the tool to completion with `input` on its standard input.
  /// - Returns: the exit status and everything it wrote to standard error.
  static func run(_ arguments: [String], input: String) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let errorText = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errorText, as: UTF8.self))
  }

  /// Runs the tool to completion in `directory` (default: the temporary
  /// folder) and returns its exit status and both outputs.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  /// Runs the tool to completion and returns its standard output. Each
  /// process has its own hash seed, so dictionary order differs between
  /// processes: comparing two runs' output shows whether it is deterministic.
  static func output(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: text, as: UTF8.self)
  }
}
