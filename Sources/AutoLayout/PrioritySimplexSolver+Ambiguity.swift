extension PrioritySimplexSolver {
  /// The nonbasic symbols that cost nothing at any level and can move: an
  /// unrestricted variable, or a slack or error that can grow without
  /// driving a restricted basic symbol below 0. One pass over the
  /// objectives and rows, for ``isAmbiguous(_:free:)``.
  public func freeSymbols() -> [Bool] {
    var free = [Bool](repeating: false, count: kinds.count)
    for symbol in kinds.indices where kinds[symbol] != .dummy && rowOf[symbol] < 0 {
      free[symbol] = true
    }
    for objective in objectives {
      for symbol in objective.symbols { free[Int(symbol)] = false }
    }
    for i in rows.indices where kinds[Int(basics[i])] != .external {
      guard rows[i].constant < LinearRow.epsilon else { continue }
      let row = rows[i]
      for j in row.symbols.indices where row.coefficients[j] < 0 {
        let symbol = Int(row.symbols[j])
        if kinds[symbol] != .external { free[symbol] = false }
      }
    }
    return free
  }

  /// True when `variable` can take another value at no cost to any
  /// priority level: it is free itself or depends on a free symbol
  /// (`free` from ``freeSymbols()``).
  public func isAmbiguous(_ variable: Int32, free: [Bool]) -> Bool {
    let r = rowOf[Int(variable)]
    guard r >= 0 else { return free[Int(variable)] }
    return rows[Int(r)].symbols.contains { free[Int($0)] }
  }
}
