import SizingModel
import StackLayout
import StrictJSON

/// Reads the nodes of a version-2 widget description (WidgetDescriptions.md,
/// "Widget description, version 2"), as strictly as the rest: unknown keys, enum
/// values with the valid list, duplicate ids, `{field}` placeholders
/// outside a list row or naming a field an item lacks, and limits on depth
/// and size, each refused with its JSON path.
struct WidgetTreeReader {
  /// Stacks nest at most this deep in one section (its root stack is level
  /// 1; views inside the deepest stack are allowed).
  static let maximumDepth = 24
  /// A description holds at most this many nodes (a list's row template counted once).
  static let maximumNodes = 2_000
  /// A label's text and an item's value are at most this many characters.
  static let maximumTextLength = StackDocument.maximumTextLength
  /// Ids the widget's own elements use.
  static let reservedIDs = ["widget", "expanded"]

  static let commonKeys = ["type", "id", "hidden"]
  static let stackKeys = commonKeys + ["items"] + StackAttributesReader.stackKeys
  static let labelKeys =
    commonKeys + [
      "text", "textStyle", "weight", "numberOfLines", "lineBreakMode",
      "adjustsFontForContentSizeCategory", "fontSize", "italic", "monospacedDigits",
      "textAlignment", "lineSpacing", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
      "allowsDefaultTighteningForTruncation",
    ] + StackAttributesReader.priorityKeys
  static let imageKeys =
    commonKeys + ["name", "size", "width", "height", "aspectRatio"]
    + StackAttributesReader.priorityKeys
  static let viewKeys = commonKeys + ["intrinsic", "color"] + StackAttributesReader.priorityKeys
  static let types = ["stack", "label", "image", "view"]

  private var pathOfID: [String: String] = [:]
  private var nodeCount = 0
  /// The fields a row template's placeholders use, with the path of the first use.
  var placeholders: [String: String] = [:]
  /// The row template's labels that hold placeholders, in document order.
  var templateLabels: [TemplateLabel] = []
  /// True while reading a list's row template, where placeholders are allowed.
  var inRowTemplate = false

  /// Reads a list's row template: placeholders allowed and collected.
  mutating func rowTemplate(_ json: JSONNode, path: String) throws(JSONError) -> WidgetNode {
    inRowTemplate = true
    defer { inRowTemplate = false }
    return try node(json, path: path, depth: 1)
  }

  /// Reads a section's root node.
  mutating func section(_ json: JSONNode, path: String) throws(JSONError) -> WidgetNode {
    try node(json, path: path, depth: 1)
  }

  private mutating func node(_ json: JSONNode, path: String, depth: Int) throws(JSONError)
    -> WidgetNode
  {
    nodeCount += 1
    if nodeCount > Self.maximumNodes {
      throw JSONObjectReader.error(
        at: json, path: path, "more than \(Self.maximumNodes) views in one description")
    }
    let probe = try JSONObjectReader(json, path: path)
    let type =
      try probe.choice("type", Self.types.map { ($0, $0) }, noun: "view type")
      ?? (probe.has("items") ? "stack" : nil)
    guard let type else {
      throw probe.error(nil, "a view needs \"type\" (valid: \(Self.types.joined(separator: ", ")))")
    }
    let keys: [String]
    switch type {
    case "stack": keys = Self.stackKeys
    case "label": keys = Self.labelKeys
    case "image": keys = Self.imageKeys
    default: keys = Self.viewKeys
    }
    try probe.rejectUnknownKeys(keys)
    let id = try readID(probe)
    let hidden = try probe.bool("hidden") ?? false
    var node: WidgetNode
    switch type {
    case "stack":
      node = try stack(probe, id: id, depth: depth)
    case "label":
      node = WidgetNode(id: id, content: .label(try label(probe)))
    case "image":
      node = WidgetNode(id: id, content: .image(try image(probe)))
    default:
      node = WidgetNode(id: id, content: .view(try view(probe)))
    }
    node.isHidden = hidden
    if type != "stack" {
      (node.hugging, node.compression) = try StackAttributesReader.priorities(probe)
    }
    return node
  }

