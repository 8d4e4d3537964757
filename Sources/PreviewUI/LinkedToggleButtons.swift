import GtkKit

/// A linked row of toggle buttons of which one is on at a time (the host
/// switch, the orientation, the rendering mode…), each labelled
/// `label: title` for screen readers.
@MainActor
enum LinkedToggleButtons {
  /// The row (add it to a box) and its buttons, in `titles` order;
  /// `chosen` gets the index of the button turned on.
  static func make(
    _ titles: [String], label: String, chosen: @escaping @MainActor (Int) -> Void
  ) -> (row: Box, buttons: [ToggleButton]) {
    let row = Box(.horizontal)
    row.addCSSClass("linked")
    row.setAccessibleLabel(label)
    var buttons: [ToggleButton] = []
    for (index, title) in titles.enumerated() {
      let button = ToggleButton(label: title)
      if let first = buttons.first { button.joinGroup(of: first) }
      button.expandsHorizontally = true
      button.setAccessibleLabel("\(label): \(title)")
      row.append(button)
      button.onToggled { on in
        if on { chosen(index) }
      }
      buttons.append(button)
    }
    return (row, buttons)
  }
}
