import SizingModel
import StackLayout
import StrictJSON
import SwiftUILayout

/// Reads a `"layout": "swiftui"` tree (the rules: docs/swiftui-layout.md)
/// as strictly as ``WidgetTreeReader``: unknown keys and values are refused
/// with their path, ids are unique, depth and size are limited.
struct SwiftUITreeReader {
  static let types = [
    "hstack", "vstack", "zstack", "text", "image", "spacer", "color", "rectangle",
    "roundedRectangle", "capsule", "circle", "containerRelativeShape", "divider", "label",
    "progressView", "gauge", "viewThatFits", "geometryReader",
  ]
  static let commonKeys = ["type", "id", "modifiers"]
  static let keysByType: [String: [String]] = [
    "hstack": ["alignment", "spacing", "items"], "vstack": ["alignment", "spacing", "items"],
    "zstack": ["alignment", "items"], "geometryReader": ["items"],
    "text": [
      "text", "textStyle", "fontSize", "weight", "lineLimit", "minimumScaleFactor", "bold",
      "italic", "monospacedDigits", "multilineTextAlignment", "lineSpacing", "allowsTightening",
      "design",
    ],
    "image": ["name", "size", "resizable", "aspectRatio", "contentMode"],
    "spacer": ["minLength"], "divider": [],
  ].merging(controlKeys) { first, _ in first }
  /// A shape's fill when none is given (SwiftUI's primary foreground, light mode).
  static let defaultShapeColor = "#000000"
  /// A Divider's colour (iOS's separator over white).
  static let dividerColor = "#c6c6c8"
  /// A placeholder font, replaced per text size by the family's.
  static let placeholderFont = FontSpec(pointSize: 17, lineHeight: 20.3)

  var ids = WidgetTreeReader()
  private var nodeCount = 0
  /// The views marked `"widgetAccentable": true`, by id.
  private var accentable: Set<String> = []

  /// Reads the tree's root, which carries `"layout": "swiftui"`.
  mutating func root(_ json: JSONNode, path: String) throws(JSONError) -> SwiftUITree {
    let (view, shadow) = try node(json, path: path, depth: 1, extraKeys: ["layout"])
    var tree = SwiftUITree(view: view, shadow: shadow)
    tree.accentable = accentable
    return tree
  }

  /// Reads one view and its modifiers: the engine's view and its shadow node.
  mutating func node(_ json: JSONNode, path: String, depth: Int, extraKeys: [String] = [])
    throws(JSONError) -> (LayoutView, WidgetNode)
  {
    nodeCount += 1
    let object = try JSONObjectReader(json, path: path)
    if nodeCount > WidgetTreeReader.maximumNodes {
      throw object.error(nil, "more than \(WidgetTreeReader.maximumNodes) views in one description")
    }
    if depth > WidgetTreeReader.maximumDepth {
      throw object.error(nil, "views nest deeper than \(WidgetTreeReader.maximumDepth) levels")
    }
    guard let type = try object.choice("type", Self.types.map { ($0, $0) }, noun: "view type")
    else {
      throw object.error(
        nil, "a view needs \"type\" (valid: \(Self.types.joined(separator: ", ")))")
    }
    try object.rejectUnknownKeys(
      Self.commonKeys + extraKeys + (Self.keysByType[type] ?? ["color"]))
    let id = try ids.readID(object)
    var (content, shadow) = try self.content(type, object, id: id, depth: depth)
    var view = LayoutView(id: id, content)
    if let modifiers = try object.array(
      "modifiers", maxCount: 50,
      { (node, path) throws(JSONError) -> (LayoutModifier, WidgetNode?)? in
        try Self.isAccentable(node, path: path) ? nil : modifier(node, path: path, depth: depth)
      })
    {
      var backgrounds = 0
      for entry in modifiers {
        guard let (modifier, decoration) = entry else {
          accentable.insert(id)
          continue
        }
        view.modifiers.append(modifier)
        guard let decoration else { continue }
        // Drawn in order: a background (or container background) before the
        // content it is behind, an overlay after it.
        switch modifier {
        case .background, .containerBackground:
          shadow.children.insert(decoration, at: backgrounds)
          backgrounds += 1
        default: shadow.children.append(decoration)
        }
      }
    }
    return (view, shadow)
  }

