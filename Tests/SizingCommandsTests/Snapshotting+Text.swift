import SnapshotTesting

extension Snapshotting where Value == String, Format == String {
  /// Text compared line by line with a reference file in `__Snapshots__`
  /// whose name ends in `pathExtension` (`csv`, `json`, `md`, `txt`). A test
  /// that records a reference (a missing one, or with
  /// `SNAPSHOT_TESTING_RECORD=all`) fails: review the new file, then re-run.
  static func text(_ pathExtension: String) -> Snapshotting {
    Snapshotting(pathExtension: pathExtension, diffing: .lines)
  }
}
