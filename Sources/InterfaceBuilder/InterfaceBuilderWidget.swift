import Foundation
import WidgetDescriptions

/// Something the reader approximated or left out, at a line of the file.
public struct InterfaceBuilderNote: Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}

/// A Today widget read from a storyboard or xib: a version-2 description
/// whose compact section is the scene's view, laid out by Auto Layout with
/// the file's constraints (``WidgetTree/constraintLayout``), and whose
/// expanded section is the same view at its preferred or fitting height.
public struct InterfaceBuilderWidget: Sendable {
  /// The description every command and the preview lay out.
  public var description: WidgetDescription
  /// The scene read: the view controller's id (a xib: the root view's).
  public var sceneID: String
  /// What was approximated or skipped, in file order.
  public var notes: [InterfaceBuilderNote]
  /// The 1-based line of each view's element, by the view's id (a
  /// prototype cell's sample rows share the prototype's lines).
  public var viewLines: [String: Int]
  /// The line of the scene's root view: where the widget as a whole is.
  public var rootLine: Int

  /// The file extensions read as Interface Builder files.
  public static let fileExtensions: Set<String> = ["storyboard", "xib"]

  /// True when `path` names a storyboard or xib.
  public static func isInterfaceBuilderFile(_ path: String) -> Bool {
    fileExtensions.contains((path as NSString).pathExtension.lowercased())
  }

  /// Sample rows a table or collection view shows from its prototype cell.
  public static let defaultRows = 3
  /// `--rows` may ask for up to this many.
  public static let rowRange = 1...50

  /// Reads `data`, the contents of `file` (named in errors and notes).
  /// - Parameters:
  ///   - scene: a scene's, view controller's or view's id; nil: the
  ///     storyboard's initial view controller (a xib: its first top-level view).
  ///   - rows: sample rows per table or collection view.
  ///   - preferredHeight: `preferredContentSize.height` in points; nil: the
  ///     content's fitting height.
  /// - Throws: ``InterfaceBuilderError``: malformed XML, no such scene, a
  ///   constraint to a view that is not there, an id used twice.
  public init(
    data: Data, file: String, scene: String? = nil, rows: Int = defaultRows,
    preferredHeight: Double? = nil
  ) throws(InterfaceBuilderError) {
    let root = try XMLElementTreeParser.parse(data, file: file)
    var reader = InterfaceBuilderReader(file: file, rows: rows)
    let (sceneID, view) = try reader.sceneView(in: root, scene: scene)
    try reader.readRoot(view)
    let tree = try reader.widgetTree(preferredHeight: preferredHeight)
    let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    var description = WidgetDescription(
      appName: stem.isEmpty ? "Widget" : stem, quickActions: [], recents: [])
    description.tree = tree
    description.maxRows = 1
    description.rowStyle.separator = false
    self.description = description
    self.sceneID = sceneID
    self.notes = reader.notes.sorted { $0.line < $1.line }
    viewLines = Dictionary(reader.views.map { ($0.name, $0.line) }) { first, _ in first }
    rootLine = view.line
  }

  /// Reads the file at `path`.
  /// - Throws: ``InterfaceBuilderError`` (line 0 when the file cannot be read).
  public init(
    contentsOf path: String, scene: String? = nil, rows: Int = defaultRows,
    preferredHeight: Double? = nil
  ) throws(InterfaceBuilderError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InterfaceBuilderError(file: path, line: 0, message: "cannot read the file")
    }
    try self.init(
      data: data, file: path, scene: scene, rows: rows, preferredHeight: preferredHeight)
  }
}
