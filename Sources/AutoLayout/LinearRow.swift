/// One row of the simplex tableau: `constant + Σ coefficient × symbol`,
/// where symbols are the solver's indices (variables, slacks, errors,
/// dummies). Rows are short in layout systems (a handful of terms), so the
/// terms live in two parallel arrays searched linearly.
struct LinearRow {
  var symbols: [Int32] = []
  var coefficients: [Double] = []
  var constant: Double

  /// Coefficients closer to zero than this are dropped as round-off.
  static let epsilon = 1e-8

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isConstant: Bool { symbols.isEmpty }

  func coefficient(of symbol: Int32) -> Double {
    guard let i = symbols.firstIndex(of: symbol) else { return 0 }
    return coefficients[i]
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels.
  mutating func add(_ symbol: Int32, _ coefficient: Double) {
    if let i = symbols.firstIndex(of: symbol) {
      let sum = coefficients[i] + coefficient
      if abs(sum) < Self.epsilon {
        symbols.swapAt(i, symbols.count - 1)
        coefficients.swapAt(i, coefficients.count - 1)
        symbols.removeLast()
        coefficients.removeLast()
      } else {
        coefficients[i] = sum
      }
    } else if abs(coefficient) >= Self.epsilon {
      symbols.append(symbol)
      coefficients.append(coefficient)
    }
  }

  /// Adds `factor × other`.
  mutating func add(_ other: LinearRow, times factor: Double) {
    constant += other.constant * factor
    for i in other.symbols.indices { add(other.symbols[i], other.coefficients[i] * factor) }
  }

  mutating func remove(_ symbol: Int32) {
    guard let i = symbols.firstIndex(of: symbol) else { return }
    symbols.swapAt(i, symbols.count - 1)
    coefficients.swapAt(i, coefficients.count - 1)
    symbols.removeLast()
    coefficients.removeLast()
  }

  mutating func negate() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  /// Rewrites `0 = this` as `symbol = …` (the row then holds the right side).
  mutating func solve(for symbol: Int32) {
    guard let i = symbols.firstIndex(of: symbol) else { return }
    let factor = -1 / coefficients[i]
    remove(symbol)
    constant *= factor
    for j in coefficients.indices { coefficients[j] *= factor }
  }

  /// Rewrites `lhs = this` as `rhs = …`.
  mutating func solve(for lhs: Int32, replacing rhs: Int32) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row` (a basic symbol's definition).
  mutating func substitute(_ symbol: Int32, with row: LinearRow) {
    guard let i = symbols.firstIndex(of: symbol) else { return }
    let coefficient = coefficients[i]
    remove(symbol)
    add(row, times: coefficient)
  }
}
