extension PrioritySimplexSolver {
  /// True when `variable` (basic) has another value in some optimal
  /// solution: the primal simplex, on a copy of the tableau restricted to
  /// the optimal face (every symbol an objective charges for removed, that
  /// is held at 0), minimises and then maximises it; any strict
  /// improvement, or an unbounded direction, means it can move. Pivots
  /// follow Bland's rule (the lowest symbol enters and leaves), so
  /// degenerate pivots cannot cycle.
  func movesOnTheOptimalFace(_ variable: Int32, charged: [Bool]) -> Bool {
    for sign in [1.0, -1.0] {
      var face = self
      face.objectives = []
      face.levelPriorities = []
      face.artificial = nil
      for i in face.rows.indices {
        for term in face.rows[i].terms where charged[Int(term.symbol)] {
          face.rows[i].remove(term.symbol)
        }
      }
      var goal = ObjectiveRow()
      let row = face.rows[Int(face.symbols[Int(variable)].row)]
      for term in row.terms { goal.add(term.symbol, term.coefficient * sign) }
      face.objectives = [goal]
      for _ in 0...(face.rows.count + 8) {
        // Bland's rule: the lowest symbol that lowers the goal enters (an
        // unrestricted one may enter going down when its cost is positive).
        let objective = face.objectives[0].coefficients
        var entering: (symbol: Int32, direction: Double)?
        for index in objective.indices {
          let c = objective[index]
          let kind = face.symbols[index].kind
          guard kind != .dummy, c < -LinearRow.epsilon || (kind == .external && c > 0) else {
            continue
          }
          // The lowest such symbol: the first found.
          entering = (Int32(index), c < 0 ? 1 : -1)
          break
        }
        guard let entering else { break }
        guard let (leaving, step) = face.blandLeavingSymbol(entering.symbol, entering.direction)
        else { return true }
        if step > LinearRow.epsilon { return true }
        face.pivot(entering: entering.symbol, leaving: leaving)
      }
    }
    return false
  }

  /// The ratio test with ties broken towards the lowest basic symbol:
  /// the restricted basic symbol that reaches 0 first as `entering` moves
  /// in `direction` (+1 up, −1 down), and how far it can move.
  func blandLeavingSymbol(_ entering: Int32, _ direction: Double) -> (Int32, Double)? {
    var best = Double.infinity
    var leaving: Int32?
    for i in rows.indices {
      let basic = basics[i]
      guard symbols[Int(basic)].kind != .external else { continue }
      let coefficient = rows[i].coefficient(of: entering) * direction
      guard coefficient < 0 else { continue }
      let ratio = -rows[i].constant / coefficient
      if ratio < best - LinearRow.epsilon
        || (ratio < best + LinearRow.epsilon && leaving.map { basic < $0 } ?? true)
      {
        best = ratio
        leaving = basic
      }
    }
    return leaving.map { ($0, best) }
  }
}
