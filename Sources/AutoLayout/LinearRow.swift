/// One row of the simplex tableau: `constant + Σ coefficient × symbol`,
/// where symbols are the solver's indices (variables, slacks, errors,
/// dummies). Rows are short in layout systems (a handful of terms), so the
/// terms live in one array searched linearly (one allocation per row); a
/// 64-bit summary of the symbols ever added (bit `symbol mod 64`) answers
/// "not in this row" without a search, which is the answer for most rows
/// the solver asks.
struct LinearRow {
  /// One `coefficient × symbol` term.
  struct Term {
    var symbol: Int32
    var coefficient: Double
  }

  var terms: [Term] = []
  var constant: Double
  /// Bit `symbol mod 64` is set for every symbol ever added (a removed
  /// symbol's bit may stay set: false positives only).
  private(set) var summary: UInt64 = 0

  /// Coefficients closer to zero than this are dropped as round-off.
  static let epsilon = 1e-8

  /// The capacity a row starts with: most rows of a widget's system hold
  /// fewer terms, so few rows ever grow.
  static let initialCapacity = 16

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isConstant: Bool { terms.isEmpty }

  static func bit(_ symbol: Int32) -> UInt64 { 1 << UInt64(symbol & 63) }

  /// False when `symbol` is certainly not in the row.
  func mayContain(_ symbol: Int32) -> Bool { summary & Self.bit(symbol) != 0 }

  /// The index of `symbol`'s term, or nil.
  func index(of symbol: Int32) -> Int? {
    guard mayContain(symbol) else { return nil }
    return terms.firstIndex { $0.symbol == symbol }
  }

  func coefficient(of symbol: Int32) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return terms[i].coefficient
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels.
  mutating func add(_ symbol: Int32, _ coefficient: Double) {
    if let i = index(of: symbol) {
      let sum = terms[i].coefficient + coefficient
      if abs(sum) < Self.epsilon {
        terms.swapAt(i, terms.count - 1)
        terms.removeLast()
      } else {
        terms[i].coefficient = sum
      }
    } else if abs(coefficient) >= Self.epsilon {
      if terms.capacity == 0 { terms.reserveCapacity(Self.initialCapacity) }
      terms.append(Term(symbol: symbol, coefficient: coefficient))
      summary |= Self.bit(symbol)
    }
  }

  /// Adds `factor × other`.
  mutating func add(_ other: LinearRow, times factor: Double) {
    constant += other.constant * factor
    for term in other.terms { add(term.symbol, term.coefficient * factor) }
  }

  mutating func remove(_ symbol: Int32) {
    guard let i = index(of: symbol) else { return }
    terms.swapAt(i, terms.count - 1)
    terms.removeLast()
  }

  mutating func negate() {
    constant = -constant
    for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
  }

  /// Rewrites `0 = this` as `symbol = …` (the row then holds the right side).
  mutating func solve(for symbol: Int32) {
    guard let i = index(of: symbol) else { return }
    let factor = -1 / terms[i].coefficient
    terms.swapAt(i, terms.count - 1)
    terms.removeLast()
    constant *= factor
    for j in terms.indices { terms[j].coefficient *= factor }
  }

  /// Rewrites `lhs = this` as `rhs = …`.
  mutating func solve(for lhs: Int32, replacing rhs: Int32) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row` (a basic symbol's definition); false when
  /// the row does not hold `symbol`.
  @discardableResult
  mutating func substitute(_ symbol: Int32, with row: LinearRow) -> Bool {
    guard let i = index(of: symbol) else { return false }
    let coefficient = terms[i].coefficient
    terms.swapAt(i, terms.count - 1)
    terms.removeLast()
    add(row, times: coefficient)
    return true
  }
}
