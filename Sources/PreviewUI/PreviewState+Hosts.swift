import SizingModel
import WidgetDescriptions

extension HostResolver {
  /// Why `kind` cannot be shown (the host switch's tooltip), as the CLI
  /// words it; nil when it can.
  public func whyNot(_ kind: WidgetHostKind) -> String? { refusal(kind)?.description }

  /// Why the widget has no layout for `family`, as the CLI words it.
  public func whyNot(_ family: WidgetFamily) -> String? { refusal(family)?.description }
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
  public func nearestValid(in model: WidgetSizes, recents: Int, hosts: HostResolver) -> (
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
