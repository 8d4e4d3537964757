import AutoLayout
import SizingModel
import StackLayout
import WidgetDescriptions

/// Walks a storyboard's or xib's elements into views, in depth-first
/// pre-order, and their constraints.
struct InterfaceBuilderReader {
  /// One view as read: what becomes a ``WidgetNode`` and a view of the
  /// ``ConstraintLayout``.
  struct ReadView {
    var objectID: String
    var name: String
    var className: String
    var parent: Int
    var line: Int
    var content: WidgetNode.Content
    var children: [Int] = []
    var isHidden = false
    var hugging: PriorityPair?
    var compression: PriorityPair?
    var margins = InterfaceBuilderDefaults.viewMargins.value
    /// The margins in a regular-width host (an iPad) where they differ.
    var regularWidthMargins: Insets?
  }

  /// A `<constraint>` waiting for every id to be known; `owner` is the view
  /// whose `<constraints>` holds it (the first item when none is named).
  struct PendingConstraint {
    var element: XMLElementNode
    var owner: Int
    /// The sample row's suffix (`[1]`) the ids inside a prototype cell carry.
    var suffix: String
  }

  let file: String
  let rows: Int
  var views: [ReadView] = []
  var ids: [String: Int] = [:]
  var guides: [String: LayoutItem] = [:]
  var idLines: [String: Int] = [:]
  var names: Set<String> = []
  var pending: [PendingConstraint] = []
  var extraConstraints: [LayoutConstraint] = []
  var imageSizes: [String: (Double, Double)] = [:]
  var notes: [InterfaceBuilderNote] = []

  init(file: String, rows: Int) {
    self.file = file
    self.rows = min(
      max(rows, InterfaceBuilderWidget.rowRange.lowerBound),
      InterfaceBuilderWidget.rowRange.upperBound)
  }

  func error(_ line: Int, _ message: String) -> InterfaceBuilderError {
    InterfaceBuilderError(file: file, line: line, message: message)
  }

  mutating func note(_ line: Int, _ message: String) {
    notes.append(InterfaceBuilderNote(line: line, message: message))
  }

  /// The scene's view: `scene` matched against scene, view controller and
  /// view ids; else the initial view controller's (a xib: the first
  /// top-level view).
  mutating func sceneView(in root: XMLElementNode, scene: String?) throws(InterfaceBuilderError)
    -> (String, XMLElementNode)
  {
    guard root.name == "document" else {
      throw error(
        root.line,
        "not an Interface Builder file: the root element is <\(root.name)>, not <document>")
    }
    for image in root.child("resources")?.children ?? [] where image.name == "image" {
      if let name = image["name"], let w = image["width"].flatMap(Double.init),
        let h = image["height"].flatMap(Double.init), w.isFinite, h.isFinite
      {
        imageSizes[name] = (w, h)
      }
    }
    var controllers: [(scene: String, controller: XMLElementNode, view: XMLElementNode)] = []
    for sceneElement in root.child("scenes")?.children ?? [] where sceneElement.name == "scene" {
      for object in sceneElement.child("objects")?.children ?? [] {
        guard let view = object.child("view", key: "view") ?? object.child("tableView", key: "view")
        else { continue }
        controllers.append((sceneElement["sceneID"] ?? "", object, view))
      }
    }
    let topLevelViews = (root.child("objects")?.children ?? []).filter {
      Self.viewKinds.contains($0.name)
    }
    if let scene {
      if let match = controllers.first(where: {
        $0.scene == scene || $0.controller["id"] == scene || $0.view["id"] == scene
      }) {
        return (match.controller["id"] ?? scene, match.view)
      }
      if let view = topLevelViews.first(where: { $0["id"] == scene }) { return (scene, view) }
      let known =
        controllers.compactMap { $0.controller["id"] } + topLevelViews.compactMap { $0["id"] }
      throw error(
        root.line,
        "scene \"\(scene)\" not found; the file has "
          + (known.isEmpty ? "no scene with a view" : known.joined(separator: ", ")))
    }
    if let initial = root["initialViewController"] {
      guard let match = controllers.first(where: { $0.controller["id"] == initial }) else {
        throw error(root.line, "the initial view controller \"\(initial)\" has no view in the file")
      }
      return (initial, match.view)
    }
    if let first = controllers.first {
      if controllers.count > 1 {
        note(
          first.controller.line,
          "no initial view controller: the first scene is read (--scene picks another)")
      }
      return (first.controller["id"] ?? first.scene, first.view)
    }
    if let view = topLevelViews.first { return (view["id"] ?? "view", view) }
    throw error(root.line, "no scene with a view and no top-level view in the file")
  }

  /// Reads the scene's view and everything below it.
  mutating func readRoot(_ element: XMLElementNode) throws(InterfaceBuilderError) {
    _ = try readView(element, parent: -1, suffix: "")
    // The root view of a view controller: the system's minimum margins for
    // the host's size class, or the file's where they are larger.
    if element["key"] == "view" {
      let custom = margins(element)
      views[0].margins = InterfaceBuilderDefaults.rootMargins(regularWidth: false, custom: custom)
      views[0].regularWidthMargins = InterfaceBuilderDefaults.rootMargins(
        regularWidth: true, custom: custom)
      if let custom, custom != views[0].margins {
        note(
          element.line,
          "the root view's margins are at least the system's minimum (16 pt at the sides, 20 on "
            + "iPad, from iOS 11); iOS 10 ignores margins set on a root view")
      }
    }
  }

  /// The description's tree: the views as ``WidgetNode``s with the
  /// resolved constraints.
  mutating func widgetTree(preferredHeight: Double?) throws(InterfaceBuilderError) -> WidgetTree {
    var constraints: [LayoutConstraint] = []
    for item in pending {
      if let constraint = try constraint(item) { constraints.append(constraint) }
    }
    constraints += extraConstraints
    func node(_ index: Int) -> WidgetNode {
      let view = views[index]
      return WidgetNode(
        id: view.name, isHidden: view.isHidden, content: view.content,
        children: view.children.map(node), hugging: view.hugging, compression: view.compression)
    }
    let root = node(0)
    var tree = WidgetTree(compact: root, expanded: .body(root))
    var layout = ConstraintLayout(
      margins: views.map(\.margins), classNames: views.map(\.className),
      constraints: constraints, preferredHeight: preferredHeight)
    for (index, view) in views.enumerated() {
      if let regular = view.regularWidthMargins { layout.regularWidthMargins[index] = regular }
    }
    tree.constraintLayout = layout
    return tree
  }
}
