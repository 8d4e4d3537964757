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

  /// The readings shown before a layout exists.
  public static let unavailable: [Reading] = [
    "Widget width", "Compact height", "Maximum compact size", "Maximum expanded size",
    "Preferred height", "Preferred content size", "Visible rows",
  ].map { Reading(name: $0, value: "—", kind: "", marker: "", tooltip: "no layout") }

  /// The panel for one layout, in display order.
  /// - Parameters:
  ///   - recents: how many recents the widget has.
  ///   - maxRows: the description's row limit.
  public static func readings(for layout: TodayLayoutResult, recents: Int, maxRows: Int)
    -> [Reading]
  {
    let preferred = layout.preferredContentSize
    let rows = recents
    let cut = layout.rowsThatDoNotFit.count
    // iOS 9 has no display modes and no widgetMaximumSize(for:): its words.
    let modes = layout.outcome.hasDisplayModes
    return [
      Reading(layout.widgetWidth, name: "Widget width"),
      Reading(layout.compactHeight, name: modes ? "Compact height" : "First section height"),
      Reading(layout.maximumCompactSize, name: modes ? "Maximum compact size" : "First section"),
      Reading(
        layout.maximumExpandedSize,
        name: modes ? "Maximum expanded size" : "Maximum height (iOS 8/9 limit)"),
      Reading(preferred.height, name: "Preferred height"),
      Reading(preferred, name: "Preferred content size"),
      Reading(
        name: "Visible rows", value: "\(layout.visibleRecents) of \(rows)", kind: "",
        marker: "",
        tooltip: "whole rows only, at most \(maxRows); "
          + "\(cut) row\(cut == 1 ? "" : "s") cut by the maximum height"),
    ]
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
