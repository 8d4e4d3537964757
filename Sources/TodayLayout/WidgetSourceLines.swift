import StrictJSON

/// Where the template's elements are written in a widget description's JSON
/// text: the 1-based line of `quickActions[i]` for `action<i>` (of its
/// `title` or `icon` member for the label or icon), of `recents[i]` for
/// `row<i>` (of `title` or `subtitle` for those labels), of the arrays for
/// `actions` and `recents`, and of the root object for `widget`.
///
/// SARIF output points a finding at its element's line with it.
public struct WidgetSourceLines: Sendable {
  private let root: JSONNode?

  /// The lines of `text`; text that does not parse knows no lines.
  public init(text: String) {
    root = try? StrictJSONParser.parse(text, maximumDepth: WidgetDescription.maximumNesting)
  }

  /// The line of the element with the printed id `elementID`, or nil when it
  /// is not written in the text (a tree node the template does not name).
  ///
  /// Buttons and rows beyond the description's count repeat its entries, so
  /// `row7` of a three-recent description is on the line of `recents[1]`.
  public func line(of elementID: String) -> Int? {
    guard let root else { return nil }
    let element = ElementID.named(elementID)
    switch element.role {
    case .widget: return root.line
    case .actionRow: return member("quickActions", of: root)?.line
    case .recents: return member("recents", of: root)?.line
    case .action: return entry("quickActions", element.index)?.line
    case .actionLabel: return entry("quickActions", element.index).map { title($0) }
    case .actionIcon: return entry("quickActions", element.index).map { line($0, "icon") }
    case .rowTitle: return entry("recents", element.index).map { title($0) }
    case .rowSubtitle: return entry("recents", element.index).map { line($0, "subtitle") }
    case .row, .rowThumbnail, .rowText, .rowSeparator:
      return entry("recents", element.index)?.line
    case .other: return nil
    }
  }

  private func title(_ node: JSONNode) -> Int { line(node, "title") }

  /// The line of `node`'s member `key`, or of `node` when it has none.
  private func line(_ node: JSONNode, _ key: String) -> Int {
    member(key, of: node)?.line ?? node.line
  }

  private func member(_ key: String, of node: JSONNode) -> JSONNode? {
    guard case .object(let members) = node.value else { return nil }
    return members.first { $0.key == key }?.value
  }

  private func entry(_ key: String, _ index: Int?) -> JSONNode? {
    guard let root, let index, let array = member(key, of: root),
      case .array(let items) = array.value, !items.isEmpty
    else { return nil }
    return items[index % items.count]
  }
}
