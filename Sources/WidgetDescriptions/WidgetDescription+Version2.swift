import SizingModel
import StrictJSON

extension WidgetDescription {
  /// The keys of a version-2 description.
  static let version2Keys = [
    "version", "appName", "compact", "expanded", "minimumWidth", "marginInsetsOptOut",
    "widgetKit",
  ]

  /// Reads a version-2 description: `{"version": 2, "appName", "compact":
  /// NODE, "expanded": {"list": …} | {"body": NODE}?, "minimumWidth"?,
  /// "marginInsetsOptOut"?, "widgetKit"?}` (WidgetDescriptions.md,
  /// "Widget description, version 2"); `compact` may be left out when `widgetKit` is given.
  static func readVersion2(_ root: JSONObjectReader) throws(JSONError) -> WidgetDescription {
    try root.rejectUnknownKeys(version2Keys)
    guard let appName = try root.displayedString("appName", maxLength: 100, allowEmpty: false)
    else {
      throw root.missingKey("appName")
    }
    var result = WidgetDescription(appName: appName, quickActions: [], recents: [])
    result.widgetKit = try root.object("widgetKit").map { (object) throws(JSONError) in
      try readWidgetKit(object)
    }
    guard let compactJSON = root.node("compact") else {
      guard result.widgetKit != nil else {
        throw root.error(
          nil, "missing required key \"compact\" (the Today widget) or \"widgetKit\"")
      }
      if root.has("expanded") {
        throw root.error("expanded", "an expanded section needs a \"compact\" one")
      }
      return result
    }
    var reader = WidgetTreeReader()
    let compact = try reader.section(compactJSON, path: "$.compact")
    var expanded: WidgetTree.Expanded?
    if let object = try root.object("expanded") {
      expanded = try readExpanded(object, reader: &reader)
    }
    result.tree = WidgetTree(compact: compact, expanded: expanded)
    switch expanded {
    case .list(let list):
      result.maxRows = list.maxRows
      result.rowStyle.separator = list.separators
    case .body:
      result.maxRows = 1
      result.rowStyle.separator = false
    case nil:
      break
    }
    result.minimumWidth = try root.number("minimumWidth", in: 0...2000)
    result.marginInsetsOptOut = try root.bool("marginInsetsOptOut") ?? false
    return result
  }

  private static func readExpanded(_ object: JSONObjectReader, reader: inout WidgetTreeReader)
    throws(JSONError) -> WidgetTree.Expanded
  {
    try object.rejectUnknownKeys(["list", "body"])
    if let body = object.node("body") {
      if object.has("list") { throw object.error("list", "give \"list\" or \"body\", not both") }
      return .body(try reader.section(body, path: object.childPath("body")))
    }
    guard let list = try object.object("list") else {
      throw object.error(nil, "expected \"list\" (rows over data items) or \"body\" (one view)")
    }
    try list.rejectUnknownKeys(["row", "items", "maxRows", "separators"])
    guard let rowJSON = list.node("row") else { throw list.missingKey("row") }
    let row = try reader.rowTemplate(rowJSON, path: list.childPath("row"))
    let used = reader.placeholders
    let labels = reader.templateLabels
    guard
      let items = try list.array(
        "items", maxCount: maximumRecents,
        { (node, path) throws(JSONError) in
          try readItem(node, path: path, used: used, labels: labels)
        })
    else { throw list.missingKey("items") }
    return .list(
      WidgetTree.List(
        row: row, items: items,
        maxRows: try list.integer("maxRows", in: 1...WidgetDescription.maximumRows) ?? 4,
        separators: try list.bool("separators") ?? true))
  }

  /// One data item: string fields, holding every field the row uses, that
  /// fill no label of the row (`labels`) beyond
  /// ``WidgetTreeReader/maximumTextLength`` characters.
  private static func readItem(
    _ node: JSONNode, path: String, used: [String: String],
    labels: [WidgetTreeReader.TemplateLabel]
  ) throws(JSONError) -> [String: String] {
    let object = try JSONObjectReader(node, path: path)
    if object.members.count > 50 {
      throw object.error(nil, "\(object.members.count) fields; an item has at most 50")
    }
    var item: [String: String] = [:]
    for member in object.members {
      guard
        let value = try object.displayedString(
          member.key, maxLength: WidgetTreeReader.maximumTextLength)
      else { continue }
      item[member.key] = value
    }
    for (field, usedAt) in used.sorted(by: { $0.key < $1.key }) where item[field] == nil {
      throw object.error(nil, "missing field \(JSONError.quoted(field)) (used at \(usedAt))")
    }
    for label in labels {
      let length = Placeholders.fill(label.text, with: item).unicodeScalars.count
      guard length > WidgetTreeReader.maximumTextLength else { continue }
      let fields = Set(Placeholders.fields(in: label.text)).sorted().map { JSONError.quoted($0) }
      throw object.error(
        nil,
        "its \(fields.joined(separator: ", ")) make the label at \(label.path) "
          + "\(length) characters long; a label holds at most "
          + "\(WidgetTreeReader.maximumTextLength)")
    }
    return item
  }
}
