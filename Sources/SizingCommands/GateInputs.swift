import SizingModel

/// The gate's inputs besides widget descriptions and command lines, read
/// exactly as `check` reads them, for a caller that holds the bytes in memory:
/// the fuzz target (`sizing-fuzz`, not a product). `package` access: a seam
/// inside this package, not public API of the shipped tools.
package enum GateInputs {
  /// Reads a baseline as `check --baseline` does.
  /// - Returns: the number of findings it lists.
  /// - Throws: as `check --baseline` (one line, exit 65 for a malformed or
  ///   foreign file).
  package static func readBaseline(_ input: InputFile) throws -> Int {
    try CheckBaseline(reading: input).entries.count
  }

  /// Reads a `.widget-sizing.json` as `check` does, as if it were the file
  /// at `path`, and resolves what `check` takes from it before sweeping:
  /// its settings in place of absent options, and its ignore entries.
  /// - Throws: as `check` (one line, exit 65 for a bad file or entry).
  package static func readConfiguration(_ input: InputFile, at path: String) throws
    -> ProjectConfiguration
  {
    let configuration = try ProjectConfiguration(reading: input, at: path)
    let check = try Check.parse([]).configured(by: configuration)
    _ = try check.ignoreEntries(fromConfiguration: configuration)
    return configuration
  }
}
