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
    var free = [Bool](repeating: false, count: symbols.count)
    var charged = free
    for symbol in symbols.indices where symbols[symbol].kind != .dummy && symbols[symbol].row < 0 {
      free[symbol] = true
    }
    for objective in objectives {
      for symbol in objective.coefficients.indices where objective.coefficients[symbol] != 0 {
        free[symbol] = false
        charged[symbol] = true
      }
    }
    var held = charged.map { _ in false }
    for i in rows.indices where symbols[Int(basics[i])].kind != .external {
      guard rows[i].constant < LinearRow.epsilon else { continue }
      let row = rows[i]
      for term in row.terms where term.coefficient < 0 {
        let symbol = Int(term.symbol)
        if symbols[symbol].kind != .external, free[symbol] {
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
    let r = symbols[Int(variable)].row
    guard r >= 0 else { return free.free[Int(variable)] }
    return rows[Int(r)].terms.contains { free.free[Int($0.symbol)] }
  }

  /// True when `variable` is basic and depends on a symbol a degenerate row
  /// holds at 0.
  public func dependsOnHeldSymbol(_ variable: Int32, free: FreeSymbols) -> Bool {
    let r = symbols[Int(variable)].row
    return r >= 0 && rows[Int(r)].terms.contains { free.held[Int($0.symbol)] }
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
    // Most held symbols are held for good: a degenerate row whose every
    // symbol left (charged ones are 0) has a negative coefficient keeps
    // them all at 0 (a view's hugging slack held by its compression row
    // at its intrinsic size). Those settle their variables without a pivot.
    let zero = implicitlyZero(charged: free.charged)
    let undecided = variables.filter { variable in
      rows[Int(symbols[Int(variable)].row)].terms.contains {
        free.held[Int($0.symbol)] && !zero[Int($0.symbol)]
      }
    }
    guard !undecided.isEmpty else { return [] }
    var face = self
    for i in face.rows.indices {
      for term in face.rows[i].terms where free.charged[Int(term.symbol)] {
        face.rows[i].remove(term.symbol)
      }
    }
    face.objectives = face.objectives.map { _ in ObjectiveRow() }
    var found = Set<Int32>()
    var pending = undecided
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

  /// Per symbol: 0 in every optimal solution. Charged symbols are; so is
  /// every restricted symbol of a degenerate row (restricted basic symbol,
  /// constant 0) whose symbols not yet known to be 0 all have negative
  /// coefficients; repeated until nothing changes.
  func implicitlyZero(charged: [Bool]) -> [Bool] {
    var zero = charged
    var changed = true
    var rounds = 0
    while changed && rounds < 16 {
      changed = false
      rounds += 1
      for i in rows.indices where symbols[Int(basics[i])].kind != .external {
        let row = rows[i]
        guard row.constant < LinearRow.epsilon else { continue }
        var allNegative = true
        var any = false
        for term in row.terms where !zero[Int(term.symbol)] {
          any = true
          if term.coefficient >= 0 || symbols[Int(term.symbol)].kind == .external {
            allNegative = false
            break
          }
        }
        guard any, allNegative else { continue }
        for term in row.terms where !zero[Int(term.symbol)] {
          zero[Int(term.symbol)] = true
        }
        zero[Int(basics[i])] = true
        changed = true
      }
    }
    return zero
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
      let r = symbols[Int(variable)].row
      guard r >= 0 else { continue }
      for term in rows[Int(r)].terms where free.held[Int(term.symbol)] {
        if held.map({ term.symbol < $0 }) ?? true { held = term.symbol }
      }
    }
    guard let held else { return nil }
    var leaving: Int32?
    for i in rows.indices where symbols[Int(basics[i])].kind != .external {
      guard rows[i].constant < LinearRow.epsilon, rows[i].coefficient(of: held) < 0 else {
        continue
      }
      if leaving.map({ basics[i] < $0 }) ?? true { leaving = basics[i] }
    }
    return leaving.map { (held, $0) }
  }
}
