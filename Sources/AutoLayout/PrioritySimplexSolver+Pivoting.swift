extension PrioritySimplexSolver {
  /// Optimises after constraints were added with `optimizing: false`.
  public mutating func optimize() {
    optimizeAll()
  }

  /// Primal simplex on the lexicographic objective: while some nonbasic
  /// symbol lowers the highest level it touches, pivot it in.
  mutating func optimizeAll() {
    while let entering = lexicographicEnteringSymbol() {
      guard let leaving = leavingSymbol(for: entering) else { return }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The lowest symbol whose objective coefficients, read from the highest
  /// level down, start with a negative one.
  func lexicographicEnteringSymbol() -> Int32? {
    for level in objectives.indices {
      let coefficients = objectives[level].coefficients
      for index in coefficients.indices where coefficients[index] < -LinearRow.epsilon {
        let symbol = Int32(index)
        guard symbols[index].kind != .dummy else { continue }
        if (0..<level).allSatisfy({ objectives[$0][symbol] == 0 }) {
          return symbol
        }
      }
    }
    return nil
  }

  /// The ratio test: the restricted basic symbol that reaches 0 first as
  /// `entering` grows.
  func leavingSymbol(for entering: Int32) -> Int32? {
    var best = Double.infinity
    var leaving: Int32?
    for i in rows.indices {
      let basic = basics[i]
      guard symbols[Int(basic)].kind != .external else { continue }
      let coefficient = rows[i].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[i].constant / coefficient
      if ratio < best {
        best = ratio
        leaving = basic
      }
    }
    return leaving
  }

  mutating func pivot(entering: Int32, leaving: Int32) {
    var row = removeRow(basic: leaving)
    row.solve(for: leaving, replacing: entering)
    substitute(entering, with: row)
    insertRow(row, basic: entering)
  }

  /// Dual simplex: restores feasibility after constants changed, keeping
  /// optimality. False when no pivot can (a required conflict).
  mutating func dualOptimize() -> Bool {
    while let leaving = infeasible.popLast() {
      let r = symbols[Int(leaving)].row
      guard r >= 0, rows[Int(r)].constant < -LinearRow.epsilon else { continue }
      guard let entering = dualEnteringSymbol(rows[Int(r)]) else {
        infeasible.removeAll()
        return false
      }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }

  /// The symbol with a positive coefficient in `row` whose objective
  /// coefficients divided by it are lexicographically smallest.
  func dualEnteringSymbol(_ row: LinearRow) -> Int32? {
    var entering: Int32?
    var enteringCoefficient = 1.0
    for term in row.terms where term.coefficient > 0 {
      let symbol = term.symbol
      guard symbols[Int(symbol)].kind != .dummy else { continue }
      guard let best = entering else {
        entering = symbol
        enteringCoefficient = term.coefficient
        continue
      }
      // Compared level by level, without making the ratio vectors.
      for objective in objectives {
        let a = objective[symbol] / term.coefficient
        let b = objective[best] / enteringCoefficient
        if a < b - LinearRow.epsilon {
          entering = symbol
          enteringCoefficient = term.coefficient
          break
        }
        if a > b + LinearRow.epsilon { break }
      }
    }
    return entering
  }

  /// Adds a row that has no subject through an artificial variable
  /// minimised to 0 (phase one). Returns nil on success, else the
  /// constraints that keep it from 0.
  mutating func addWithArtificialVariable(_ row: LinearRow) -> [Int]? {
    let art = makeSymbol(.slack, owner: -1)
    insertRow(row, basic: art)
    artificial = row
    while let objective = artificial {
      guard
        let entering = objective.terms.first(where: {
          $0.coefficient < -LinearRow.epsilon && symbols[Int($0.symbol)].kind != .dummy
        })?.symbol
      else { break }
      guard let leaving = leavingSymbol(for: entering) else { break }
      pivot(entering: entering, leaving: leaving)
    }
    let final = artificial ?? LinearRow()
    artificial = nil
    let success = abs(final.constant) < LinearRow.epsilon
    if symbols[Int(art)].row >= 0 {
      var basicRow = removeRow(basic: art)
      if !basicRow.isConstant {
        let pivotable = basicRow.terms.first {
          symbols[Int($0.symbol)].kind == .slack || symbols[Int($0.symbol)].kind == .error
        }?.symbol
        guard let entering = pivotable else { return owningConstraints(of: final) }
        basicRow.solve(for: art, replacing: entering)
        substitute(entering, with: basicRow)
        insertRow(basicRow, basic: entering)
      }
    }
    for i in rows.indices where rows[i].mayContain(art) { rows[i].remove(art) }
    for level in objectives.indices { objectives[level].remove(art) }
    return success ? nil : owningConstraints(of: final)
  }

  /// Changes the constant of constraint `index` (its expression's, so for
  /// `width − 100 ≤ 0` a constant of −120 means `width ≤ 120`) and re-solves
  /// from the current optimum by the dual simplex. False when the change
  /// makes the required constraints conflict: rebuild the solver then.
  public mutating func setConstant(of index: Int, to constant: Double) -> Bool {
    let tag = tags[index]
    guard tag.isActive else { return true }
    let delta = constant - tag.constant
    tags[index].constant = constant
    guard delta != 0 else { return true }
    var symbol = tag.marker
    var coefficient = tag.markerCoefficient
    if symbols[Int(tag.marker)].row < 0, tag.other >= 0, symbols[Int(tag.other)].row >= 0 {
      symbol = tag.other
      coefficient = tag.otherCoefficient
    }
    let shift = delta / coefficient
    let basicRow = symbols[Int(symbol)].row
    if basicRow >= 0 {
      rows[Int(basicRow)].constant -= shift
      let value = rows[Int(basicRow)].constant
      if symbols[Int(symbol)].kind == .dummy, abs(value) >= LinearRow.epsilon { return false }
      if value < 0 { infeasible.append(symbol) }
    } else {
      for i in rows.indices {
        let c = rows[i].coefficient(of: symbol)
        guard c != 0 else { continue }
        rows[i].constant += c * shift
        if rows[i].constant < 0, symbols[Int(basics[i])].kind != .external {
          infeasible.append(basics[i])
        }
      }
    }
    return dualOptimize()
  }
}
