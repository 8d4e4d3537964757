/// An element of the laid-out widget, named by its role and, for a
/// quick-action button or a recents row, its index. Diagnostics and findings
/// carry it typed; ``description`` is the id the solver and the output print
/// (`action0.label`, `row2.title`).
public struct ElementID: Hashable, Sendable, CustomStringConvertible {
  /// What the element is; the template's views carry theirs on the view tree
  /// (``WidgetNode/role``).
  public enum Role: Hashable, Sendable {
    case widget, actionRow, recents
    case action, actionIcon, actionLabel
    case row, rowThumbnail, rowText, rowTitle, rowSubtitle, rowSeparator
    /// A node of a version-2 description's expanded section: in list row
    /// `index` (ids like `price[2]`), or in the body (index 0).
    case expandedContent
    /// A node of a tree the template does not name (a version-2 compact section).
    case other
  }

  /// What the element is.
  public let role: Role
  /// The quick action's or recents row's index; nil for the other roles.
  public let index: Int?
  /// The printed id: `widget`, `actions`, `recents`, `action1.icon`, `row0.title`…
  public let description: String

  init(_ role: Role, index: Int? = nil, _ description: String) {
    self.role = role
    self.index = index
    self.description = description
  }

  /// The recents row the element belongs to, or nil outside the rows.
  public var rowIndex: Int? {
    switch role {
    case .row, .rowThumbnail, .rowText, .rowTitle, .rowSubtitle, .rowSeparator,
      .expandedContent:
      return index
    default: return nil
    }
  }

  public static let widget = ElementID(.widget, "widget")
  public static let actionRow = ElementID(.actionRow, "actions")
  public static let recents = ElementID(.recents, "recents")

  /// A version-2 node: in the compact section (`row` nil) or in expanded row `row`.
  package static func tree(_ id: String, row: Int?) -> ElementID {
    ElementID(row == nil ? .other : .expandedContent, index: row, id)
  }
}
