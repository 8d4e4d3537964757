import StrictJSON

/// Turns parsed JSON into a ``StackDocument``, checking every value.
///
/// Leaf NODE: `{"id", "intrinsic": [w|null, h|null], "hugging": [h, v]?,
/// "compression": [h, v]?, "hidden"?, "baselines": [first, last]?}` (the
/// older name `"baseline"` is read the same way), or a label: `{"id", "text": string, "font": {"size", "lineHeight",
/// "weight"?, "family"?}, "lines": int?}` (lines 0 = unlimited, default 1).
///
/// Stack NODE: `{"id", "axis", "distribution"?, "alignment"?, "spacing"?,
/// "customSpacing": {"<childId>": number}?, "margins": [top, left, bottom,
/// right]?, "marginsRelative"?, "hidden"?, "items": [NODE…]}`. Defaults:
/// fill, fill, 0; `marginsRelative` defaults to true when `margins` is given
/// (UIKit's 8 pt margins otherwise).
struct StackDocumentReader {
  private var firstPathOfID: [String: String] = [:]
  private var nodeCount = 0

  static let documentKeys = ["width", "height", "scale", "root"]
  static let leafKeys = [
    "id", "intrinsic", "hugging", "compression", "hidden", "baselines", "baseline", "text",
    "font", "lines",
  ]
  static let stackKeys = [
    "id", "axis", "distribution", "alignment", "spacing", "customSpacing", "margins",
    "marginsRelative", "hidden", "items",
  ]

  mutating func document(_ json: JSONNode) throws(JSONError) -> StackDocument {
    let object = try JSONObjectReader(json, path: "$", allowedKeys: Self.documentKeys)
    let width = try object.limitedNumber("width")
    let height = try object.limitedNumber("height")
    let scale = try object.limitedNumber("scale", in: 0...StackDocument.scaleRange.upperBound)
    if let scale, scale != 0, !StackDocument.scaleRange.contains(scale) {
      throw object.error(
        "scale",
        "\(JSONValue.numberLiteral(scale)) is out of range 1…\(Int(StackDocument.scaleRange.upperBound)) pixels per point (0: no snapping)"
      )
    }
    guard let root = object.node("root") else { throw object.missingKey("root") }
    let node = try node(root, path: "$.root", depth: 1)
    return StackDocument(
      width: width, height: height, scale: scale == 0 ? nil : scale, root: node)
  }

  private mutating func node(
    _ json: JSONNode, path: String, depth: Int
  ) throws(JSONError) -> LayoutNode {
    nodeCount += 1
    if nodeCount > StackDocument.maximumNodes {
      throw JSONObjectReader.error(
        at: json, path: path, "more than \(StackDocument.maximumNodes) nodes")
    }
    var isStack = false
    if case .object(let members) = json.value { isStack = members.contains { $0.key == "items" } }
    let object = try JSONObjectReader(
      json, path: path, allowedKeys: isStack ? Self.stackKeys : Self.leafKeys)
    guard let id = try object.string("id") else { throw object.missingKey("id") }
    if id.isEmpty { throw object.error("id", "an id must not be empty") }
    if let first = firstPathOfID[id] {
      throw object.error("id", "duplicate id \(JSONError.quoted(id)) (first used at \(first))")
    }
    firstPathOfID[id] = path
    let hidden = try object.bool("hidden") ?? false
    if isStack {
      return .stack(id, try stack(object, depth: depth), hidden: hidden)
    }
    return .leaf(id, try leaf(object), hidden: hidden)
  }

