/// The limits that keep huge or hostile sources from exhausting memory or
/// time: each one, when reached, is a one-line `.data` error naming it.
enum SourceLimits {
  /// The largest Swift file read, in bytes (1 MiB).
  static let maximumFileSize = 1 << 20
  /// The most Swift files read from the paths given.
  static let maximumFiles = 500
  /// The most evaluation steps (expressions and statements) for one family's
  /// view: recursion and huge loops end here, well under a second.
  static let maximumSteps = 200_000
  /// The deepest chain of calls (views, functions, properties) evaluated.
  static let maximumCallDepth = 64
  /// The most views in one family's tree (as for a JSON description).
  static let maximumViews = 2_000
  /// The deepest nesting of views (as for a JSON description).
  static let maximumViewDepth = 24
  /// The longest string built by `+`, in UTF-8 bytes.
  static let maximumStringLength = 100_000
  /// The most items a `ForEach`, a range or `+` of arrays produces.
  static let maximumItems = 1_000
}
