extension PrioritySimplexSolver {
  /// True when `variable` can take another value at no cost to any
  /// priority level: it depends on a nonbasic symbol that costs nothing
  /// and can move (an unrestricted variable, or a slack or error that can
  /// grow without driving a restricted basic symbol below 0).
  public func isAmbiguous(_ variable: Int32) -> Bool {
    let r = rowOf[Int(variable)]
    guard r >= 0 else { return isFree(variable) }
    let row = rows[Int(r)]
    return row.symbols.contains { isFree($0) }
  }

  func isFree(_ symbol: Int32) -> Bool {
    let kind = kinds[Int(symbol)]
    guard kind != .dummy, rowOf[Int(symbol)] < 0 else { return false }
    guard objectives.allSatisfy({ $0.coefficient(of: symbol) == 0 }) else { return false }
    if kind == .external { return true }
    for i in rows.indices where kinds[Int(basics[i])] != .external {
      if rows[i].coefficient(of: symbol) < 0, rows[i].constant < LinearRow.epsilon { return false }
    }
    return true
  }
}
