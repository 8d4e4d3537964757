extension PrioritySimplexSolver {
  /// What adding a constraint did.
  public enum AddResult: Equatable, Sendable {
    case added
    /// A required constraint that cannot hold with the required ones
    /// already added; `conflicting` are their indices (in order added).
    /// The solver is left unusable: rebuild it without this constraint.
    case unsatisfiable(conflicting: [Int])
  }

  /// Adds `constraint` and, unless `optimizing` is false, re-optimises; the
  /// constraint's index is `constraintCount - 1` afterwards. The tableau
  /// stays feasible either way, so a batch of constraints can be added
  /// without optimising and ``optimize()`` called once at the end.
  public mutating func add(_ constraint: LinearConstraint, optimizing: Bool = true) -> AddResult {
    let index = Int32(tags.count)
    var row = row(for: constraint.expression)
    var tag = Tag(
      marker: -1, other: -1, markerCoefficient: 0, otherCoefficient: 0,
      constant: constraint.expression.constant, isActive: true)
    let optionalLevel = constraint.isRequired ? nil : level(for: constraint.priority)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack, owner: index)
      tag.marker = slack
      tag.markerCoefficient = sign
      row.add(slack, sign)
      if let optionalLevel {
        let error = makeSymbol(.error, owner: index)
        tag.other = error
        tag.otherCoefficient = -sign
        row.add(error, -sign)
        objectives[optionalLevel].add(error, 1)
      }
    case .equal:
      if let optionalLevel {
        let plus = makeSymbol(.error, owner: index)
        let minus = makeSymbol(.error, owner: index)
        tag.marker = plus
        tag.markerCoefficient = -1
        tag.other = minus
        tag.otherCoefficient = 1
        row.add(plus, -1)
        row.add(minus, 1)
        objectives[optionalLevel].add(plus, 1)
        objectives[optionalLevel].add(minus, 1)
      } else {
        let dummy = makeSymbol(.dummy, owner: index)
        tag.marker = dummy
        tag.markerCoefficient = 1
        row.add(dummy, 1)
      }
    }
    return insert(&row, tag, optimizing: optimizing)
  }

  /// Adds `expression = 0` held from above at `atMostPriority` (its
  /// `expression ≤ 0` side: a view's content hugging) and from below at
  /// `atLeastPriority` (`≥ 0`: its compression resistance), both optional:
  /// one row with an error per side charged at that side's level, the
  /// same optimum as the two inequalities with half the rows and no slacks.
  public mutating func addTwoSided(
    _ expression: LinearExpression, atMostPriority: Double, atLeastPriority: Double,
    optimizing: Bool = true
  ) -> AddResult {
    let index = Int32(tags.count)
    var row = row(for: expression)
    let above = makeSymbol(.error, owner: index)
    let below = makeSymbol(.error, owner: index)
    row.add(above, -1)
    row.add(below, 1)
    objectives[level(for: atMostPriority)].add(above, 1)
    objectives[level(for: atLeastPriority)].add(below, 1)
    let tag = Tag(
      marker: above, other: below, markerCoefficient: -1, otherCoefficient: 1,
      constant: expression.constant, isActive: true)
    return insert(&row, tag, optimizing: optimizing)
  }

  /// `expression` with every basic variable replaced by its row.
  func row(for expression: LinearExpression) -> LinearRow {
    var row = LinearRow(constant: expression.constant)
    for i in expression.variables.indices {
      let symbol = expression.variables[i]
      let basic = symbols[Int(symbol)].row
      if basic >= 0 {
        row.add(rows[Int(basic)], times: expression.coefficients[i])
      } else {
        row.add(symbol, expression.coefficients[i])
      }
    }
    return row
  }

  /// Records constraint `tag` and enters its `row` (`0 = row`) into the
  /// tableau through a subject, or through an artificial variable when none
  /// can keep the tableau feasible.
  mutating func insert(_ row: inout LinearRow, _ tag: Tag, optimizing: Bool) -> AddResult {
    let index = Int32(tags.count)
    tags.append(tag)
    if row.constant < 0 { row.negate() }

    guard let subject = chooseSubject(row, tag) else {
      if row.terms.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
        if abs(row.constant) >= LinearRow.epsilon {
          tags[Int(index)].isActive = false
          return .unsatisfiable(conflicting: owningConstraints(of: row))
        }
        // A redundant required equality: it holds already; its dummy
        // becomes basic so a later constant change is seen as a conflict.
        row.solve(for: tag.marker)
        insertRow(row, basic: tag.marker)
        return .added
      }
      let conflict = addWithArtificialVariable(row)
      if let conflict {
        tags[Int(index)].isActive = false
        return .unsatisfiable(conflicting: conflict)
      }
      if optimizing { optimizeAll() }
      return .added
    }
    row.solve(for: subject)
    substitute(subject, with: row)
    insertRow(row, basic: subject)
    if optimizing { optimizeAll() }
    return .added
  }

  /// The constraints (other than the newest) whose markers appear in `row`.
  func owningConstraints(of row: LinearRow) -> [Int] {
    var owners = Set<Int>()
    for term in row.terms where self.symbols[Int(term.symbol)].owner >= 0 {
      owners.insert(Int(self.symbols[Int(term.symbol)].owner))
    }
    return owners.sorted()
  }

  /// Kiwi's rule: an external symbol if any, one that stands in no row yet
  /// first (no other row needs it substituted); else a slack or error marker
  /// with a negative coefficient (it can stay ≥ 0 as the basic variable).
  func chooseSubject(_ row: LinearRow, _ tag: Tag) -> Int32? {
    var external: Int32?
    for term in row.terms where symbols[Int(term.symbol)].kind == .external {
      if !symbols[Int(term.symbol)].inRows { return term.symbol }
      if external == nil { external = term.symbol }
    }
    if let external { return external }
    for symbol in [tag.marker, tag.other] where symbol >= 0 {
      let kind = symbols[Int(symbol)].kind
      if kind == .slack || kind == .error, row.coefficient(of: symbol) < 0 { return symbol }
    }
    return feasibleRestrictedSubject(row)
  }

  /// A slack or error of `row` (constant ≥ 0) with a negative coefficient
  /// that can become basic at its value `constant / −coefficient` while
  /// every restricted basic symbol stays ≥ 0 (the ratio test of a pivot
  /// that adds the row), or nil. It saves the artificial-variable phase,
  /// which would reach such a vertex by pivots; the optimum is restored by
  /// ``optimize()`` afterwards either way.
  func feasibleRestrictedSubject(_ row: LinearRow) -> Int32? {
    candidates: for term in row.terms where term.coefficient < 0 {
      let kind = symbols[Int(term.symbol)].kind
      guard kind == .slack || kind == .error else { continue }
      let value = row.constant / -term.coefficient
      if value > LinearRow.epsilon, symbols[Int(term.symbol)].inRows {
        for i in rows.indices where rows[i].mayContain(term.symbol) {
          guard symbols[Int(basics[i])].kind != .external else { continue }
          let c = rows[i].coefficient(of: term.symbol)
          if rows[i].constant + c * value < -LinearRow.epsilon { continue candidates }
        }
      }
      return term.symbol
    }
    return nil
  }

}
