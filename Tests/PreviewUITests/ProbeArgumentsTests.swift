import PreviewProbes
import XCTest

/// `sizing-preview-probe`'s own options, taken off before the preview's
/// parser sees the rest (the product has neither option).
final class ProbeArgumentsTests: XCTestCase {
  func testTheProbeOptionsAreTakenOffAndTheRestKeptInOrder() throws {
    let parsed = try ProbeArguments([
      "--device", "iphone-x", "--report-file", "/tmp/r.txt", "--benchmark-steps=3", "--zoom", "2",
    ])
    XCTAssertEqual(parsed.reportPath, "/tmp/r.txt")
    XCTAssertEqual(parsed.benchmarkSteps, 3)
    XCTAssertEqual(parsed.previewArguments, ["--device", "iphone-x", "--zoom", "2"])
  }

  func testEverythingAfterADoubleDashGoesToThePreview() throws {
    let parsed = try ProbeArguments(["--", "--report-file", "x"])
    XCTAssertNil(parsed.reportPath)
    XCTAssertEqual(parsed.previewArguments, ["--", "--report-file", "x"])
  }

  func testMalformedProbeOptionsAreOneLineErrors() {
    let cases: [([String], String)] = [
      (["--report-file"], "--report-file needs a value"),
      (["--report-file="], "--report-file needs a path"),
      (["--benchmark-steps", "many"], "--benchmark-steps 'many' is not a whole number"),
      (["--benchmark-steps", "0"], "--benchmark-steps 0 is out of range 1…100000"),
      (["--benchmark-steps=100001"], "--benchmark-steps 100001 is out of range 1…100000"),
    ]
    for (arguments, message) in cases {
      XCTAssertThrowsError(try ProbeArguments(arguments), "\(arguments)") { error in
        XCTAssertEqual("\(error)", message)
      }
    }
  }

  /// The probe binary: a bad step count is a usage error (exit 64) before
  /// any window, and the preview's own refusals still come through.
  func testTheProbeBinaryRefusesBadStepsWithExit64() throws {
    let probe = try PreviewProcess.probeExecutable()
    let bad = try PreviewProcess.capture(probe, ["--benchmark-steps", "0"])
    XCTAssertEqual(bad.status, 64)
    XCTAssertEqual(
      bad.stderr, "sizing-preview-probe: --benchmark-steps 0 is out of range 1…100000\n")
    let unknown = try PreviewProcess.capture(probe, ["--report-file", "/tmp/x", "--frobnicate"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertEqual(
      unknown.stderr, "sizing-preview: Unknown option '--frobnicate' (see sizing-preview --help)\n")
  }
}
