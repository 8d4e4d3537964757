import Foundation

/// Collects the name errors of a whole document (unknown keys, unknown
/// choices) instead of stopping at the first, for `sizing-cli validate`.
/// While ``recording(_:)`` runs, ``JSONObjectReader/rejectUnknownKeys(_:)``
/// records every unknown key and reads on, and
/// ``JSONObjectReader/choice(_:_:noun:ignoringCase:)`` records an unknown
/// name and reads on as if the closest valid one (else the first) were
/// written. Every other error still throws, so a read ends at the first
/// structural problem. Outside ``recording(_:)`` nothing changes.
public final class JSONIssueRecorder: @unchecked Sendable {
  /// A name the reader did not know, with the names it would have taken.
  public struct Issue: Sendable, Equatable {
    /// The error the reader would have thrown.
    public var error: JSONError
    /// The name as written.
    public var name: String
    /// The valid names there.
    public var valid: [String]
  }

  /// The recorder of the read running on this task, if any.
  @TaskLocal static var current: JSONIssueRecorder?

  private let lock = NSLock()
  private var recorded: [Issue] = []

  /// The issues recorded, in the order the reader met them.
  public var issues: [Issue] { lock.withLock { recorded } }

  public init() {}

  /// Runs `read` with this recorder collecting name errors.
  public func recording<T>(_ read: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self) { try read() }
  }

  func record(_ issue: Issue) { lock.withLock { recorded.append(issue) } }

  /// The valid name a reader goes on with in place of `name`: the one
  /// differing least (by edit distance), the first on a tie.
  static func stand(in name: String, among valid: [String]) -> Int {
    var best = (index: 0, distance: Int.max)
    for (index, candidate) in valid.enumerated() {
      let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
      if distance < best.distance { best = (index, distance) }
    }
    return best.index
  }

  /// Levenshtein distance between `a` and `b`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        row[j] = min(
          previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = row
    }
    return previous[b.count]
  }
}