  /// The node's id: the one written (letters, digits, `_`, `-`, `.` and
  /// `:`, as in `File.swift:12:5`, the ids of views read from Swift;
  /// unique, not reserved), or its path without `$.`.
  mutating func readID(_ object: JSONObjectReader) throws(JSONError) -> String {
    guard let id = try object.string("id", maxLength: 100, allowEmpty: false) else {
      return String(object.path.dropFirst(2))
    }
    let allowed = id.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_" || $0 == "-" || $0 == "." || $0 == ":"
    }
    if !allowed {
      throw object.error("id", "\(JSONError.quoted(id)): use letters, digits, _, -, . and : only")
    }
    if Self.reservedIDs.contains(id) {
      throw object.error(
        "id",
        "\(JSONError.quoted(id)) is reserved (\(Self.reservedIDs.joined(separator: ", ")))")
    }
    if let first = pathOfID[id] {
      throw object.error("id", "duplicate id \(JSONError.quoted(id)) (first used at \(first))")
    }
    pathOfID[id] = object.path
    return id
  }

  private mutating func stack(_ object: JSONObjectReader, id: String, depth: Int)
    throws(JSONError) -> WidgetNode
  {
    guard let itemsJSON = object.node("items") else { throw object.missingKey("items") }
    guard case .array(let items) = itemsJSON.value else {
      throw object.error("items", "expected an array of views")
    }
    // The section's root stack is level 1: a stack at level 25 is refused.
    if depth > Self.maximumDepth {
      throw object.error(nil, "stacks nest deeper than \(Self.maximumDepth) levels")
    }
    var children: [WidgetNode] = []
    children.reserveCapacity(items.count)
    for (k, item) in items.enumerated() {
      children.append(try node(item, path: "\(object.path).items[\(k)]", depth: depth + 1))
    }
    let stack = try StackAttributesReader.stack(object, itemIDs: children.map(\.id))
    return WidgetNode(id: id, content: .stack(stack), children: children)
  }

  private mutating func label(_ object: JSONObjectReader) throws(JSONError) -> WidgetNode.Label {
    guard let text = try object.displayedString("text") else { throw object.missingKey("text") }
    if text.unicodeScalars.count > Self.maximumTextLength {
      throw object.error("text", "longer than \(Self.maximumTextLength) characters")
    }
    try collectPlaceholders(text, object, "text")
    // A fixed size needs no style (its weight and line height default to body's).
    let fixedSize = try object.number("fontSize", in: 1...200)
    guard
      let style = try object.choice(
        "textStyle", TextStyle.allCases.map { ($0.rawValue, $0) }, noun: "text style")
        ?? (fixedSize == nil ? nil : .body)
    else { throw object.missingKey("textStyle") }
    var label = WidgetNode.Label(
      text: text, textStyle: style,
      weight: try object.choice(
        "weight", FontWeight.allCases.map { ($0.rawValue, $0) }, noun: "font weight"),
      numberOfLines: try object.integer("numberOfLines", in: 0...100) ?? 1,
      lineBreakMode: try object.choice(
        "lineBreakMode", LineBreakMode.allCases.map { ($0.rawValue, $0) }, noun: "line break mode")
        ?? .truncatingTail,
      adjustsFontForContentSizeCategory: try object.bool("adjustsFontForContentSizeCategory")
        ?? true, fixedSize: fixedSize)
    try readTypography(object, into: &label)
    return label
  }

  /// The label's italic, digits, alignment, line spacing, shrinking and
  /// tightening. `minimumScaleFactor` needs `adjustsFontSizeToFitWidth`
  /// (UIKit ignores it otherwise); a factor of 0 means no shrinking, as in
  /// UIKit.
  private func readTypography(_ object: JSONObjectReader, into label: inout WidgetNode.Label)
    throws(JSONError)
  {
    label.isItalic = try object.bool("italic") ?? false
    label.monospacedDigits = try object.bool("monospacedDigits") ?? false
    label.alignment =
      try object.choice(
        "textAlignment", TextAlignment.allCases.map { ($0.rawValue, $0) }, noun: "text alignment")
      ?? .natural
    label.lineSpacing = try object.number("lineSpacing", in: 0...200) ?? 0
    let adjusts = try object.bool("adjustsFontSizeToFitWidth") ?? false
    let factor = try object.number("minimumScaleFactor", in: 0...1)
    if factor != nil && !adjusts {
      throw object.error(
        "minimumScaleFactor", "has no effect without \"adjustsFontSizeToFitWidth\": true")
    }
    if adjusts, let factor, factor > 0 { label.minimumScaleFactor = factor }
    label.allowsTightening = try object.bool("allowsDefaultTighteningForTruncation") ?? false
  }

  private mutating func image(_ object: JSONObjectReader) throws(JSONError) -> WidgetNode.Image {
    let name = try object.displayedString("name", maxLength: 100, allowEmpty: false)
    if let name { try collectPlaceholders(name, object, "name") }
    let side = 0.0...2_000.0
    if let size = try StackAttributesReader.numbers(object, "size", count: 2, in: side) {
      for key in ["width", "height", "aspectRatio"] where object.has(key) {
        throw object.error(key, "give \"size\" or \"aspectRatio\" with a width or height, not both")
      }
      return WidgetNode.Image(name: name, width: size[0]!, height: size[1]!)
    }
    guard let ratio = try object.number("aspectRatio", in: 0.01...100) else {
      throw object.error(
        nil,
        "an image needs \"size\": [w, h], or \"aspectRatio\" (w/h) with \"width\" or \"height\"")
    }
    let width = try object.number("width", in: side)
    let height = try object.number("height", in: side)
    switch (width, height) {
    case (let width?, nil): return WidgetNode.Image(name: name, width: width, height: width / ratio)
    case (nil, let height?):
      return WidgetNode.Image(name: name, width: height * ratio, height: height)
    default:
      throw object.error("aspectRatio", "give exactly one of \"width\" and \"height\" with it")
    }
  }

  private func view(_ object: JSONObjectReader) throws(JSONError) -> WidgetNode.View {
    let intrinsic = try StackAttributesReader.numbers(
      object, "intrinsic", count: 2, in: 0...2_000, nullable: true)
    return WidgetNode.View(
      width: intrinsic?[0], height: intrinsic?[1], color: try Self.color(object))
  }

  /// A `"color"`, `#rrggbb`; nil when absent.
  static func color(_ object: JSONObjectReader) throws(JSONError) -> String? {
    guard let value = try object.string("color") else { return nil }
    let hex = value.dropFirst()
    guard value.first == "#", hex.count == 6, hex.allSatisfy(\.isHexDigit) else {
      throw object.error("color", "\(JSONError.quoted(value)) is not a colour #rrggbb")
    }
    return value
  }
}
