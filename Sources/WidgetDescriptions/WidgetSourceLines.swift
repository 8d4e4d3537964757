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
    if member("version", of: root) != nil { return treeLine(of: elementID, in: root) }
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
    case .other, .expandedContent: return nil
    }
  }

  /// Version 2: the line of the view whose `id` is `elementID`, or whose
  /// path it is (a view without an id), with a list row's `[n]` dropped.
  private func treeLine(of elementID: String, in root: JSONNode) -> Int? {
    if elementID == "widget" { return root.line }
    var candidates = [elementID]
    if elementID.hasSuffix("]"), let open = elementID.lastIndex(of: "[") {
      candidates.append(String(elementID[..<open]))
    }
    for candidate in candidates {
      if let node = Self.view(withID: candidate, in: root) { return node.line }
      // A generated id is a view's path: it names an object, never an array.
      if let node = walk(candidate, from: root), case .object = node.value { return node.line }
    }
    return nil
  }

  private static func view(withID id: String, in node: JSONNode) -> JSONNode? {
    switch node.value {
    case .object(let members):
      let hasID = members.contains {
        guard $0.key == "id", case .string(let text) = $0.value.value else { return false }
        return text == id
      }
      if hasID { return node }
      for member in members {
        if let found = view(withID: id, in: member.value) { return found }
      }
      return nil
    case .array(let items):
      for item in items {
        if let found = view(withID: id, in: item) { return found }
      }
      return nil
    default:
      return nil
    }
  }

  /// The node at a path such as `compact.items[1].items[0]`.
  private func walk(_ path: String, from root: JSONNode) -> JSONNode? {
    var node = root
    for part in path.split(separator: ".") {
      var name = part
      var indexes: [Int] = []
      while name.hasSuffix("]"), let open = name.lastIndex(of: "["),
        let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
      {
        indexes.insert(index, at: 0)
        name = name[..<open]
      }
      guard let next = member(String(name), of: node) else { return nil }
      node = next
      for index in indexes {
        guard case .array(let items) = node.value, items.indices.contains(index) else {
          return nil
        }
        node = items[index]
      }
    }
    return node
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
