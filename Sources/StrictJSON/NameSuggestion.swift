/// "Did you mean": the valid name closest to a mistyped one by edit
/// distance, when it is close enough to be a typo (subcommands, options,
/// JSON names, widget kinds).
public enum NameSuggestion {
  /// The valid name closest to `typed`, or nil when none is within
  /// `max(1, typed.count / 3)` edits (insertions, deletions, substitutions
  /// and swaps of two neighbours), so `tabel` finds `table` but `xyz`
  /// finds nothing.
  public static func closest(to typed: String, among names: [String]) -> String? {
    let limit = max(1, typed.count / 3)
    let scored = names.map { (name: $0, distance: distance(typed.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else {
      return nil
    }
    return best.name
  }

  /// The optimal-string-alignment distance between `a` and `b` (a swap of
  /// two neighbouring characters counts one edit).
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
