extension SolvePass {
  /// equalCentering: items keep their lengths and the distances between
  /// consecutive centres are equal. Each distance d_k must leave at least
  /// the gap g_k (required); the equalities are weak (150 − k), so when they
  /// cannot all hold the longest feasible prefix d_0 … d_j stays equal, d_j+1
  /// takes what is left and later distances sit at their minimum. When even
  /// minimum gaps do not fit, items shrink by compression resistance.
  /// Unconstrained: every distance is the largest minimum (the centring
  /// constraints, at ≥ 50, beat the canvas fit at 49).
  mutating func equalCentering(_ i: Int, available: Double?, report: Bool) {
    let count = visible.count
    guard count > 1 else {
      if let available { s[visible[0]].size = available }
      return
    }
    // Minimum centre distances, kept in gapAfter for now.
    var minimums = 0.0
    var largest = 0.0
    for k in 0..<(count - 1) {
      let a = visible[k]
      let b = visible[k + 1]
      let m = s[a].length / 2 + s[a].gapAfter + s[b].length / 2
      minimums += m
      largest = max(largest, m)
    }
    var distances = [Double](repeating: largest, count: count - 1)
    if let available {
      let span = available - s[visible[0]].length / 2 - s[visible[count - 1]].length / 2
      if minimums > span + epsilon {
        shrink(i, by: minimums - span, report: report)
        return
      }
      equalPrefix(span: span, into: &distances)
    }
    for k in 0..<(count - 1) {
      let a = visible[k]
      let b = visible[k + 1]
      s[a].gapAfter = distances[k] - s[a].length / 2 - s[b].length / 2
    }
  }

  /// Splits `span` into centre distances by the strict-priority rule above.
  private func equalPrefix(span: Double, into distances: inout [Double]) {
    let pairs = distances.count
    var minimum = [Double](repeating: 0, count: pairs)
    for k in 0..<pairs {
      let a = visible[k]
      let b = visible[k + 1]
      minimum[k] = s[a].length / 2 + s[a].gapAfter + s[b].length / 2
    }
    // suffix[k] = Σ minimum[k...]
    var suffix = [Double](repeating: 0, count: pairs + 1)
    for k in stride(from: pairs - 1, through: 0, by: -1) { suffix[k] = suffix[k + 1] + minimum[k] }
    var prefixMax = 0.0
    var kept = -1
    for j in 0..<pairs {
      let m = max(prefixMax, minimum[j])
      if Double(j + 1) * m + suffix[j + 1] <= span + epsilon {
        prefixMax = m
        kept = j
      } else {
        break
      }
    }
    if kept == pairs - 1 {
      for k in 0..<pairs { distances[k] = span / Double(pairs) }
      return
    }
    // d_0 … d_kept equal δ; d_(kept+1) takes the rest; the others sit at minimum.
    let broken = kept + 1
    let rest = span - suffix[broken + 1]
    let share = Double(broken)
    // Closest to d_broken == δ: the unconstrained optimum rest / (share + 1)
    // is infeasible, so either δ sits at its floor or d_broken at its minimum.
    let delta =
      rest / (share + 1) < prefixMax ? prefixMax : (rest - minimum[broken]) / share
    for k in 0..<pairs {
      if k < broken {
        distances[k] = delta
      } else if k == broken {
        distances[k] = rest - share * delta
      } else {
        distances[k] = minimum[k]
      }
    }
  }
}
