/// An incremental simplex solver for linear layout constraints with UIKit's
/// priorities, in the manner of the Cassowary algorithm (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
/// 2001): required constraints hold exactly; each optional constraint gets
/// error variables whose sum is minimised. Unlike Cassowary's weighted
/// strengths, the objective is **lexicographic**: one objective row per
/// distinct optional priority, and no amount of error at a lower priority
/// can buy a smaller error at a higher one (UIKit's rule).
///
/// Re-solving after a constant changes (the canvas width, a label's
/// intrinsic size) keeps the tableau and runs the dual simplex from the
/// previous optimum (``setConstant(of:to:)``).
public struct PrioritySimplexSolver: Sendable {
  enum SymbolKind: UInt8 {
    /// A layout variable: unrestricted in sign.
    case external
    /// An inequality's slack, ≥ 0.
    case slack
    /// An optional constraint's error, ≥ 0, minimised at its level.
    case error
    /// A required equality's marker: always 0, never enters the basis.
    case dummy
  }

  /// What the solver keeps per constraint to change its constant later.
  struct Tag {
    var marker: Int32
    var other: Int32
    /// The markers' coefficients in the constraint's original row.
    var markerCoefficient: Double
    var otherCoefficient: Double
    var constant: Double
    var isActive: Bool
  }

  var kinds: [SymbolKind] = []
  /// The constraint a symbol belongs to (its marker or error), or -1.
  var owners: [Int32] = []
  /// The row a symbol is basic in, or -1.
  var rowOf: [Int32] = []
  /// True once a symbol has stood in a row of the tableau: a symbol that
  /// never has needs no substitution (most subjects are new variables).
  var inRows: [Bool] = []
  var rows: [LinearRow] = []
  var basics: [Int32] = []
  /// One objective row per optional priority, highest first.
  var objectives: [LinearRow] = []
  var levelPriorities: [Double] = []
  var tags: [Tag] = []
  var infeasible: [Int32] = []
  /// The artificial objective while a constraint is added through one.
  var artificial: LinearRow?

  public init() {}

  /// A new layout variable (its value is 0 until constrained).
  public mutating func makeVariable() -> Int32 {
    makeSymbol(.external, owner: -1)
  }

  /// The number of constraints added (active or not).
  public var constraintCount: Int { tags.count }

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
    kinds.append(kind)
    owners.append(owner)
    rowOf.append(-1)
    inRows.append(false)
    return Int32(kinds.count - 1)
  }

  /// The variable's value in the current solution.
  public func value(of variable: Int32) -> Double {
    let row = rowOf[Int(variable)]
    return row < 0 ? 0 : rows[Int(row)].constant
  }

  /// The objective level of an optional priority, made on first use.
  mutating func level(for priority: Double) -> Int {
    if let i = levelPriorities.firstIndex(of: priority) { return i }
    let i = levelPriorities.firstIndex { $0 < priority } ?? levelPriorities.count
    levelPriorities.insert(priority, at: i)
    objectives.insert(LinearRow(), at: i)
    return i
  }

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
    var row = LinearRow(constant: constraint.expression.constant)
    let e = constraint.expression
    for i in e.variables.indices {
      let symbol = e.variables[i]
      let basic = rowOf[Int(symbol)]
      if basic >= 0 {
        row.add(rows[Int(basic)], times: e.coefficients[i])
      } else {
        row.add(symbol, e.coefficients[i])
      }
    }
    var tag = Tag(
      marker: -1, other: -1, markerCoefficient: 0, otherCoefficient: 0,
      constant: e.constant, isActive: true)
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
    tags.append(tag)
    if row.constant < 0 { row.negate() }

    guard let subject = chooseSubject(row, tag) else {
      if row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
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
    for symbol in row.symbols where self.owners[Int(symbol)] >= 0 {
      owners.insert(Int(self.owners[Int(symbol)]))
    }
    return owners.sorted()
  }

  /// Kiwi's rule: an external symbol if any, one that stands in no row yet
  /// first (no other row needs it substituted); else a slack or error marker
  /// with a negative coefficient (it can stay ≥ 0 as the basic variable).
  func chooseSubject(_ row: LinearRow, _ tag: Tag) -> Int32? {
    var external: Int32?
    for symbol in row.symbols where kinds[Int(symbol)] == .external {
      if !inRows[Int(symbol)] { return symbol }
      if external == nil { external = symbol }
    }
    if let external { return external }
    for symbol in [tag.marker, tag.other] where symbol >= 0 {
      let kind = kinds[Int(symbol)]
      if kind == .slack || kind == .error, row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  mutating func insertRow(_ row: LinearRow, basic: Int32) {
    for symbol in row.symbols { inRows[Int(symbol)] = true }
    rowOf[Int(basic)] = Int32(rows.count)
    rows.append(row)
    basics.append(basic)
  }

  mutating func removeRow(basic: Int32) -> LinearRow {
    let i = Int(rowOf[Int(basic)])
    let row = rows[i]
    let last = rows.count - 1
    if i != last {
      rows[i] = rows[last]
      basics[i] = basics[last]
      rowOf[Int(basics[i])] = Int32(i)
    }
    rows.removeLast()
    basics.removeLast()
    rowOf[Int(basic)] = -1
    return row
  }

  /// Replaces `symbol` by `row` everywhere: rows and objectives.
  mutating func substitute(_ symbol: Int32, with row: LinearRow) {
    if inRows[Int(symbol)] {
      for i in rows.indices where rows[i].mayContain(symbol) {
        guard rows[i].substitute(symbol, with: row) else { continue }
        let basic = basics[i]
        if kinds[Int(basic)] != .external, rows[i].constant < 0 { infeasible.append(basic) }
      }
    }
    for level in objectives.indices { objectives[level].substitute(symbol, with: row) }
    artificial?.substitute(symbol, with: row)
  }
}
