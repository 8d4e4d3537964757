import SizingModel
import StrictJSON

/// Writes an evaluated view tree as a `"layout": "swiftui"` JSON tree with
/// unique ids, inheriting text attributes down the tree.
struct ViewEmitter {
  /// Each id's source location.
  var locations: [String: SourceLocation] = [:]
  var notes: [SourceNote] = []
  private var used: Set<String> = []
  private var count = 0

  /// The text attributes `"font"` expands into, and the ones copied as they are.
  static let textKeys = [
    "weight", "italic", "monospacedDigits", "lineLimit", "minimumScaleFactor",
    "multilineTextAlignment", "lineSpacing", "allowsTightening",
  ]

  /// The root: `{"layout": "swiftui", …}`.
  mutating func root(_ view: ViewValue) throws(SwiftSourceError) -> JSONValue {
    guard case .object(let members) = try node(view, inherited: [:], depth: 1) else {
      return .null
    }
    return .object([("layout", .string("swiftui"))] + members)
  }

  mutating func node(_ view: ViewValue, inherited: [String: JSONValue], depth: Int)
    throws(SwiftSourceError) -> JSONValue
  {
    count += 1
    if count > SourceLimits.maximumViews {
      throw .data(
        "\(view.location): more than \(SourceLimits.maximumViews) views in one family's tree")
    }
    if depth > SourceLimits.maximumViewDepth {
      throw .data(
        "\(view.location): views nest deeper than \(SourceLimits.maximumViewDepth) levels")
    }
    let environment = inherited.merging(view.attributes) { _, own in own }
    let id = uniqueID(view)
    locations[id] = view.location
    var members: [(String, JSONValue)] = []
    switch view.kind {
    case .stack(let type, let alignment, let spacing, let items):
      members = [("type", .string(type))]
      if let alignment { members.append(("alignment", .string(alignment))) }
      if let spacing { members.append(("spacing", .number(spacing))) }
      members.append(("items", .array(try nodes(items, environment, depth))))
    case .text(let text):
      members = [("type", .string("text"))] + textMembers(text, environment, view.location)
    case .image(let name, let size, let isSymbol):
      members = imageMembers(name, size, isSymbol, environment, view)
    case .spacer(let minLength):
      members = [("type", .string("spacer"))]
      if let minLength { members.append(("minLength", .number(minLength))) }
    case .shape(let type, let color):
      members = [("type", .string(type))]
      if let color { members.append(("color", .string(color))) }
    case .divider:
      members = [("type", .string("divider"))]
    case .label(let title, let icon):
      members = [
        ("type", .string("label")),
        ("title", try node(title, inherited: environment, depth: depth + 1)),
        ("icon", try node(icon, inherited: environment, depth: depth + 1)),
      ]
    case .indicator(let type):
      members = [("type", .string(type))]
      if let style = environment[type == "gauge" ? "gaugeStyle" : "progressViewStyle"] {
        members.append(("style", style))
      }
    case .viewThatFits(let axes, let items):
      members = [("type", .string("viewThatFits"))]
      if let axes { members.append(("in", .string(axes))) }
      members.append(("items", .array(try nodes(items, environment, depth))))
    case .geometryReader(let items):
      members = [("type", .string("geometryReader"))]
      members.append(("items", .array(try nodes(items, environment, depth))))
    case .placeholder:
      members = [
        ("type", .string("color")), ("color", .string(ViewValue.placeholderColor)),
      ]
    }
    members.insert(("id", .string(id)), at: 1)
    var modifiers: [JSONValue] = []
    if case .placeholder = view.kind {
      let side = JSONValue.number(ViewValue.placeholderSize)
      modifiers.append(.object([("frame", .object([("width", side), ("height", side)]))]))
    }
    for modifier in view.modifiers {
      switch modifier {
      case .plain(let name, let value): modifiers.append(.object([(name, value)]))
      case .decoration(let name, let decoration, let alignment):
        var object: [(String, JSONValue)] = [
          (name, try node(decoration, inherited: environment, depth: depth + 1))
        ]
        if let alignment { object.append(("alignment", .string(alignment))) }
        modifiers.append(.object(object))
      }
    }
    if !modifiers.isEmpty { members.append(("modifiers", .array(modifiers))) }
    return .object(members)
  }

  private mutating func nodes(
    _ items: [ViewValue], _ environment: [String: JSONValue], _ depth: Int
  ) throws(SwiftSourceError) -> [JSONValue] {
    var result: [JSONValue] = []
    for item in items { result.append(try node(item, inherited: environment, depth: depth + 1)) }
    return result
  }

  /// The view's id: its accessibility identifier, else `File.swift:line:column`;
  /// a repeat (a `ForEach` row) gets `-2`, `-3`, … appended.
  private mutating func uniqueID(_ view: ViewValue) -> String {
    let base: String
    if let identifier = view.identifier {
      let cleaned = String(
        identifier.unicodeScalars.map { Self.allowedInID($0) ? Character($0) : "_" })
      base = String((cleaned.isEmpty ? "_" : cleaned).prefix(90))
    } else {
      let file = view.location.file.split(separator: "/").last.map(String.init) ?? "view"
      let suffix = ":\(view.location.line):\(view.location.column ?? 1)"
      let name = String(
        file.unicodeScalars.map { Self.allowedInID($0) ? Character($0) : "_" })
      base = String(name.suffix(90 - suffix.count)) + suffix
    }
    var id = base == "widget" || base == "expanded" ? base + "_" : base
    var number = 1
    while used.contains(id) {
      number += 1
      id = "\(base)-\(number)"
    }
    used.insert(id)
    return id
  }

  static func allowedInID(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_" || scalar == "-" || scalar == "." || scalar == ":"
  }
}
