import Foundation
import SizingModel
import StrictJSON

extension WidgetDescription {
  /// The most quick actions a description may list.
  public static let maximumQuickActions = 8
  /// The most recents a description may list.
  public static let maximumRecents = 1000
  /// The largest `maxRows` a description may set (version 1 and a version-2 list).
  public static let maximumRows = 20

  /// Reads a description from JSON text.
  /// - Parameter icons: the icon names a quick action may use (the front
  ///   ends pass the bundled ones, `IconLibrary.names`); nil: any name.
  /// - Throws: ``SizingError/invalidData(path:message:)`` naming the JSON path
  ///   (or line and column) of the first problem: malformed JSON, a missing
  ///   or unknown key, a wrong type, a value out of range, or an icon not in
  ///   `icons` (the message lists them).
  public static func parse(_ text: String, icons: [String]? = nil) throws(SizingError)
    -> WidgetDescription
  {
    do { return try decode(text, icons: icons) } catch { throw SizingError(error) }
  }

  /// Reads a description from JSON text as ``parse(_:icons:)`` does,
  /// throwing the parser's or reader's own error (path, line and column).
  /// Inside ``JSONIssueRecorder/recording(_:)`` unknown keys and names are
  /// recorded and the read goes on (`sizing-cli validate`).
  public static func decode(_ text: String, icons: [String]? = nil) throws(JSONError)
    -> WidgetDescription
  {
    try read(StrictJSONParser.parse(text, maximumDepth: maximumNesting), icons: icons)
  }

  /// The deepest nesting of arrays and objects a description may have.
  public static let maximumNesting = 64

  private static func read(_ node: JSONNode, icons: [String]?) throws(JSONError)
    -> WidgetDescription
  {
    let probe = try JSONObjectReader(node, path: "$")
    if probe.has("version") {
      guard try probe.integer("version", in: 1...2) == 2 else {
        throw probe.error("version", "version 1 has no \"version\" key; the only other is 2")
      }
      return try readVersion2(probe)
    }
    let root = try JSONObjectReader(
      node, path: "$",
      allowedKeys: [
        "appName", "quickActions", "recents", "maxRows", "actionStyle", "rowStyle", "labelLines",
        "minimumWidth", "marginInsetsOptOut",
      ])
    guard let appName = try root.displayedString("appName", maxLength: 100, allowEmpty: false)
    else {
      throw root.missingKey("appName")
    }
    guard
      let actions = try root.array(
        "quickActions", maxCount: maximumQuickActions,
        { (node, path) throws(JSONError) in try readAction(node, path: path, icons: icons) })
    else { throw root.missingKey("quickActions") }
    guard
      let recents = try root.array(
        "recents", maxCount: maximumRecents,
        { (node, path) throws(JSONError) in try readRecent(node, path: path) })
    else { throw root.missingKey("recents") }
    var result = WidgetDescription(appName: appName, quickActions: actions, recents: recents)
    result.maxRows = try root.integer("maxRows", in: 1...maximumRows) ?? result.maxRows
    if let style = try root.object("actionStyle") {
      result.actionStyle = try readActionStyle(style)
    }
    if let style = try root.object("rowStyle") {
      result.rowStyle = try readRowStyle(style)
    }
    result.labelLines = try root.integer("labelLines", in: 1...20)
    result.minimumWidth = try root.number("minimumWidth", in: 0...2000)
    result.marginInsetsOptOut = try root.bool("marginInsetsOptOut") ?? false
    return result
  }

  /// Reads a description from a JSON file, or from standard input for `-`;
  /// `icons` as in ``parse(_:icons:)``.
  /// - Throws: ``SizingError/unreadable(path:reason:)`` when the file cannot
  ///   be read (exit 66), ``SizingError/invalidData(path:message:)`` when it
  ///   is not a valid description, not UTF-8 or over 16 MiB (exit 65); the
  ///   message starts with the file (or `standard input`).
  public init(contentsOf path: String, icons: [String]? = nil) throws(SizingError) {
    let input = try InputFile(path)
    let text = try input.text()
    do {
      self = try Self.parse(text, icons: icons)
    } catch {
      throw error.read(from: input.name)
    }
  }

