import SizingModel
import WidgetDescriptions

/// What a widget description offers the preview: a Today widget, a
/// WidgetKit widget in some families, or both (the host switch).
public struct PreviewHosts: Sendable, Equatable {
  /// True when the description has a Today widget (version 1, or `compact`).
  public var hasToday: Bool
  /// The WidgetKit families it supports, in ``WidgetFamily`` order; empty
  /// without a `widgetKit` section.
  public var families: [WidgetFamily]

  public init(hasToday: Bool, families: [WidgetFamily]) {
    self.hasToday = hasToday
    self.families = families
  }

  public init(_ description: WidgetDescription) {
    self.init(
      hasToday: description.hasTodayWidget, families: description.widgetKit?.families ?? [])
  }

  /// The hosts it can be shown in: today, widgetkit or both, in that order.
  public var kinds: [WidgetHostKind] {
    (hasToday ? [.today] : []) + (families.isEmpty ? [] : [.widgetKit])
  }

  /// The host a description opens in when none is asked for: the Today
  /// widget where there is one (as `sizing-cli layout` decides).
  public var defaultKind: WidgetHostKind { hasToday ? .today : .widgetKit }

  /// Why `kind` cannot be shown (the host switch's tooltip); nil when it can.
  public func whyNot(_ kind: WidgetHostKind) -> String? {
    switch kind {
    case .today where !hasToday:
      return "The widget describes a WidgetKit widget only (no \"compact\"): no Today widget"
    case .widgetKit where families.isEmpty:
      return "The widget has no \"widgetKit\" section, so there is no WidgetKit layout; "
        + "see Data/widgets/pdf-viewer-widgetkit.json"
    default: return nil
    }
  }

  /// Why the widget has no layout for `family`, in `sizing-cli layout`'s words.
  public func whyNot(_ family: WidgetFamily) -> String? {
    guard !families.contains(family), !families.isEmpty else { return nil }
    return "the widget has no \(family.rawValue) layout; its families: "
      + families.map(\.rawValue).joined(separator: ", ")
  }
}

extension PreviewState {
  /// The nearest state the description and `sizing-cli layout` accept, and
  /// a note per fallback (nil when `self` is already valid): a host the
  /// widget lacks moves to the one it has; a family it lacks to its first;
  /// for a WidgetKit widget, an iOS its screen did not run to the nearest it
  /// ran (``moveIntoScreenOSRange(in:)``); then, for a Today widget,
  /// ``nearestValid(in:recents:)``. WidgetKit frames do not depend on the
  /// Today choices, so they (orientation, location, iOS, mode, counts) are
  /// kept, unused, for a switch back.
  public func nearestValid(in model: WidgetSizes, recents: Int, hosts: PreviewHosts) -> (
    state: PreviewState, note: String?
  ) {
    var state = self
    var notes: [String] = []
    if let reason = hosts.whyNot(state.host), let other = hosts.kinds.first {
      state.host = other
      notes.append("Fell back to \(other == .today ? "the Today widget" : "WidgetKit"): \(reason)")
    }
    if let reason = hosts.whyNot(state.family), let first = hosts.families.first {
      state.family = first
      if state.host == .widgetKit { notes.append("Fell back to \(first.rawValue): \(reason)") }
    }
    if let note = state.moveIntoScreenOSRange(in: model) { notes.append(note) }
    if state.host == .today {
      let today = state.nearestValid(in: model, recents: recents)
      state = today.state
      if let note = today.note { notes.append(note) }
    }
    return (state, notes.isEmpty ? nil : notes.joined(separator: "\n"))
  }
}
