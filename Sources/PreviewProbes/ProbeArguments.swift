/// The two options `sizing-preview-probe` adds to `sizing-preview`'s, taken
/// off the command line before the rest goes to the preview's own parser.
public struct ProbeArguments: Equatable, Sendable {
  /// `--report-file PATH`: rewrite this file with the window's state after
  /// every settled change (``PreviewReport``).
  public var reportPath: String?
  /// `--benchmark-steps N`: time the first frame and N slider steps, print
  /// one line of figures and exit (``PreviewBenchmark``).
  public var benchmarkSteps: Int?
  /// Everything else, in order: `sizing-preview`'s own options.
  public var previewArguments: [String] = []

  /// The most slider steps one benchmark run takes.
  public static let stepRange = 1...100_000

  /// A malformed probe option, in one line.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let description: String
  }

  /// Splits `arguments` (without the program name) into the probe's options
  /// and the preview's. Both `--name value` and `--name=value` are read.
  /// - Throws: ``Failure`` for a missing value, a step count that is not a
  ///   whole number, or one outside ``stepRange``.
  public init(_ arguments: [String]) throws(Failure) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        previewArguments += arguments[(index - 1)...]
        break
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      guard let name = parts.first, name == "--report-file" || name == "--benchmark-steps"
      else {
        previewArguments.append(argument)
        continue
      }
      let value: String
      if parts.count == 2 {
        value = parts[1]
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw Failure(description: "\(name) needs a value")
      }
      if name == "--report-file" {
        guard !value.isEmpty else { throw Failure(description: "--report-file needs a path") }
        reportPath = value
      } else {
        guard let steps = Int(value) else {
          throw Failure(description: "--benchmark-steps '\(value)' is not a whole number")
        }
        guard Self.stepRange.contains(steps) else {
          throw Failure(
            description: "--benchmark-steps \(steps) is out of range "
              + "\(Self.stepRange.lowerBound)…\(Self.stepRange.upperBound)")
        }
        benchmarkSteps = steps
      }
    }
  }
}