  private static func readAction(_ node: JSONNode, path: String, icons: [String]?)
    throws(JSONError) -> QuickAction
  {
    let reader = try JSONObjectReader(node, path: path, allowedKeys: ["title", "icon"])
    guard let title = try reader.displayedString("title", maxLength: 100, allowEmpty: false) else {
      throw reader.missingKey("title")
    }
    guard let icon = try reader.displayedString("icon", maxLength: 100, allowEmpty: false) else {
      throw reader.missingKey("icon")
    }
    if let icons, !icons.contains(icon) {
      throw reader.error(
        "icon",
        "unknown icon \(JSONError.quoted(icon)); bundled icons: \(icons.joined(separator: ", "))")
    }
    return QuickAction(title: title, icon: icon)
  }

  private static func readRecent(_ node: JSONNode, path: String) throws(JSONError) -> Recent {
    let reader = try JSONObjectReader(node, path: path, allowedKeys: ["title", "subtitle"])
    guard let title = try reader.displayedString("title", maxLength: 200, allowEmpty: false) else {
      throw reader.missingKey("title")
    }
    return Recent(
      title: title, subtitle: try reader.displayedString("subtitle", maxLength: 200) ?? "")
  }

  private static func readActionStyle(_ reader: JSONObjectReader) throws(JSONError) -> ActionStyle {
    try reader.rejectUnknownKeys([
      "iconSize", "iconSpacing", "spacing", "insets", "labelStyle", "numberOfLines", "alignment",
    ])
    var style = ActionStyle()
    style.iconSize = try reader.number("iconSize", in: 0...200) ?? style.iconSize
    style.iconSpacing = try reader.number("iconSpacing", in: 0...100) ?? style.iconSpacing
    style.spacing = try reader.number("spacing", in: 0...200) ?? style.spacing
    if let insets = try reader.object("insets") { style.insets = try readInsets(insets) }
    style.labelStyle = try textStyle(reader, "labelStyle") ?? style.labelStyle
    style.numberOfLines = try reader.integer("numberOfLines", in: 0...20) ?? style.numberOfLines
    style.alignment =
      try reader.choice("alignment", ActionAlignment.allCases.map { ($0.rawValue, $0) })
      ?? style.alignment
    return style
  }

  private static func readRowStyle(_ reader: JSONObjectReader) throws(JSONError) -> RowStyle {
    try reader.rejectUnknownKeys([
      "thumbnail", "padding", "spacing", "textSpacing", "titleStyle", "subtitleStyle",
      "titleLines", "subtitleLines", "separator",
    ])
    var style = RowStyle()
    if let thumbnail = try reader.object("thumbnail") {
      try thumbnail.rejectUnknownKeys(["width", "height"])
      style.thumbnailWidth = try thumbnail.number("width", in: 0...400) ?? style.thumbnailWidth
      style.thumbnailHeight = try thumbnail.number("height", in: 0...400) ?? style.thumbnailHeight
    }
    if let padding = try reader.object("padding") { style.padding = try readInsets(padding) }
    style.spacing = try reader.number("spacing", in: 0...200) ?? style.spacing
    style.textSpacing = try reader.number("textSpacing", in: 0...100) ?? style.textSpacing
    style.titleStyle = try textStyle(reader, "titleStyle") ?? style.titleStyle
    style.subtitleStyle = try textStyle(reader, "subtitleStyle") ?? style.subtitleStyle
    style.titleLines = try reader.integer("titleLines", in: 0...20) ?? style.titleLines
    style.subtitleLines = try reader.integer("subtitleLines", in: 0...20) ?? style.subtitleLines
    style.separator = try reader.bool("separator") ?? style.separator
    return style
  }

  private static func readInsets(_ reader: JSONObjectReader) throws(JSONError) -> Insets {
    try reader.rejectUnknownKeys(["top", "leading", "bottom", "trailing"])
    return Insets(
      top: try reader.number("top", in: 0...200) ?? 0,
      leading: try reader.number("leading", in: 0...200) ?? 0,
      bottom: try reader.number("bottom", in: 0...200) ?? 0,
      trailing: try reader.number("trailing", in: 0...200) ?? 0)
  }

  private static func textStyle(_ reader: JSONObjectReader, _ key: String) throws(JSONError)
    -> TextStyle?
  {
    try reader.choice(
      key, TextStyle.allCases.map { ($0.rawValue, $0) }, noun: "text style", ignoringCase: true)
  }
}
