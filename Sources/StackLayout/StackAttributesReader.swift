import StrictJSON

/// The stack and leaf attributes of the `solve` schema, read the same way
/// wherever a stack tree is described: `solve` documents and version-2
/// widget descriptions. Every value is range-checked with its JSON path.
public enum StackAttributesReader {
  /// The keys of a stack node besides `id`, `hidden` and `items`.
  public static let stackKeys = [
    "axis", "distribution", "alignment", "spacing", "customSpacing", "margins", "marginsRelative",
  ]
  /// The priority keys a leaf may have: `hugging` and `compression`, each
  /// `[horizontal, vertical]` on UIKit's 0…1000 scale.
  public static let priorityKeys = ["hugging", "compression"]

  static let axes: [(String, Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
  static let distributions: [(String, Distribution)] = Distribution.allCases.map {
    ($0.rawValue, $0)
  }
  static let alignments: [(String, Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .leading), ("center", .center),
    ("trailing", .trailing), ("bottom", .trailing), ("firstBaseline", .firstBaseline),
    ("lastBaseline", .lastBaseline),
  ]

  /// Reads a stack's attributes (axis, distribution, alignment, spacing in
  /// points, custom spacing after a named item, margins in points) and
  /// returns the stack with no items. Defaults: fill, fill, 0; margins
  /// `[top, left, bottom, right]` make the arrangement margins-relative
  /// unless `marginsRelative` says otherwise (UIKit's 8-pt margins otherwise).
  /// - Parameter itemIDs: the ids of the stack's items; a `customSpacing`
  ///   key must be one of them.
  public static func stack(_ object: JSONObjectReader, itemIDs: [String]) throws(JSONError)
    -> LayoutNode.Stack
  {
    guard let axis = try object.choice("axis", axes) else {
      throw object.error(nil, "missing key \"axis\" (horizontal or vertical)")
    }
    let distribution = try object.choice("distribution", distributions) ?? .fill
    let alignment = try object.choice("alignment", alignments) ?? .fill
    let spacing = try object.limitedNumber("spacing", in: StackDocument.spacingRange) ?? 0
    let margins = try object.limitedNumbers("margins", count: 4)
    let relative = try object.bool("marginsRelative") ?? (margins != nil)
    var custom: [String: Double] = [:]
    if let json = object.node("customSpacing") {
      guard case .object(let members) = json.value else {
        throw object.error("customSpacing", "expected an object {\"<childId>\": number}")
      }
      let known = Set(itemIDs)
      for (key, value) in members {
        let path = "\(object.path).customSpacing.\(key)"
        guard known.contains(key) else {
          throw JSONObjectReader.error(
            at: value, path: path, "\(JSONError.quoted(key)) is not an item of this stack")
        }
        custom[key] = try JSONObjectReader.number(
          value, path: path, in: StackDocument.spacingRange)
      }
    }
    return LayoutNode.Stack(
      axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
      customSpacing: custom,
      margins: margins.map { Insets(top: $0[0]!, left: $0[1]!, bottom: $0[2]!, right: $0[3]!) }
        ?? .uiViewDefault,
      isLayoutMarginsRelativeArrangement: relative, items: [])
  }

  /// A leaf's `hugging` and `compression` (each `[horizontal, vertical]`,
  /// 0…1000); nil where absent.
  public static func priorities(_ object: JSONObjectReader) throws(JSONError)
    -> (hugging: PriorityPair?, compression: PriorityPair?)
  {
    func pair(_ key: String) throws(JSONError) -> PriorityPair? {
      guard let values = try object.limitedNumbers(key, count: 2, in: StackDocument.priorityRange)
      else { return nil }
      return PriorityPair(horizontal: values[0]!, vertical: values[1]!)
    }
    return (try pair("hugging"), try pair("compression"))
  }

  /// A number member within `range` (points by default); nil when absent.
  public static func number(
    _ object: JSONObjectReader, _ key: String,
    in range: ClosedRange<Double> = StackDocument.lengthRange
  ) throws(JSONError) -> Double? {
    try object.limitedNumber(key, in: range)
  }

  /// An array member of exactly `count` numbers within `range` (nulls
  /// allowed when `nullable`); nil when absent.
  public static func numbers(
    _ object: JSONObjectReader, _ key: String, count: Int,
    in range: ClosedRange<Double> = StackDocument.lengthRange, nullable: Bool = false
  ) throws(JSONError) -> [Double?]? {
    try object.limitedNumbers(key, count: count, in: range, nullable: nullable)
  }
}
