import SizingModel
import StrictJSON

extension WidgetDescription {
  /// True when the description has a Today widget (version 1, or a
  /// version-2 `compact` section); false for a WidgetKit-only description.
  public var hasTodayWidget: Bool { tree != nil || widgetKit == nil }

  /// Reads `"widgetKit": {"families": {FAMILY: VIEW, …}} | {"all": VIEW,
  /// "supportedFamilies"?: [FAMILY, …]}, "contentMarginsDisabled"?: bool`.
  /// Each tree has its own ids (a family's tree may reuse another's).
  static func readWidgetKit(_ object: JSONObjectReader) throws(JSONError) -> WidgetKitTrees {
    try object.rejectUnknownKeys(["families", "all", "supportedFamilies", "contentMarginsDisabled"])
    let disabled = try object.bool("contentMarginsDisabled") ?? false
    let names = WidgetFamily.names
    if let all = object.node("all") {
      if object.has("families") {
        throw object.error("families", "give \"families\" or \"all\", not both")
      }
      let (root, swiftUI) = try tree(all, path: object.childPath("all"))
      var families = WidgetKitTrees.defaultFamilies
      var seen: Set<WidgetFamily> = []
      if let listed = try object.array(
        "supportedFamilies", maxCount: WidgetFamily.allCases.count,
        { (node, path) throws(JSONError) in
          let family = try family(node, path: path, names)
          guard seen.insert(family).inserted else {
            throw JSONObjectReader.error(
              at: node, path: path, "\(family.rawValue) is listed twice")
          }
          return family
        })
      {
        guard !listed.isEmpty else {
          throw object.error("supportedFamilies", "list at least one family")
        }
        families = listed
      }
      return WidgetKitTrees(all: root, families: families, contentMarginsDisabled: disabled)
        .laidOutBySwiftUI(
          Dictionary(
            uniqueKeysWithValues: families.compactMap { family in
              swiftUI.map { (family, $0) }
            }))
    }
    if object.has("supportedFamilies") {
      throw object.error(
        "supportedFamilies", "only with \"all\"; \"families\" supports the families it names")
    }
    guard let families = try object.object("families") else {
      throw object.error(
        nil, "expected \"families\" (a view per family) or \"all\" (one view for every family)")
    }
    try families.rejectUnknownKeys(WidgetFamily.names)
    guard !families.members.isEmpty else {
      throw families.error(
        nil, "name at least one family (valid: \(WidgetFamily.names.joined(separator: ", ")))")
    }
    var trees: [WidgetFamily: WidgetNode] = [:]
    var swiftUI: [WidgetFamily: SwiftUITree] = [:]
    for family in WidgetFamily.allCases {
      guard let node = families.node(family.rawValue) else { continue }
      (trees[family], swiftUI[family]) = try tree(
        node, path: families.childPath(family.rawValue))
    }
    return WidgetKitTrees(perFamily: trees, contentMarginsDisabled: disabled)
      .laidOutBySwiftUI(swiftUI)
  }

  /// One family's tree: a version-2 view tree, or with `"layout": "swiftui"`
  /// at its root a SwiftUI tree (returned with its shadow as the root).
  private static func tree(_ node: JSONNode, path: String) throws(JSONError)
    -> (WidgetNode, SwiftUITree?)
  {
    if case .object = node.value {
      let root = try JSONObjectReader(node, path: path)
      if root.has("layout") {
        guard try root.choice("layout", [("swiftui", true)], noun: "layout") == true else {
          throw root.error("layout", "expected \"swiftui\"")
        }
        var reader = SwiftUITreeReader()
        let tree = try reader.root(node, path: path)
        return (tree.shadow, tree)
      }
    }
    var reader = WidgetTreeReader()
    return (try reader.section(node, path: path), nil)
  }

  /// One family name of `supportedFamilies`; an unknown one lists the valid names.
  private static func family(_ node: JSONNode, path: String, _ names: [String])
    throws(JSONError) -> WidgetFamily
  {
    guard case .string(let name) = node.value else {
      throw JSONObjectReader.error(
        at: node, path: path, "expected a family name, found \(node.kindName)")
    }
    guard let family = WidgetFamily(rawValue: name) else {
      throw JSONObjectReader.error(
        at: node, path: path,
        "unknown family \(JSONError.quoted(name)); valid: \(names.joined(separator: ", "))")
    }
    return family
  }
}
