/// Formats a length in points the shortest exact way, to at most three
/// decimals: `110`, `112.5`, `383.75`, `-0.333`, `1e+20`; `nan`, `inf` and `-inf` as such.
///
/// The one number formatter for points: the table, `layout`, `solve`'s
/// diagnostics, the preview and the contact sheet all print through it.
public func formatPoints(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  guard abs(value) < 1e15 else { return String(value) }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  let thousandths = Int((abs(rounded) * 1000).rounded())
  var fraction = String(thousandths % 1000)
  fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return (rounded < 0 ? "-" : "") + "\(thousandths / 1000).\(fraction)"
}
