import Foundation
import SizingCommands
import Testing

/// `check --format sarif` validates against the official SARIF 2.1.0 schema
/// (OASIS errata01, fetched by scripts/fetch-sarif-schema, which
/// scripts/install-deps runs), with Debian's python3-jsonschema. A missing
/// schema or validator fails the test.
@Suite struct SARIFSchemaTests {
  static var schema: URL {
    let cache =
      ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache").path
    return URL(fileURLWithPath: cache).appendingPathComponent(
      "widgetsizing/sarif-schema-2.1.0.json")
  }

  /// Runs the Draft 4 validator the schema names; returns its status and messages.
  static func validate(_ log: String) throws -> (status: Int32, output: String) {
    let instance = FileManager.default.temporaryDirectory
      .appendingPathComponent("check-\(UUID().uuidString).sarif")
    try Data(log.utf8).write(to: instance)
    defer { try? FileManager.default.removeItem(at: instance) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      "-c",
      """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      log = json.load(open(sys.argv[2]))
      errors = list(jsonschema.Draft4Validator(schema).iter_errors(log))
      for error in errors: print(list(error.absolute_path), error.message)
      sys.exit(1 if errors else 0)
      """,
      schema.path, instance.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func findingsKnownFindingsAndACleanRunValidate() throws {
    #expect(
      FileManager.default.fileExists(atPath: Self.schema.path),
      "run scripts/install-deps (it fetches the schema)")
    let (findings, _) = try CheckReportFormatTests.sarif([])
    var checked = try Self.validate(findings.stdout)
    #expect(checked.status == 0, "\(checked.output)")
    let baseline = try CheckGateTests.file(
      #"{"baseline": "sizing-cli check", "version": 1, "findings": ["#
        + #"{"rule": "label-truncated", "element": "row1.title"}]}"#)
    defer { try? FileManager.default.removeItem(at: baseline) }
    let (known, _) = try CheckReportFormatTests.sarif(["--baseline", baseline.path])
    checked = try Self.validate(known.stdout)
    #expect(checked.status == 0, "\(checked.output)")
    let clean = SizingCLI.execute(["check", "Data/widgets/minimal.json", "--format", "sarif"])
    checked = try Self.validate(clean.stdout)
    #expect(checked.status == 0, "\(checked.output)")
  }

  @Test func theValidatorRejectsABrokenLog() throws {
    // The check can fail: a log without the required "runs" does not validate.
    let broken = try Self.validate(#"{"version": "2.1.0"}"#)
    #expect(broken.status == 1)
    #expect(broken.output.contains("'runs' is a required property"))
  }
}
