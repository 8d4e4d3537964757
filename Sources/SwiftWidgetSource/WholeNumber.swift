extension Double {
  /// This value rounded toward zero as an `Int`, where `Int(_:)` would trap
  /// on sample data a widget's sources make up (`Int(1e308)`, a NaN
  /// opacity, a date 10^308 seconds away): NaN is 0, and values beyond
  /// ±(2^63 − 1) are clamped to it (never `Int.min`, so `abs` of it is safe).
  var wholeNumber: Int {
    guard !isNaN else { return 0 }
    if self >= 9_223_372_036_854_775_807.0 { return .max }
    if self <= -9_223_372_036_854_775_807.0 { return -.max }
    return Int(self)
  }
}
