/// Which nonbasic symbols of an optimal tableau can move at no cost
/// (``PrioritySimplexSolver/freeSymbols()``).
public struct FreeSymbols: Sendable {
  /// Per symbol: nonbasic, charged by no objective level, and able to
  /// grow (or, unrestricted, to move) alone.
  var free: [Bool]
  /// Per symbol: nonbasic and charged by no level, but held at 0 by a
  /// degenerate row: it may still move together with others.
  var held: [Bool]
  /// Per symbol: some objective level charges for it (held at 0 in every
  /// optimal solution).
  var charged: [Bool]
}

extension PrioritySimplexSolver {
  /// The nonbasic symbols that cost nothing at any level and can move: an
  /// unrestricted variable, or a slack or error that can grow without
  /// driving a restricted basic symbol below 0; and those a degenerate
  /// row holds. One pass over the objectives and rows, for
  /// ``isAmbiguous(_:free:)``.
  public func freeSymbols() -> FreeSymbols {
    var free = [Bool](repeating: false, count: kinds.count)
    var charged = free
    for symbol in kinds.indices where kinds[symbol] != .dummy && rowOf[symbol] < 0 {
      free[symbol] = true
    }
    for objective in objectives {
      for symbol in objective.symbols {
        free[Int(symbol)] = false
        charged[Int(symbol)] = true
      }
    }
    var held = charged.map { _ in false }
    for i in rows.indices where kinds[Int(basics[i])] != .external {
      guard rows[i].constant < LinearRow.epsilon else { continue }
      let row = rows[i]
      for j in row.symbols.indices where row.coefficients[j] < 0 {
        let symbol = Int(row.symbols[j])
        if kinds[symbol] != .external, free[symbol] {
          free[symbol] = false
          held[symbol] = true
        }
      }
    }
    return FreeSymbols(free: free, held: held, charged: charged)
  }

  /// True when `variable` can take another value at no cost to any
  /// priority level (`free` from ``freeSymbols()``).
  ///
  /// The optimal solutions are the feasible points where every nonbasic
  /// symbol some objective level charges for stays 0 (the optimum is
  /// lexicographic, so each such symbol's first nonzero cost is positive).
  /// A variable that depends on a free symbol moves along that symbol.
  /// One that depends only on zero-cost symbols a degenerate row holds at 0
  /// may still move when several of them move together (each is held
  /// alone, not in combination): then ``movesOnTheOptimalFace(_:charged:)``
  /// decides exactly, by minimising and maximising the variable over the
  /// optimal solutions.
  public func isAmbiguous(_ variable: Int32, free: FreeSymbols) -> Bool {
    let r = rowOf[Int(variable)]
    guard r >= 0 else { return free.free[Int(variable)] }
    let row = rows[Int(r)]
    if row.symbols.contains(where: { free.free[Int($0)] }) { return true }
    guard row.symbols.contains(where: { free.held[Int($0)] }) else { return false }
    return movesOnTheOptimalFace(variable, charged: free.charged)
  }

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
        for symbol in face.rows[i].symbols where charged[Int(symbol)] {
          face.rows[i].remove(symbol)
        }
      }
      var goal = LinearRow()
      goal.add(face.rows[Int(face.rowOf[Int(variable)])], times: sign)
      goal.constant = 0
      face.objectives = [goal]
      for _ in 0...(face.rows.count + 8) {
        // Bland's rule: the lowest symbol that lowers the goal enters (an
        // unrestricted one may enter going down when its cost is positive).
        let objective = face.objectives[0]
        var entering: (symbol: Int32, direction: Double)?
        for i in objective.symbols.indices {
          let symbol = objective.symbols[i]
          let c = objective.coefficients[i]
          let kind = face.kinds[Int(symbol)]
          guard kind != .dummy, c < -LinearRow.epsilon || (kind == .external && c > 0) else {
            continue
          }
          if entering.map({ symbol < $0.symbol }) ?? true { entering = (symbol, c < 0 ? 1 : -1) }
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
      guard kinds[Int(basic)] != .external else { continue }
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
