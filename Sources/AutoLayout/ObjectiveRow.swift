/// One level of the solver's objective, `Σ coefficient × symbol`, stored
/// densely by symbol: objective rows charge for every error symbol of their
/// priority (tens of terms), and each substitution and pricing step looks a
/// symbol up in each level, which a dense row answers without a search.
/// Symbols past the end have coefficient 0; the row grows on first write.
struct ObjectiveRow {
  private(set) var coefficients: [Double] = []

  init() {}

  /// An empty row with room for symbols `0..<capacity` without growing.
  init(capacity: Int) {
    coefficients.reserveCapacity(capacity)
  }

  /// The coefficient of `symbol` (0 when absent).
  subscript(symbol: Int32) -> Double {
    Int(symbol) < coefficients.count ? coefficients[Int(symbol)] : 0
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels.
  mutating func add(_ symbol: Int32, _ coefficient: Double) {
    let index = Int(symbol)
    if index >= coefficients.count {
      guard abs(coefficient) >= LinearRow.epsilon else { return }
      coefficients.append(contentsOf: repeatElement(0, count: index + 1 - coefficients.count))
    }
    let sum = coefficients[index] + coefficient
    coefficients[index] = abs(sum) < LinearRow.epsilon ? 0 : sum
  }

  /// Sets `symbol`'s coefficient to 0.
  mutating func remove(_ symbol: Int32) {
    if Int(symbol) < coefficients.count { coefficients[Int(symbol)] = 0 }
  }

  /// Replaces `symbol` by `row` (a basic symbol's definition).
  mutating func substitute(_ symbol: Int32, with row: LinearRow) {
    let coefficient = self[symbol]
    guard coefficient != 0 else { return }
    coefficients[Int(symbol)] = 0
    for term in row.terms { add(term.symbol, term.coefficient * coefficient) }
  }
}
