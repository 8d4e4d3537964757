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
  /// priority level along one free symbol (`free` from ``freeSymbols()``).
  ///
  /// The optimal solutions are the feasible points where every nonbasic
  /// symbol some objective level charges for stays 0 (the optimum is
  /// lexicographic, so each such symbol's first nonzero cost is positive).
  /// A variable that depends on a free symbol moves along that symbol. One
  /// that depends only on zero-cost symbols a degenerate row holds at 0
  /// (``dependsOnHeldSymbol(_:free:)``) may still move when several of them
  /// move together: ``movableThroughDegeneratePivots(_:free:)`` looks for that.
  public func isAmbiguous(_ variable: Int32, free: FreeSymbols) -> Bool {
    let r = rowOf[Int(variable)]
    guard r >= 0 else { return free.free[Int(variable)] }
    return rows[Int(r)].symbols.contains { free.free[Int($0)] }
  }

  /// True when `variable` is basic and depends on a symbol a degenerate row
  /// holds at 0.
  public func dependsOnHeldSymbol(_ variable: Int32, free: FreeSymbols) -> Bool {
    let r = rowOf[Int(variable)]
    return r >= 0 && rows[Int(r)].symbols.contains { free.held[Int($0)] }
  }

  /// Which of `variables` (basic, depending on held symbols) can move over
  /// the optimal solutions when held symbols move together. On a copy of
  /// the tableau with every charged symbol removed (held at 0), each step
  /// pivots a held symbol a candidate depends on into the degenerate row
  /// that holds it (the lowest such symbol and row: a pivot of length 0,
  /// so the solution and every level's cost stay as they are); the row's
  /// basic symbol becomes nonbasic, and a candidate that now depends on a
  /// free symbol can move along it. At most ``degeneratePivotLimit`` pivots;
  /// the variables still undecided then go through the exact test
  /// (``movesOnTheOptimalFace(_:charged:)``, at most ``exactTestLimit`` of
  /// them).
  public func movableThroughDegeneratePivots(_ variables: [Int32], free: FreeSymbols) -> Set<
    Int32
  > {
    var face = self
    for i in face.rows.indices {
      for symbol in face.rows[i].symbols where free.charged[Int(symbol)] {
        face.rows[i].remove(symbol)
      }
    }
    face.objectives = face.objectives.map { _ in LinearRow() }
    var found = Set<Int32>()
    var pending = variables
    var current = free
    for _ in 0...min(face.rows.count, Self.degeneratePivotLimit) {
      pending.removeAll { variable in
        guard face.isAmbiguous(variable, free: current) else { return false }
        found.insert(variable)
        return true
      }
      guard let (held, basic) = face.degeneratePivot(for: pending, free: current) else { break }
      face.pivot(entering: held, leaving: basic)
      current = face.freeSymbols()
      for symbol in current.charged.indices where free.charged[symbol] {
        current.free[symbol] = false
        current.held[symbol] = false
      }
    }
    // What the pivots did not show, the exact test decides.
    for variable in pending.prefix(Self.exactTestLimit)
    where movesOnTheOptimalFace(variable, charged: free.charged) {
      found.insert(variable)
    }
    return found
  }

  /// The most pivots ``movableThroughDegeneratePivots(_:free:)`` makes.
  static let degeneratePivotLimit = 32
  /// The most variables it then minimises and maximises exactly.
  static let exactTestLimit = 64

  /// The lowest held symbol one of `variables` depends on, and the lowest
  /// degenerate row holding it.
  func degeneratePivot(for variables: [Int32], free: FreeSymbols) -> (Int32, Int32)? {
    var held: Int32?
    for variable in variables {
      let r = rowOf[Int(variable)]
      guard r >= 0 else { continue }
      for symbol in rows[Int(r)].symbols where free.held[Int(symbol)] {
        if held.map({ symbol < $0 }) ?? true { held = symbol }
      }
    }
    guard let held else { return nil }
    var leaving: Int32?
    for i in rows.indices where kinds[Int(basics[i])] != .external {
      guard rows[i].constant < LinearRow.epsilon, rows[i].coefficient(of: held) < 0 else {
        continue
      }
      if leaving.map({ basics[i] < $0 }) ?? true { leaving = basics[i] }
    }
    return leaving.map { (held, $0) }
  }
}
