import StackLayout

extension StackConstraintBuilder.Builder {
  /// Across the axis: `_UIAlignedLayoutArrangement`. `fill` ties every
  /// item's edges to the first item's (hidden ones too, so a hidden item
  /// still holds the stack as long across as itself); the other alignments
  /// bound the visible items by a spanner guide pulled small at 51, and
  /// connect the canvas to it.
  mutating func buildAlignment() {
    let items = self.items
    guard let first = items.first else { return }
    let firstItem = LayoutItem(view: first)
    if stack.alignment == .fill {
      for item in items.dropFirst() {
        add(LayoutItem(view: item), crossLead, .equal, firstItem, crossLead, "UISV-alignment")
        add(LayoutItem(view: item), crossTrail, .equal, firstItem, crossTrail, "UISV-alignment")
      }
      add(canvas, crossLead, .equal, firstItem, crossLead, "UISV-canvas-connection")
      add(firstItem, crossTrail, .equal, canvas, crossTrail, "UISV-canvas-connection")
      return
    }
    let attribute: LayoutAttribute
    switch stack.alignment {
    case .leading: attribute = crossLead
    case .trailing: attribute = crossTrail
    case .center: attribute = crossCenter
    case .firstBaseline: attribute = horizontal ? .firstBaseline : crossLead
    case .lastBaseline: attribute = horizontal ? .lastBaseline : crossTrail
    case .fill: attribute = crossLead
    }
    for item in items.dropFirst() {
      add(LayoutItem(view: item), attribute, .equal, firstItem, attribute, "UISV-alignment")
    }
    let spanner = guide("alignment-spanner")
    for item in visible {
      let view = LayoutItem(view: item)
      switch stack.alignment {
      case .leading where attribute == crossLead:
        add(spanner, crossLead, .equal, view, crossLead, priority: 999.5, "UISV-spanning-boundary")
        add(spanner, crossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary")
      case .trailing where attribute == crossTrail:
        add(
          spanner, crossTrail, .equal, view, crossTrail, priority: 999.5, "UISV-spanning-boundary")
        add(spanner, crossLead, .lessThanOrEqual, view, crossLead, "UISV-spanning-boundary")
      default:
        add(spanner, crossLead, .lessThanOrEqual, view, crossLead, "UISV-spanning-boundary")
        add(spanner, crossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary")
      }
      add(view, crossSize, constant: 0, priority: 25, "UISV-ambiguity-suppression")
    }
    add(spanner, crossSize, constant: 0, priority: 51, "UISV-spanning-fit")
    add(canvas, crossLead, .equal, spanner, crossLead, "UISV-canvas-connection")
    add(spanner, crossTrail, .equal, canvas, crossTrail, "UISV-canvas-connection")
    if stack.alignment == .center {
      add(canvas, crossCenter, .equal, firstItem, crossCenter, "UISV-canvas-connection")
    }
    if stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
      add(canvas, crossSize, constant: 0, priority: 49, "UISV-canvas-fit")
    }
  }
}
