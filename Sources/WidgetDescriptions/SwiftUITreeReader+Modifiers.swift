import StackLayout
import StrictJSON
import SwiftUILayout

extension SwiftUITreeReader {
  static let modifierNames = [
    "frame", "padding", "fixedSize", "layoutPriority", "background", "overlay", "offset",
    "containerBackground",
  ]
  static let fixedFrameKeys = ["width", "height"]
  /// A GeometryReader's proportions: fractions of its width and height.
  static let relativeFrameKeys = ["widthFraction", "heightFraction"]
  static let flexibleFrameKeys = [
    "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
  ]
  static let edgeNames = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]

  /// True for `{"widgetAccentable": true}`, a modifier of drawing only
  /// (SwiftUI's `widgetAccentable()`); any other value is refused.
  static func isAccentable(_ json: JSONNode, path: String) throws(JSONError) -> Bool {
    let object = try JSONObjectReader(json, path: path)
    guard object.has("widgetAccentable") else { return false }
    try object.rejectUnknownKeys(["widgetAccentable"])
    guard try object.bool("widgetAccentable") == true else {
      throw object.error("widgetAccentable", "must be true (SwiftUI's widgetAccentable())")
    }
    return true
  }

  /// One modifier, `{NAME: VALUE}` (a background or overlay may add
  /// `"alignment"`), with the shadow node of a background's, overlay's or
  /// container background's view.
  mutating func modifier(_ json: JSONNode, path: String, depth: Int) throws(JSONError)
    -> (LayoutModifier, WidgetNode?)
  {
    let object = try JSONObjectReader(json, path: path)
    let names = object.members.map(\.key).filter { Self.modifierNames.contains($0) }
    guard names.count == 1, let name = names.first else {
      throw object.error(
        nil, "a modifier is one of \(Self.modifierNames.joined(separator: ", ")), by itself")
    }
    let decorates = name == "background" || name == "overlay"
    try object.rejectUnknownKeys([name] + (decorates ? ["alignment"] : []))
    let value = object.node(name)!
    switch name {
    case "frame": return (try frame(JSONObjectReader(value, path: object.childPath(name))), nil)
    case "padding": return (try padding(object), nil)
    case "fixedSize": return (try fixedSize(object), nil)
    case "layoutPriority":
      return (.layoutPriority(try object.number(name, in: -1_000...1_000)!), nil)
    case "offset":
      let offset = try StackAttributesReader.numbers(object, name, count: 2, in: -2_000...2_000)!
      return (.offset(x: offset[0]!, y: offset[1]!), nil)
    case "containerBackground":
      let (view, shadow) = try node(value, path: object.childPath(name), depth: depth + 1)
      return (.containerBackground(view), shadow)
    default:
      let alignment =
        try object.choice("alignment", ViewAlignment.named, noun: "alignment") ?? .center
      let (view, shadow) = try node(value, path: object.childPath(name), depth: depth + 1)
      return (
        name == "background" ? .background(view, alignment) : .overlay(view, alignment), shadow
      )
    }
  }

  /// `{"width"?, "height"?, "alignment"?}` (fixed) or `{"minWidth"?, "idealWidth"?,
  /// "maxWidth"?, … "alignment"?}` (flexible); a maximum may be `"infinity"`.
  private func frame(_ object: JSONObjectReader) throws(JSONError) -> LayoutModifier {
    try object.rejectUnknownKeys(
      Self.fixedFrameKeys + Self.flexibleFrameKeys + Self.relativeFrameKeys + ["alignment"])
    let alignment =
      try object.choice("alignment", ViewAlignment.named, noun: "alignment") ?? .center
    let flexible = Self.flexibleFrameKeys.filter(object.has)
    let fixed = Self.fixedFrameKeys.filter(object.has)
    if let first = Self.relativeFrameKeys.first(where: object.has) {
      if !fixed.isEmpty || !flexible.isEmpty {
        throw object.error(first, "give the fractions or the lengths, not both")
      }
      return .relativeFrame(
        width: try object.number("widthFraction", in: 0...10),
        height: try object.number("heightFraction", in: 0...10), alignment: alignment)
    }
    if let first = flexible.first, !fixed.isEmpty {
      throw object.error(first, "give \"width\"/\"height\" or the min/ideal/max ones, not both")
    }
    if flexible.isEmpty {
      return .frame(
        width: try object.number("width", in: 0...2_000),
        height: try object.number("height", in: 0...2_000), alignment: alignment)
    }
    var lengths: [String: Double] = [:]
    for key in flexible { lengths[key] = try length(object, key) }
    return .flexibleFrame(
      FlexibleFrame(
        minWidth: lengths["minWidth"], idealWidth: lengths["idealWidth"],
        maxWidth: lengths["maxWidth"], minHeight: lengths["minHeight"],
        idealHeight: lengths["idealHeight"], maxHeight: lengths["maxHeight"],
        alignment: alignment))
  }

  /// A length 0…2000 points, or `"infinity"` for a maximum.
  private func length(_ object: JSONObjectReader, _ key: String) throws(JSONError) -> Double {
    if key.hasPrefix("max"), case .string = object.node(key)?.value {
      guard try object.string(key) == "infinity" else {
        throw object.error(key, "expected a number of points or \"infinity\"")
      }
      return .infinity
    }
    return try object.number(key, in: 0...2_000)!
  }

  /// `"padding": LENGTH` (every edge), `true` (16 on every edge) or
  /// `{"edges"?: [EDGE, …], "length"?: LENGTH}` (default: all, 16).
  private func padding(_ object: JSONObjectReader) throws(JSONError) -> LayoutModifier {
    let value = object.node("padding")!
    let standard = ProposalLayout.defaultPadding
    switch value.value {
    case .number:
      let length = try object.number("padding", in: 0...2_000)!
      return .padding(Insets(top: length, left: length, bottom: length, right: length))
    case .bool(true):
      return .padding(Insets(top: standard, left: standard, bottom: standard, right: standard))
    default:
      let inner = try JSONObjectReader(
        value, path: object.childPath("padding"), allowedKeys: ["edges", "length"])
      let length = try inner.number("length", in: 0...2_000) ?? standard
      let edges =
        try inner.array("edges", maxCount: 7) { (node, path) throws(JSONError) in
          guard case .string(let edge) = node.value, Self.edgeNames.contains(edge) else {
            throw JSONObjectReader.error(
              at: node, path: path,
              "expected an edge (valid: \(Self.edgeNames.joined(separator: ", ")))")
          }
          return edge
        } ?? ["all"]
      func has(_ names: String...) -> Double {
        edges.contains { names.contains($0) || $0 == "all" } ? length : 0
      }
      return .padding(
        Insets(
          top: has("top", "vertical"), left: has("leading", "horizontal"),
          bottom: has("bottom", "vertical"), right: has("trailing", "horizontal")))
    }
  }

  /// `"fixedSize": true` (both axes) or `{"horizontal"?: bool, "vertical"?: bool}`.
  private func fixedSize(_ object: JSONObjectReader) throws(JSONError) -> LayoutModifier {
    if let both = try? object.bool("fixedSize") {
      guard both else { throw object.error("fixedSize", "write true, or name the axes") }
      return .fixedSize(horizontal: true, vertical: true)
    }
    let inner = try JSONObjectReader(
      object.node("fixedSize")!, path: object.childPath("fixedSize"),
      allowedKeys: ["horizontal", "vertical"])
    return .fixedSize(
      horizontal: try inner.bool("horizontal") ?? false,
      vertical: try inner.bool("vertical") ?? false)
  }
}
