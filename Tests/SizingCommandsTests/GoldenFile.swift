import Foundation
import Testing

/// Compares `actual` with `Golden/<name>`; with `RECORD_GOLDEN=1` in the
/// environment it writes the file instead (review the diff before committing).
func expectGolden(
  _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "missing golden file \(name); run with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
    return
  }
  if actual != expected {
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first =
      (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
    let gotLine = first < got.count ? got[first] : "<end>"
    let wantLine = first < want.count ? want[first] : "<end>"
    Issue.record(
      "\(name) differs at line \(first + 1):\n  got:      \(gotLine)\n  expected: \(wantLine)",
      sourceLocation: sourceLocation)
  }
}
