/// One row of the simplex tableau: `constant + Σ coefficient × symbol`,
/// where symbols are the solver's indices (variables, slacks, errors,
/// dummies). Rows are short in layout systems (a handful of terms), so the
/// terms live in two parallel arrays searched linearly; a 64-bit summary of
/// the symbols ever added (bit `symbol mod 64`) answers "not in this row"
/// without a search, which is the answer for most rows the solver asks.
struct LinearRow {
  var symbols: [Int32] = []
  var coefficients: [Double] = []
  var constant: Double
  /// Bit `symbol mod 64` is set for every symbol ever added (a removed
  /// symbol's bit may stay set: false positives only).
  private(set) var summary: UInt64 = 0

  /// Coefficients closer to zero than this are dropped as round-off.
  static let epsilon = 1e-8

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isConstant: Bool { symbols.isEmpty }

  static func bit(_ symbol: Int32) -> UInt64 { 1 << UInt64(symbol & 63) }

  /// False when `symbol` is certainly not in the row.
  func mayContain(_ symbol: Int32) -> Bool { summary & Self.bit(symbol) != 0 }

  /// The index of `symbol`'s term, or nil.
  func index(of symbol: Int32) -> Int? {
    mayContain(symbol) ? symbols.firstIndex(of: symbol) : nil
  }

  func coefficient(of symbol: Int32) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return coefficients[i]
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels.
  mutating func add(_ symbol: Int32, _ coefficient: Double) {
    if let i = index(of: symbol) {
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
      if symbols.capacity == 0 {
        symbols.reserveCapacity(8)
        coefficients.reserveCapacity(8)
      }
      symbols.append(symbol)
      coefficients.append(coefficient)
      summary |= Self.bit(symbol)
    }
  }

  /// Adds `factor × other`.
  mutating func add(_ other: LinearRow, times factor: Double) {
    constant += other.constant * factor
    for i in other.symbols.indices { add(other.symbols[i], other.coefficients[i] * factor) }
  }

  mutating func remove(_ symbol: Int32) {
    guard let i = index(of: symbol) else { return }
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
    guard let i = index(of: symbol) else { return }
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

  /// Replaces `symbol` by `row` (a basic symbol's definition); false when
  /// the row does not hold `symbol`.
  @discardableResult
  mutating func substitute(_ symbol: Int32, with row: LinearRow) -> Bool {
    guard let i = index(of: symbol) else { return false }
    let coefficient = coefficients[i]
    remove(symbol)
    add(row, times: coefficient)
    return true
  }
}
