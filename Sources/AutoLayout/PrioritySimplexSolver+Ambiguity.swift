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

extension PrioritySimplexSolver {
  /// True when `variable`'s row (or the variable itself) holds a nonbasic
  /// symbol that costs nothing at any level: a free one, or one a
  /// degenerate row holds at 0, which only ``hasRange(_:)`` can settle.
  public func dependsOnZeroCostSymbol(_ variable: Int32) -> Bool {
    let r = rowOf[Int(variable)]
    let symbols = r >= 0 ? rows[Int(r)].symbols : [variable]
    return symbols.contains { symbol in
      kinds[Int(symbol)] != .dummy && rowOf[Int(symbol)] < 0
        && objectives.allSatisfy { $0.coefficient(of: symbol) == 0 }
    }
  }

  /// True when `variable` takes another value without any level getting
  /// worse: it is minimised and maximised below the lowest level, from the
  /// current optimum, on a copy of the tableau.
  public func hasRange(_ variable: Int32) -> Bool {
    let before = value(of: variable)
    for sign in [1.0, -1.0] {
      var copy = self
      var objective = LinearRow()
      let r = rowOf[Int(variable)]
      if r >= 0 {
        objective.add(rows[Int(r)], times: sign)
      } else {
        objective.add(variable, sign)
      }
      copy.objectives.append(objective)
      copy.levelPriorities.append(0)
      while let entering = copy.lexicographicEnteringSymbol() {
        // Unbounded: the variable can go anywhere.
        guard let leaving = copy.leavingSymbol(for: entering) else { return true }
        copy.pivot(entering: entering, leaving: leaving)
      }
      if abs(copy.value(of: variable) - before) > 1e-6 { return true }
    }
    return false
  }
}
