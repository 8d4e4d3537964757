import Foundation
import SizingModel
import WidgetLayout

/// One line of the numbers panel: a name, a value with its unit, the
/// provenance marker and a tooltip naming the source or rule.
public struct Reading: Sendable, Equatable {
  /// "Compact height".
  public var name: String
  /// "110 pt", "359 × 616 pt", "4 of 6".
  public var value: String
  /// "measured", "derived" or "estimated"; empty for counts.
  public var kind: String
  /// The provenance marker: "" measured, "*" derived, "~" estimated.
  public var marker: String
  /// The source or rule, in words.
  public var tooltip: String

  /// What a screen reader announces, starting with the name and including the
  /// number: "Compact height 110 pt, measured".
  public var accessibleName: String {
    kind.isEmpty ? "\(name) \(value)" : "\(name) \(value), \(kind)"
  }

  public init(name: String, value: String, kind: String, marker: String, tooltip: String) {
    self.name = name
    self.value = value
    self.kind = kind
    self.marker = marker
    self.tooltip = tooltip
  }

  init(_ sourced: Sourced<Double>, name: String) {
    self.init(
      name: name, value: "\(formatPoints(sourced.value)) pt", kind: sourced.provenance.kind,
      marker: sourced.provenance.marker, tooltip: Self.tooltip(sourced.provenance))
  }

  init(_ size: SourcedSize, name: String) {
    let worst =
      [size.width.provenance, size.height.provenance].max { rank($0) < rank($1) }
      ?? size.height.provenance
    self.init(
      name: name, value: size.size.formattedPoints,
      kind: worst.kind, marker: worst.marker,
      tooltip: "width: \(Self.tooltip(size.width.provenance))\n"
        + "height: \(Self.tooltip(size.height.provenance))")
  }

  static func tooltip(_ provenance: Provenance) -> String {
    let model = WidgetSizes.standard
    func title(_ id: String) -> String {
      model.source(id).map { "\($0.title) (\($0.location))" } ?? id
    }
    switch provenance {
    case .measured(let source): return "Measured: \(title(source))"
    case .derived(let rule, let sources):
      return "Derived: \(rule)"
        + (sources.isEmpty ? "" : "\nfrom " + sources.map(title).joined(separator: "; "))
    case .estimated(let assumption): return "Estimated: \(assumption)"
    }
  }
}

private func rank(_ provenance: Provenance) -> Int {
  switch provenance {
  case .measured: return 0
  case .derived: return 1
  case .estimated: return 2
  }
}
