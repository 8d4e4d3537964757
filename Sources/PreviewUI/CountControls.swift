import WidgetDescriptions

/// What the sidebar's two count controls (recents, quick actions) mean for
/// one widget description, and where they start, read off its view tree.
///
/// The quick-actions control sets how many buttons a compact section that
/// repeats them has (the template's quick actions); a compact section of
/// fixed views (a version-2 tree) has none to count, so there it never
/// applies. The rows control sets how many rows a list has: the template's
/// table of recents, or a list over data items (the items repeat); a body is
/// one row and a widget without an expanded section has none, so there the
/// control is fixed.
package struct CountControls: Equatable {
  /// The recents control's title (visible and accessible).
  package internal(set) var rowsTitle: String
  /// The row count when the description fixes it (a body: 1, no expanded
  /// section: 0): the control is insensitive and shows it. nil: it applies.
  var fixedRows: Int?
  /// The recents control's tooltip: what it sets, or why it is insensitive.
  package internal(set) var rowsTip: String?
  /// Why the quick-actions control is insensitive; nil when it applies.
  package internal(set) var quickActionsTip: String?
  /// Why Show More does not appear when there is nothing to show (the mode
  /// toggle's tooltip).
  var noRowsReason: String
  /// The recents control's value for this description: its count, at most 8.
  var startingRows: Int
  /// The quick-actions control's value for this description: its count, 1…4.
  var startingActions: Int

  /// The recents control's title for a version-1 description.
  static let recentsTitle = "Recents"
  /// The recents control's title for a version-2 description.
  static let itemsTitle = "Rows (items)"

  init(_ description: WidgetDescription) {
    let tree = description.viewTree()
    startingActions = min(max(tree.repeatedCompactItems ?? 0, 1), 4)
    startingRows = min(tree.expandedItemCount, 8)
    if tree.repeatedCompactItems == nil {
      quickActionsTip =
        "A version-2 description has no quick actions: its compact section is the views it lists"
    }
    if tree.presentation == .tableCells {
      rowsTitle = Self.recentsTitle
      noRowsReason = "The widget has no recents, so Show More does not appear"
      return
    }
    rowsTitle = Self.itemsTitle
    switch tree.expanded {
    case .list(let list):
      rowsTip =
        "How many rows the expanded list has; its \(list.items.count) data "
        + "item\(list.items.count == 1 ? "" : "s") repeat in order"
      noRowsReason = "The list has no rows, so Show More does not appear"
    case .body:
      fixedRows = 1
      rowsTip = "The expanded section is a body (one view), not a list: it has no rows to count"
      noRowsReason = "The widget has no expanded section, so Show More does not appear"
    case nil:
      fixedRows = 0
      rowsTip = "The widget has no expanded section, so it has no rows"
      noRowsReason = "The widget has no expanded section, so Show More does not appear"
    }
  }

  /// The recents count after a change of description from `old` to `self`:
  /// it follows the new description unless the user had changed it (it is
  /// not `old`'s starting count) and both descriptions let the user set it.
  func rows(after old: CountControls, current: Int?) -> Int {
    if let fixedRows { return fixedRows }
    guard let current, old.fixedRows == nil, current != old.startingRows else {
      return startingRows
    }
    return current
  }

  /// The quick-actions count after a change of description from `old`.
  func actions(after old: CountControls, current: Int?) -> Int {
    guard let current, old.quickActionsTip == nil, current != old.startingActions else {
      return startingActions
    }
    return current
  }
}