  private mutating func content(
    _ type: String, _ object: JSONObjectReader, id: String, depth: Int
  ) throws(JSONError) -> (LayoutView.Content, WidgetNode) {
    switch type {
    case "hstack", "vstack", "zstack", "geometryReader":
      return try stack(type, object, id: id, depth: depth)
    case "text":
      let label = try text(object)
      let spec = TextSpec(
        text: label.text, font: Self.placeholderFont, numberOfLines: label.numberOfLines,
        alignment: label.alignment, lineSpacing: label.lineSpacing,
        minimumScaleFactor: label.minimumScaleFactor, allowsTightening: label.allowsTightening)
      return (.text(spec), WidgetNode(id: id, content: .label(label)))
    case "image":
      let (spec, name) = try image(object)
      let shadow = Self.shadowImage(spec, name: name)
      return (.image(spec), WidgetNode(id: id, content: .image(shadow)))
    case "spacer":
      let minLength = try object.number("minLength", in: 0...2_000)
      return (.spacer(minLength: minLength), plain(id, color: nil))
    case "divider":
      return (.divider, plain(id, color: Self.dividerColor))
    case "label", "progressView", "gauge", "viewThatFits":
      return try control(type, object, id: id, depth: depth)
    default:
      let shape = LayoutView.Shape(rawValue: type)!
      let color = try WidgetTreeReader.color(object)
      if shape == .color && color == nil { throw object.missingKey("color") }
      return (.shape(shape), plain(id, color: color ?? Self.defaultShapeColor))
    }
  }

  /// The shadow of an image: a fixed one has its size; a resizable one
  /// only its ratio (1/100 pt tall), so the checks never call it squeezed
  /// for taking a smaller proposal, yet still call it distorted when it is
  /// stretched out of its ratio.
  static func shadowImage(_ spec: LayoutView.ImageSpec, name: String?) -> WidgetNode.Image {
    let size = spec.size ?? PointSize(width: 0, height: 0)
    guard spec.isResizable else {
      return WidgetNode.Image(name: name, width: size.width, height: size.height)
    }
    let ratio = spec.aspectRatio ?? (size.height > 0 ? size.width / size.height : 0)
    let tiny = 0.01
    return WidgetNode.Image(name: name, width: ratio * tiny, height: ratio > 0 ? tiny : 0)
  }

  private func plain(_ id: String, color: String?) -> WidgetNode {
    WidgetNode(id: id, content: .view(WidgetNode.View(width: nil, height: nil, color: color)))
  }

  private mutating func stack(
    _ type: String, _ object: JSONObjectReader, id: String, depth: Int
  ) throws(JSONError) -> (LayoutView.Content, WidgetNode) {
    guard object.has("items") else { throw object.missingKey("items") }
    let (views, shadows) = try items(object, depth: depth)
    let axis: Axis = type == "hstack" ? .horizontal : .vertical
    let shadow = WidgetNode(
      id: id, content: .stack(LayoutNode.Stack(axis: axis, items: [])), children: shadows)
    if type == "geometryReader" { return (.geometryReader(views), shadow) }
    if type == "zstack" {
      let alignment =
        try object.choice("alignment", ViewAlignment.named, noun: "alignment") ?? .center
      return (.zstack(alignment, views), shadow)
    }
    let spacing = try object.number("spacing", in: -2_000...2_000)
    let alignment: HorizontalAlignment
    if type == "hstack" {
      alignment =
        try object.choice(
          "alignment", VerticalAlignment.allCases.map { ($0.rawValue, $0.asHorizontal) },
          noun: "alignment") ?? .center
    } else {
      alignment =
        try object.choice(
          "alignment", HorizontalAlignment.allCases.map { ($0.rawValue, $0) }, noun: "alignment")
        ?? .center
    }
    let stackAxis: StackAxis = type == "hstack" ? .horizontal : .vertical
    return (.stack(stackAxis, alignment: alignment, spacing: spacing, views), shadow)
  }

  /// The views of `"items"` and their shadows, one level deeper than `depth`.
  mutating func items(_ object: JSONObjectReader, depth: Int) throws(JSONError)
    -> ([LayoutView], [WidgetNode])
  {
    var views: [LayoutView] = []
    var shadows: [WidgetNode] = []
    _ = try object.array("items", maxCount: WidgetTreeReader.maximumNodes) {
      (node, path) throws(JSONError) in
      let (view, shadow) = try self.node(node, path: path, depth: depth + 1)
      views.append(view)
      shadows.append(shadow)
    }
    return (views, shadows)
  }
}
