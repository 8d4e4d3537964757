import Foundation
import InterfaceBuilder
import StrictJSON

/// `widgets` for storyboards and xibs: which paths are Interface Builder
/// files, and their scenes as text lines and JSON objects.
extension Widgets {
  /// The `.storyboard` and `.xib` files `paths` name: a file as given, a
  /// directory's (recursively, hidden entries and `.build` skipped).
  static func interfaceBuilderFiles(in paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        if InterfaceBuilderWidget.isInterfaceBuilderFile(path) { files.append(path) }
        continue
      }
      files += CheckInputs.walk(path).filter(InterfaceBuilderWidget.isInterfaceBuilderFile)
    }
    return files
  }

  /// True when `path` is, or holds, Swift sources.
  static func hasSwiftSources(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      // A missing path is reported by the Swift reader (exit 66), unless it
      // names an Interface Builder file (reported by its reader).
      return !InterfaceBuilderWidget.isInterfaceBuilderFile(path)
    }
    guard isDirectory.boolValue else { return !InterfaceBuilderWidget.isInterfaceBuilderFile(path) }
    return CheckInputs.walk(path).contains { $0.hasSuffix(".swift") }
  }

  /// Two lines per scene: its id, class and place; what it is and holds.
  static func textLines(_ scene: InterfaceBuilderScene) -> [String] {
    let name = [scene.title.map { "\"\($0)\"" }, scene.customClass ?? scene.className]
      .compactMap { $0 }.joined(separator: " ")
    var traits: [String] = []
    if scene.isInitial { traits.append("initial (read by default)") }
    if scene.isTodayScene { traits.append("Today scene") }
    traits.append(
      "\(scene.viewCount) view\(scene.viewCount == 1 ? "" : "s"), "
        + "\(scene.constraintCount) constraint\(scene.constraintCount == 1 ? "" : "s")")
    return [
      "\(scene.id)  \(name)  \(scene.file):\(scene.line)",
      "  " + traits.joined(separator: "; "),
    ]
  }

  /// One scene as a JSON object (`scene` tells it from a Swift widget's `kind`).
  static func json(_ scene: InterfaceBuilderScene) -> JSONValue {
    var fields: [(String, JSONValue)] = [("scene", .string(scene.id))]
    if let sceneID = scene.sceneID { fields.append(("sceneID", .string(sceneID))) }
    if let title = scene.title { fields.append(("title", .string(title))) }
    if let custom = scene.customClass { fields.append(("customClass", .string(custom))) }
    fields += [
      ("class", .string(scene.className)), ("initial", .bool(scene.isInitial)),
      ("today", .bool(scene.isTodayScene)), ("views", .number(Double(scene.viewCount))),
      ("constraints", .number(Double(scene.constraintCount))), ("file", .string(scene.file)),
      ("line", .number(Double(scene.line))),
    ]
    return .object(fields)
  }
}