  private func leaf(_ object: JSONObjectReader) throws(JSONError) -> LayoutNode.Leaf {
    let intrinsic = try object.limitedNumbers("intrinsic", count: 2, nullable: true)
    var leaf: LayoutNode.Leaf
    if let text = try object.string("text") {
      if text.unicodeScalars.count > StackDocument.maximumTextLength {
        throw object.error(
          "text",
          "\(text.unicodeScalars.count) characters; a label holds at most \(StackDocument.maximumTextLength)"
        )
      }
      if intrinsic != nil { throw object.error("intrinsic", "a label leaf has no \"intrinsic\"") }
      leaf = .label(TextSpec(text: text, font: try font(object), numberOfLines: try lines(object)))
    } else {
      guard let intrinsic else {
        throw object.error(nil, "a leaf needs \"intrinsic\": [w|null, h|null] (or \"text\")")
      }
      if object.has("font") || object.has("lines") {
        throw object.error(nil, "\"font\" and \"lines\" need \"text\"")
      }
      leaf = LayoutNode.Leaf(intrinsicWidth: intrinsic[0], intrinsicHeight: intrinsic[1])
    }
    let priorities = try StackAttributesReader.priorities(object)
    leaf.hugging = priorities.hugging ?? leaf.hugging
    leaf.compression = priorities.compression ?? leaf.compression
    if let baselines = try baselines(object, isLabel: leaf.text != nil) {
      leaf.firstBaseline = baselines.first
      leaf.lastBaseline = baselines.last
    }
    return leaf
  }

  /// A plain leaf's `"baselines": [first, last]` (or its older name
  /// `"baseline"`): points from the leaf's top, each within
  /// ``StackDocument/lengthRange``. A label's baselines come from its font,
  /// so a label refuses both keys, as does a leaf that gives both.
  private func baselines(
    _ object: JSONObjectReader, isLabel: Bool
  ) throws(JSONError) -> (first: Double, last: Double)? {
    let key = object.has("baselines") ? "baselines" : "baseline"
    if key == "baselines" && object.has("baseline") {
      throw object.error("baseline", "give \"baselines\" or \"baseline\", not both")
    }
    guard object.has(key) else { return nil }
    if isLabel {
      throw object.error(
        key, "a label's baselines come from its font; \"\(key)\" needs \"intrinsic\"")
    }
    guard let pair = try object.limitedNumbers(key, count: 2) else { return nil }
    return (pair[0]!, pair[1]!)
  }

  private func font(_ object: JSONObjectReader) throws(JSONError) -> FontSpec {
    guard let json = object.node("font") else {
      throw object.error(nil, "a label leaf needs \"font\": {\"size\", \"lineHeight\"}")
    }
    let font = try JSONObjectReader(
      json, path: "\(object.path).font", allowedKeys: ["size", "lineHeight", "weight", "family"])
    guard let size = try font.limitedNumber("size", in: StackDocument.fontSizeRange) else {
      throw font.missingKey("size")
    }
    let lineHeight =
      try font.limitedNumber("lineHeight", in: StackDocument.lineHeightRange) ?? size * 1.2
    let weight = try font.limitedNumber("weight", in: StackDocument.fontWeightRange) ?? 400
    return FontSpec(
      family: try font.string("family"), pointSize: size, lineHeight: lineHeight,
      weight: Int(weight))
  }

  private func lines(_ object: JSONObjectReader) throws(JSONError) -> Int {
    guard let lines = try object.limitedNumber("lines", in: StackDocument.lineCountRange) else {
      return 1
    }
    guard lines == lines.rounded() else {
      throw object.error("lines", "expected a whole number of lines (0 = unlimited)")
    }
    return Int(lines)
  }

  private mutating func stack(
    _ object: JSONObjectReader, depth: Int
  ) throws(JSONError) -> LayoutNode.Stack {
    guard case .array(let itemsJSON) = object.node("items")!.value else {
      throw object.error("items", "expected an array of nodes")
    }
    if !itemsJSON.isEmpty && depth >= StackDocument.maximumDepth {
      throw object.error(
        "items", "nesting deeper than \(StackDocument.maximumDepth) levels")
    }
    var items: [LayoutNode] = []
    items.reserveCapacity(itemsJSON.count)
    for (k, item) in itemsJSON.enumerated() {
      items.append(try node(item, path: "\(object.path).items[\(k)]", depth: depth + 1))
    }
    var stack = try StackAttributesReader.stack(object, itemIDs: items.map(\.id))
    stack.items = items
    return stack
  }
}
