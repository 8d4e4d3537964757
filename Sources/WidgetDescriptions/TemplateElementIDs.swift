/// The printed ids of the version-1 template's elements (`action0.label`,
/// `row2.subtitle`, …), precomputed so repeated solves allocate no strings.
package enum TemplateElementIDs {
  /// Ids of one quick-action button: the stack, its icon and its label.
  package struct Action: Sendable {
    package var button: ElementID
    package var icon: ElementID
    package var label: ElementID

    package init(_ index: Int) {
      button = ElementID(.action, index: index, "action\(index)")
      icon = ElementID(.actionIcon, index: index, "action\(index).icon")
      label = ElementID(.actionLabel, index: index, "action\(index).label")
    }

    package var all: [ElementID] { [button, icon, label] }
  }

  /// Ids of one recents cell.
  package struct Row: Sendable {
    package var row: ElementID
    package var thumbnail: ElementID
    package var text: ElementID
    package var title: ElementID
    package var subtitle: ElementID
    package var separator: ElementID

    package init(_ index: Int) {
      row = ElementID(.row, index: index, "row\(index)")
      thumbnail = ElementID(.rowThumbnail, index: index, "row\(index).thumbnail")
      text = ElementID(.rowText, index: index, "row\(index).text")
      title = ElementID(.rowTitle, index: index, "row\(index).title")
      subtitle = ElementID(.rowSubtitle, index: index, "row\(index).subtitle")
      separator = ElementID(.rowSeparator, index: index, "row\(index).separator")
    }

    package var all: [ElementID] { [row, thumbnail, text, title, subtitle, separator] }
  }

  package static let actions = (0..<WidgetDescription.maximumQuickActions).map(Action.init)
  package static let rows = (0..<WidgetDescription.maximumRows).map(Row.init)

  /// Every element of the template by its printed id.
  package static let elementsByID: [String: ElementID] = Dictionary(
    uniqueKeysWithValues: ([ElementID.widget, .actionRow, .recents]
      + actions.flatMap(\.all) + rows.flatMap(\.all)).map { ($0.description, $0) })
}

extension ElementID {
  /// The element a solver node id names (the template's own ids are looked
  /// up, never parsed); an unknown id is `.other`.
  package static func named(_ id: String) -> ElementID {
    TemplateElementIDs.elementsByID[id] ?? ElementID(.other, id)
  }
}
