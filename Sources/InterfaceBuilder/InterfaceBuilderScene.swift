import Foundation
import SizingModel

/// One scene of a storyboard (or a xib's top-level view) that has a view
/// to lay out, as `sizing-cli widgets` lists it: what `--scene` picks and
/// whether it is the one read by default.
public struct InterfaceBuilderScene: Sendable, Equatable {
  /// The file it was read from.
  public var file: String
  /// The id `--scene` accepts: the view controller's (a xib: the view's).
  public var id: String
  /// The `<scene sceneID>`; nil in a xib.
  public var sceneID: String?
  /// The view controller's `title`, else its `userLabel`, else nil.
  public var title: String?
  /// The view controller's `customClass` (`TodayViewController`), else nil.
  public var customClass: String?
  /// The UIKit class of the controller (`UIViewController`,
  /// `UITableViewController`) or, in a xib, of the view.
  public var className: String
  /// True for the storyboard's `initialViewController`, which `layout`,
  /// `check`, `render` and the preview read when `--scene` is not given
  /// (a xib: its first top-level view).
  public var isInitial: Bool
  /// True when the scene is simulated in Notification Center
  /// (`simulatedAppContext="notificationCenter"`, what Xcode's Today
  /// Extension template sets) or its class names a Today view controller.
  public var isTodayScene: Bool
  /// Views in the scene's view hierarchy as written, its root included
  /// (a prototype cell counted once, not per sample row).
  public var viewCount: Int
  /// `<constraint>` elements in that hierarchy.
  public var constraintCount: Int
  /// The line of the view controller's (a xib: the view's) start tag.
  public var line: Int

  /// The scenes of the storyboard or xib at `path` that have a view, in
  /// file order.
  /// - Throws: ``SizingError``: `unreadable` (exit 66) for a file that
  ///   cannot be read, `invalidData` (exit 65) with `file:line` for
  ///   malformed XML or a root element other than `<document>`.
  public static func scenes(at path: String) throws(SizingError) -> [InterfaceBuilderScene] {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .unreadable(
        path: path, reason: exists ? "permission denied or not a file" : "no such file")
    }
    do {
      return try scenes(data: data, file: path)
    } catch {
      throw .invalidData(path: "\(error.file):\(error.line)", message: error.message)
    }
  }

  /// The scenes of `data`, the contents of `file`.
  public static func scenes(data: Data, file: String) throws(InterfaceBuilderError)
    -> [InterfaceBuilderScene]
  {
    let root = try XMLElementTreeParser.parse(data, file: file)
    guard root.name == "document" else {
      throw InterfaceBuilderError(
        file: file, line: root.line,
        message: "not an Interface Builder file: the root element is <\(root.name)>, not <document>"
      )
    }
    let initial = root["initialViewController"]
    var found: [InterfaceBuilderScene] = []
    for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
      for controller in scene.child("objects")?.children ?? [] {
        guard
          let view = controller.child("view", key: "view")
            ?? controller.child("tableView", key: "view")
        else { continue }
        let counts = count(view)
        let custom = controller["customClass"]
        found.append(
          InterfaceBuilderScene(
            file: file, id: controller["id"] ?? scene["sceneID"] ?? "line\(controller.line)",
            sceneID: scene["sceneID"], title: controller["title"] ?? controller["userLabel"],
            customClass: custom, className: controllerClass(controller.name),
            isInitial: initial != nil && controller["id"] == initial,
            isTodayScene: isToday(view: view, customClass: custom), viewCount: counts.views,
            constraintCount: counts.constraints, line: controller.line))
      }
    }
    let topLevel = (root.child("objects")?.children ?? []).filter {
      InterfaceBuilderReader.viewKinds.contains($0.name)
    }
    for (index, view) in topLevel.enumerated() {
      let counts = count(view)
      let custom = view["customClass"]
      found.append(
        InterfaceBuilderScene(
          file: file, id: view["id"] ?? "line\(view.line)", sceneID: nil,
          title: view["userLabel"], customClass: custom,
          className: InterfaceBuilderReader.uiKitClasses[view.name]
            ?? InterfaceBuilderReader.plainClasses[view.name] ?? "UIView",
          isInitial: found.isEmpty && index == 0 && initial == nil,
          isTodayScene: isToday(view: view, customClass: custom), viewCount: counts.views,
          constraintCount: counts.constraints, line: view.line))
    }
    // A storyboard without an initial view controller: the first scene is read.
    if initial == nil, !found.isEmpty, !found.contains(where: \.isInitial) {
      found[0].isInitial = true
    }
    return found
  }

  /// The UIKit class of a view controller element.
  static func controllerClass(_ element: String) -> String {
    switch element {
    case "tableViewController": "UITableViewController"
    case "collectionViewController": "UICollectionViewController"
    case "navigationController": "UINavigationController"
    default: "UIViewController"
    }
  }

  static func isToday(view: XMLElementNode, customClass: String?) -> Bool {
    view["simulatedAppContext"] == "notificationCenter"
      || customClass?.localizedCaseInsensitiveContains("today") == true
  }

  /// Views and constraints in `view`'s hierarchy, `view` included; an
  /// iterative walk, so a deep file cannot exhaust the stack.
  static func count(_ view: XMLElementNode) -> (views: Int, constraints: Int) {
    var views = 0
    var constraints = 0
    var stack = [view]
    while let element = stack.popLast() {
      if element === view || InterfaceBuilderReader.viewKinds.contains(element.name) {
        views += 1
      }
      if element.name == "constraint" { constraints += 1 }
      stack += element.children
    }
    return (views, constraints)
  }
}
