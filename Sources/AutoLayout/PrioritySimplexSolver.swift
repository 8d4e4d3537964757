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

  /// What the solver knows of each symbol, by index.
  struct Symbol {
    var kind: SymbolKind
    /// The constraint the symbol belongs to (its marker or error), or -1.
    var owner: Int32
    /// The row the symbol is basic in, or -1.
    var row: Int32 = -1
    /// True once the symbol has stood in a row of the tableau: a symbol
    /// that never has needs no substitution (most subjects are new variables).
    var inRows = false
  }

  var symbols: [Symbol] = []
  var rows: [LinearRow] = []
  var basics: [Int32] = []
  /// One objective row per optional priority, highest first.
  var objectives: [ObjectiveRow] = []
  var levelPriorities: [Double] = []
  var tags: [Tag] = []
  var infeasible: [Int32] = []
  /// The artificial objective while a constraint is added through one.
  var artificial: LinearRow?
  /// The symbols reserved room for: a new objective level reserves as many.
  var symbolCapacity = 0

  public init() {}

  /// Room for `symbols` symbols and `constraints` rows without growing (a
  /// constraint makes up to two symbols).
  public mutating func reserveCapacity(symbols: Int, constraints: Int) {
    symbolCapacity = symbols
    self.symbols.reserveCapacity(symbols)
    rows.reserveCapacity(constraints)
    basics.reserveCapacity(constraints)
    tags.reserveCapacity(constraints)
  }

  /// A new layout variable (its value is 0 until constrained).
  public mutating func makeVariable() -> Int32 {
    makeSymbol(.external, owner: -1)
  }

  /// The number of constraints added (active or not).
  public var constraintCount: Int { tags.count }

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
    symbols.append(Symbol(kind: kind, owner: owner))
    return Int32(symbols.count - 1)
  }

  /// The variable's value in the current solution.
  public func value(of variable: Int32) -> Double {
    let row = symbols[Int(variable)].row
    return row < 0 ? 0 : rows[Int(row)].constant
  }

  /// The objective level of an optional priority, made on first use.
  mutating func level(for priority: Double) -> Int {
    if let i = levelPriorities.firstIndex(of: priority) { return i }
    let i = levelPriorities.firstIndex { $0 < priority } ?? levelPriorities.count
    levelPriorities.insert(priority, at: i)
    objectives.insert(ObjectiveRow(capacity: max(symbolCapacity, symbols.count)), at: i)
    return i
  }

  mutating func insertRow(_ row: LinearRow, basic: Int32) {
    for term in row.terms { symbols[Int(term.symbol)].inRows = true }
    symbols[Int(basic)].row = Int32(rows.count)
    rows.append(row)
    basics.append(basic)
  }

  mutating func removeRow(basic: Int32) -> LinearRow {
    let i = Int(symbols[Int(basic)].row)
    let row = rows[i]
    let last = rows.count - 1
    if i != last {
      rows[i] = rows[last]
      basics[i] = basics[last]
      symbols[Int(basics[i])].row = Int32(i)
    }
    rows.removeLast()
    basics.removeLast()
    symbols[Int(basic)].row = -1
    return row
  }

  /// Replaces `symbol` by `row` everywhere: rows and objectives.
  mutating func substitute(_ symbol: Int32, with row: LinearRow) {
    if symbols[Int(symbol)].inRows {
      for i in rows.indices where rows[i].mayContain(symbol) {
        guard rows[i].substitute(symbol, with: row) else { continue }
        let basic = basics[i]
        if symbols[Int(basic)].kind != .external, rows[i].constant < 0 { infeasible.append(basic) }
      }
    }
    for level in objectives.indices { objectives[level].substitute(symbol, with: row) }
    artificial?.substitute(symbol, with: row)
  }
}
